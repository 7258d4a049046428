import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { Button, Checkbox, Space, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { DragEvent, ReactNode } from 'react';
import { CellEditor } from './CellEditor.tsx';
import { CellView } from './CellView.tsx';
import { isOn, switchValue } from './cell-values.ts';
import {
  CONTROL_COLUMN_WIDTH,
  CONTROL_COLUMN_WIDTH_WITH_FOOTER,
  MIN_WIDTH,
  SEQUENCE_WIDTH,
} from './constants.ts';
import type { GridColumn, GridRow } from './types.ts';
import type { EditingCell } from './use-editing.ts';
import type { CellError } from './validation.ts';

export type ColumnHandlers = {
  editing: EditingCell;
  errors: readonly CellError[];
  startEditing: (rowId: string, key: string) => void;
  stopEditing: () => void;
  /** Sets cells of one row (a popup cell fills several at once). */
  change: (rowId: string, values: Readonly<Record<string, unknown>>) => void;
  move: (rowId: string, direction: 'up' | 'down') => void;
  insertBelow: (rowId: string) => void;
  dragStart: (rowId: string, event: DragEvent) => void;
};

export type ColumnFlags = {
  rowNumber: boolean;
  dragSort: boolean;
  rowActions: boolean;
  hasStatistics: boolean;
  disabled: boolean;
};

/** Columns that edit in place (checkbox toggles directly; slot/normal/progress only show). */
const CLICK_TO_EDIT_EXCLUDED = new Set(['checkbox', 'slot', 'normal', 'progress', 'hidden']);

function dataCell(column: GridColumn, row: GridRow, handlers: ColumnHandlers, disabled: boolean): ReactNode {
  const error = handlers.errors.find((e) => e.rowId === row.id && e.key === column.key);
  const isEditing = handlers.editing?.rowId === row.id && handlers.editing.key === column.key;
  const editable = !disabled && !column.disabled && !CLICK_TO_EDIT_EXCLUDED.has(column.type);
  const className = `editable-grid-cell${isEditing ? ' editable-grid-editing' : ''}${error ? ' editable-grid-error' : ''}`;
  const dataKey = `${row.id}:${column.key}`;
  let body: ReactNode;
  if (column.type === 'checkbox') {
    body = (
      <div className={className} data-cell={dataKey}>
        <CheckboxCell
          column={column}
          row={row}
          disabled={disabled || Boolean(column.disabled)}
          handlers={handlers}
        />
      </div>
    );
  } else if (isEditing) {
    body = (
      <div className={className} data-cell={dataKey}>
        <CellEditor
          column={column}
          row={row}
          onChange={(value) => handlers.change(row.id, { [column.key]: value })}
          onChangeFields={(values) => handlers.change(row.id, values)}
          onDone={handlers.stopEditing}
        />
      </div>
    );
  } else if (editable) {
    body = (
      <button
        type="button"
        className={`${className} editable-grid-cell-button`}
        data-cell={dataKey}
        onClick={() => handlers.startEditing(row.id, column.key)}
      >
        <CellView column={column} row={row} />
      </button>
    );
  } else {
    body = (
      <div className={className} data-cell={dataKey}>
        <CellView column={column} row={row} />
      </div>
    );
  }
  // Only a failing cell carries a tooltip: one per cell would weigh on every scrolled row.
  return error ? (
    <Tooltip title={error.message} color="red">
      {body}
    </Tooltip>
  ) : (
    body
  );
}

function CheckboxCell({
  column,
  row,
  disabled,
  handlers,
}: {
  column: GridColumn;
  row: GridRow;
  disabled: boolean;
  handlers: ColumnHandlers;
}) {
  return (
    <Checkbox
      disabled={disabled}
      checked={isOn(row[column.key], column.customValue)}
      onChange={(e) =>
        handlers.change(row.id, { [column.key]: switchValue(e.target.checked, column.customValue) })
      }
    />
  );
}

/** The antd columns: row number, drag handle, the data columns and the row actions. */
export function buildColumns(
  columns: readonly GridColumn[],
  flags: ColumnFlags,
  handlers: ColumnHandlers,
  pageOffset: number,
): ColumnType<GridRow>[] {
  const controlWidth = flags.hasStatistics ? CONTROL_COLUMN_WIDTH_WITH_FOOTER : CONTROL_COLUMN_WIDTH;
  const out: ColumnType<GridRow>[] = [];
  if (flags.rowNumber) {
    out.push({
      key: '__rowNumber',
      title: '#',
      width: SEQUENCE_WIDTH,
      fixed: 'left',
      align: 'center',
      render: (_v, _row, index) => pageOffset + index + 1,
    });
  }
  if (flags.dragSort) {
    out.push({
      key: '__drag',
      width: controlWidth,
      align: 'center',
      render: (_v, row) => (
        <button
          type="button"
          className="editable-grid-drag"
          draggable={!flags.disabled}
          aria-label="拖动排序"
          onDragStart={(event) => handlers.dragStart(row.id, event)}
        >
          <HolderOutlined />
        </button>
      ),
    });
  }
  for (const column of columns) {
    if (column.type === 'hidden') continue;
    const width = Math.max(column.width ?? 160, MIN_WIDTH[column.type] ?? 0);
    out.push({
      key: column.key,
      dataIndex: column.key,
      title: column.validateRules?.some((r) => r.required || r.pattern === '*') ? (
        <span>
          <span style={{ color: '#ff4d4f' }}>* </span>
          {column.title}
        </span>
      ) : (
        column.title
      ),
      width,
      render: (_v, row) => dataCell(column, row, handlers, flags.disabled),
    });
  }
  if (flags.rowActions && !flags.disabled) {
    out.push({
      key: '__actions',
      title: '操作',
      width: 120,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            aria-label="上移"
            icon={<ArrowUpOutlined />}
            onClick={() => handlers.move(row.id, 'up')}
          />
          <Button
            type="text"
            size="small"
            aria-label="下移"
            icon={<ArrowDownOutlined />}
            onClick={() => handlers.move(row.id, 'down')}
          />
          <Button
            type="text"
            size="small"
            aria-label="在下方插入"
            icon={<PlusSquareOutlined />}
            onClick={() => handlers.insertBelow(row.id)}
          />
        </Space>
      ),
    });
  }
  return out;
}
