import { type FieldMapping, popupMappings } from '../popup/popup-fields.ts';
import type { GridColumn } from './types.ts';

/** A popup column's report-field → row-column pairs, or JPopup's message when they cannot work. */
export function popupCellMappings(column: GridColumn): { mappings: FieldMapping[] } | { problem: string } {
  return popupMappings({
    code: column.popupCode,
    orgFields: column.orgFields,
    destFields: column.destFields,
  });
}

/**
 * What a choice writes into the row (JeecgBoot's JVxePopupCell): every target column, and the
 * cell's own key the value of its `field` (its key by default).
 */
export function popupRowValues(
  column: GridColumn,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  return { ...values, [column.key]: values[column.field ?? column.key] ?? '' };
}
