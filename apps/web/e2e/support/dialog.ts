import type { Locator, Page } from 'playwright-core';
import { vi } from 'vitest';

let marks = 0;

/**
 * Clicks 确定 of `dialog` (by default the dialog open on top) until that dialog has closed. On a
 * loaded CI machine a click while the dialog still zoomed open was lost: the dialog stayed open with
 * its form filled and the saved message never came. A click while the form is saving is ignored by
 * its loading button, so clicking again never saves twice. A dialog that stays open (a refusal)
 * fails after 45 s.
 */
export function confirmDialog(page: Page, dialog?: Locator, shows?: string): Promise<void> {
  return confirmAndSee(page, dialog ?? page.locator('.ant-modal:visible'), shows);
}

/** The same for the 确定 of a popconfirm (by default the one open on top): lost while it faded in. */
export function confirmPopconfirm(page: Page, popconfirm?: Locator, shows?: string): Promise<void> {
  return confirmAndSee(page, popconfirm ?? page.locator('.ant-popconfirm:visible'), shows);
}

/**
 * `shows`, the message the confirmed action brings, is watched for from before the click: a toast
 * lasts 3 s, and on a loaded machine the dialog's closing outlasted it before the caller looked.
 */
async function confirmAndSee(page: Page, container: Locator, shows?: string): Promise<void> {
  const seen = shows ? page.getByText(shows).first().waitFor({ timeout: 60_000 }) : null;
  await Promise.all([confirmUntilClosed(page, container), seen]);
}

async function confirmUntilClosed(page: Page, container: Locator): Promise<void> {
  // Marked: once it closes, another one may be the last or match the caller's locator.
  const mark = `confirm-${++marks}`;
  await container.last().evaluate((element, value) => element.setAttribute('data-e2e-confirm', value), mark);
  const marked = page.locator(`[data-e2e-confirm="${mark}"]`);
  const ok = marked.getByRole('button', { name: /^确\s*定$|^OK$/ });
  // Still zooming in, it reads as hidden: that is not a closed one.
  await marked.waitFor({ state: 'visible', timeout: 15_000 });
  await vi.waitFor(
    async () => {
      if (!(await marked.isVisible())) return;
      if (!(await ok.evaluate((button) => button.classList.contains('ant-btn-loading')))) {
        await ok.click({ timeout: 5_000 });
      }
      await marked.waitFor({ state: 'hidden', timeout: 3_000 });
    },
    { timeout: 45_000, interval: 500 },
  );
}
