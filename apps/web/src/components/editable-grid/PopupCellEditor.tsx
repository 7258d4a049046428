import { App } from 'antd';
import { useEffect, useMemo } from 'react';
import { PopupInput } from '../popup/PopupInput.tsx';
import { popupCellMappings, popupRowValues } from './popup-cell.ts';
import type { GridColumn, GridRow } from './types.ts';

type Props = {
  column: GridColumn;
  row: GridRow;
  onChangeFields: (values: Record<string, string>) => void;
  onDone: () => void;
};

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * A `popup` cell being edited: JPopup's input with the report dialog opened at once. A choice (or
 * the clear icon) fills the row's destination columns and ends editing; closing the dialog leaves
 * the input to reopen or clear. A misconfigured column says so as JPopup does and stops editing.
 */
export function PopupCellEditor({ column, row, onChangeFields, onDone }: Props) {
  const { message } = App.useApp();
  const checked = useMemo(() => popupCellMappings(column), [column]);
  const problem = 'problem' in checked ? checked.problem : undefined;
  useEffect(() => {
    if (!problem) return;
    // Keyed, so a re-run of the effect does not stack a second toast.
    void message.error({ content: problem, key: problem });
    onDone();
  }, [problem, message, onDone]);
  if ('problem' in checked) return null;
  return (
    <PopupInput
      code={column.popupCode ?? ''}
      mappings={checked.mappings}
      multi={column.multi}
      sorter={column.sorter}
      param={column.param}
      placeholder={column.placeholder}
      value={textOf(row[column.key])}
      defaultOpen
      onFill={(values) => {
        onChangeFields(popupRowValues(column, values));
        onDone();
      }}
    />
  );
}
