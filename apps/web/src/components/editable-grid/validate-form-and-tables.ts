/** A sub-table inside a tab: its tab key and a validator resolving with its first error message (or null). */
export type TabbedTable = { tabKey: string; validate: () => Promise<string | null> };

export type FormAndTablesResult =
  | { ok: true }
  | { ok: false; stage: 'form' }
  | { ok: false; stage: 'table'; tabKey: string; message: string };

/**
 * Spec §5: the main form is validated before the sub-tables; table validation stops at the first
 * failing table, whose tab is activated so the user sees the error.
 */
export async function validateFormAndTables(
  validateForm: () => Promise<unknown>,
  tables: readonly TabbedTable[],
  activateTab: (tabKey: string) => void,
): Promise<FormAndTablesResult> {
  try {
    await validateForm();
  } catch {
    return { ok: false, stage: 'form' };
  }
  for (const table of tables) {
    const message = await table.validate();
    if (message) {
      activateTab(table.tabKey);
      return { ok: false, stage: 'table', tabKey: table.tabKey, message };
    }
  }
  return { ok: true };
}
