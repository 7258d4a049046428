import type { Locator, Page } from 'playwright-core';
import { vi } from 'vitest';

const SELECT = 'div[contains(concat(" ", @class, " "), " ant-select ")]';

/** The antd select a label names: around the input it names, or inside the group it names. */
export function selectAround(labelled: Locator): Locator {
  return labelled.locator(`xpath=ancestor-or-self::${SELECT}[1] | descendant::${SELECT}`).first();
}

/**
 * Picks `option` in the antd select `select` and waits until the select shows it; a single select's
 * list has closed by then, a multiple one's stays open for the next pick. On a loaded CI machine a
 * click while the list slid open was lost (the list stayed open over the dialog's next button) or
 * landed on a neighbouring option: the pick is tried again from the start, as a person would, until
 * the select shows the option asked for. A multiple select is never clicked twice on an option it
 * shows already, which would take it out again.
 */
export async function chooseOption(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  const multiple = await hasClass(select, 'ant-select-multiple');
  const shown = select.locator(multiple ? '.ant-select-selection-item' : '.ant-select-content-has-value', {
    hasText: option,
  });
  await vi.waitFor(
    async () => {
      if ((await shown.count()) === 0) {
        if (!(await hasClass(select, 'ant-select-open'))) await select.click({ timeout: 5_000 });
        await page
          .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
          .last()
          .locator('.ant-select-item-option', { hasText: option })
          .first()
          .click({ timeout: 5_000 });
        await shown.first().waitFor({ timeout: 3_000 });
      }
      if (!multiple && (await hasClass(select, 'ant-select-open'))) throw new Error('the list is still open');
    },
    { timeout: 45_000, interval: 500 },
  );
}

function hasClass(select: Locator, name: string): Promise<boolean> {
  return select.evaluate((element, className) => element.classList.contains(className), name, {
    timeout: 5_000,
  });
}
