import type { Locator, Page } from 'playwright-core';
import { vi } from 'vitest';

let marks = 0;

/**
 * Clicks 确定 of `dialog` (by default the dialog open on top) until that dialog has closed. On a loaded CI machine a click
 * while the dialog still zoomed open was lost: the dialog stayed open with its form filled and the
 * saved message never came. A click while the form is saving is ignored by its loading button, so
 * clicking again never saves twice. A dialog that stays open (a refusal) fails after 45 s.
 */
export async function confirmDialog(page: Page, dialog?: Locator): Promise<void> {
  // The dialog marked: once it closes, another dialog may be the last one or match its locator.
  const mark = `confirm-${++marks}`;
  await (dialog ?? page.locator('.ant-modal:visible'))
    .last()
    .evaluate((element, value) => element.setAttribute('data-e2e-dialog', value), mark);
  const marked = page.locator(`[data-e2e-dialog="${mark}"]`);
  const ok = marked.getByRole('button', { name: '确定' });
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
