import type { Page } from 'playwright-core';
import { vi } from 'vitest';

let marks = 0;

/**
 * Clicks 确定 of the dialog open on top until that dialog has closed. On a loaded CI machine a click
 * while the dialog still zoomed open was lost: the dialog stayed open with its form filled and the
 * saved message never came. A click while the form is saving is ignored by its loading button, so
 * clicking again never saves twice. A dialog that stays open (a refusal) fails after 45 s.
 */
export async function confirmDialog(page: Page): Promise<void> {
  // The dialog on top now, marked: once it closes, another dialog may be the last one.
  const mark = `confirm-${++marks}`;
  await page
    .locator('.ant-modal:visible')
    .last()
    .evaluate((element, value) => element.setAttribute('data-e2e-dialog', value), mark);
  const dialog = page.locator(`[data-e2e-dialog="${mark}"]`);
  const ok = dialog.getByRole('button', { name: '确定' });
  await vi.waitFor(
    async () => {
      if (!(await dialog.isVisible())) return;
      if (!(await ok.evaluate((button) => button.classList.contains('ant-btn-loading')))) {
        await ok.click({ timeout: 5_000 });
      }
      await dialog.waitFor({ state: 'hidden', timeout: 3_000 });
    },
    { timeout: 45_000, interval: 500 },
  );
}
