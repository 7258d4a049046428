import type { TableColumnType } from 'antd';
import { type RowAction, RowActions } from './RowActions.tsx';

type Options = {
  /** Width of the column on tablets and desktops (phones get a narrow ⋯ column). */
  width?: number;
  /** Buttons shown in the row before 更多. */
  inline?: number;
};

/** Width of the phones' ⋯ column: its 操作 header at the default cell padding. */
export const COMPACT_ACTIONS_WIDTH = 64;

/**
 * The 操作 column of a list, pinned right: as two columns of which antd shows one, the row's first
 * buttons plus 更多 from 576 px up, and one ⋯ menu below, so on a phone the data keeps the width.
 * Spread it into the columns: `[...data, ...rowActionsColumns(actionsOf)]`.
 */
export function rowActionsColumns<Row>(
  actionsOf: (row: Row) => readonly RowAction[],
  { width = 170, inline = 2 }: Options = {},
): TableColumnType<Row>[] {
  return [
    {
      title: '操作',
      key: 'action',
      width,
      fixed: 'right',
      responsive: ['sm'],
      render: (_v, row) => <RowActions actions={actionsOf(row)} inline={inline} />,
    },
    {
      title: '操作',
      key: 'action-compact',
      width: COMPACT_ACTIONS_WIDTH,
      fixed: 'right',
      responsive: ['xs'],
      render: (_v, row) => <RowActions actions={actionsOf(row)} compact />,
    },
  ];
}
