import type { Locator, Page } from 'playwright-core';
import { vi } from 'vitest';

/**
 * Picks a student by 学号 in an empty 输入学号查找学生 box inside `scope`. On a loaded machine a click
 * during a drawer's or dialog's closing animation, or keys typed before the box had focus, were
 * once lost: the picker is tried again from the start, as a person would.
 */
export async function pickStudent(page: Page, scope: Page | Locator, studentNo: string): Promise<void> {
  const picker = scope.locator('.ant-select', { hasText: '输入学号查找学生' });
  await vi.waitFor(
    async () => {
      await picker.click({ timeout: 5_000 });
      await picker.locator('input').fill(studentNo, { timeout: 5_000 });
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `（${studentNo}）` })
        .first()
        .click({ timeout: 5_000 });
    },
    { timeout: 45_000, interval: 500 },
  );
}
