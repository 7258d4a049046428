import type { Locator } from 'playwright-core';
import { vi } from 'vitest';

/** Clicks until `after` shows (a click lost on a loaded machine is clicked again). */
export async function clickUntil(target: Locator, after: Locator): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await after.isVisible())) await target.click({ timeout: 5_000 });
      await after.waitFor({ timeout: 3_000 });
    },
    { timeout: 60_000, interval: 500 },
  );
}
