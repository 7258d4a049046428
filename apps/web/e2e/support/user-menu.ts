import type { Locator, Page } from 'playwright-core';
import { vi } from 'vitest';

/**
 * Picks `item` from the header's account menu until `after` shows: on a loaded machine the menu
 * can close under the pointer between opening and the click (another element takes the click).
 */
export async function chooseFromUserMenu(page: Page, item: string, after: Locator): Promise<void> {
  const account = page.locator('.user-menu__account');
  const entry = page.getByRole('menuitem', { name: item });
  await vi.waitFor(
    async () => {
      if (!(await after.isVisible())) {
        if (!(await entry.isVisible())) await account.click({ timeout: 5_000 });
        await entry.click({ timeout: 5_000 });
      }
      await after.waitFor({ timeout: 3_000 });
    },
    { timeout: 60_000, interval: 500 },
  );
}
