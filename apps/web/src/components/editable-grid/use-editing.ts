import { useEffect, useState } from 'react';

export type EditingCell = { rowId: string; key: string } | null;

/**
 * Popups that belong to the cell being edited, or that the spec exempts (input-pop, popup modal,
 * date picker): a click inside one of them does not end editing.
 */
const KEEPS_EDITING =
  '.editable-grid-input-pop, .ant-modal-root, .ant-picker-dropdown, .ant-select-dropdown, .editable-grid-editing';

/** The one cell being edited; a click anywhere else (but the exempt popups) clears it. */
export function useEditing() {
  const [editing, setEditing] = useState<EditingCell>(null);
  useEffect(() => {
    if (!editing) return;
    const onDown = (event: MouseEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest(KEEPS_EDITING)) return;
      setEditing(null);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [editing]);
  return { editing, setEditing };
}
