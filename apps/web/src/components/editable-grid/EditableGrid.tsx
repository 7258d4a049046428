import { App, Table } from 'antd';
import type { TableRef } from 'antd/es/table';
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { createAddThrottle } from './add-throttle.ts';
import {
  ADD_TOO_FAST,
  CONTROL_COLUMN_WIDTH,
  CONTROL_COLUMN_WIDTH_WITH_FOOTER,
  GRID_MAX_HEIGHT,
  MOVE_FIRST_UP,
  MOVE_LAST_DOWN,
  RELOAD_HIGHLIGHT_MS,
  STATISTICS_ROW_HEIGHT,
} from './constants.ts';
import { DEFAULT_TOOLBAR, GridToolbar, type ToolbarButton } from './GridToolbar.tsx';
import { buildColumns } from './grid-columns.tsx';
import { attachChildren, needsLoading, type TreeRow, withPlaceholders } from './lazy-tree.ts';
import * as ops from './row-ops.ts';
import { footerRows } from './statistics.ts';
import type { GridColumn, GridRow } from './types.ts';
import { useConfigWarnings } from './use-config-warnings.ts';
import { useEditing } from './use-editing.ts';
import { type GridSocketOptions, useGridSocket } from './use-grid-socket.ts';
import { type CellError, validateRows } from './validation.ts';
import './editable-grid.css';

export type SelectionAction = 'selected' | 'unselected' | 'selected-all';
export type GridChanges = ReturnType<typeof ops.changesOf>;

/** What a page can ask of its grid (JVxeTable's methods). */
export type EditableGridHandle = {
  /** Validates every cell, marks the failing ones and scrolls to the first; its message or null. */
  validate: () => Promise<string | null>;
  changes: () => GridChanges;
  rows: () => GridRow[];
  /** Adds rows unless throttled (then shows the message and returns null). */
  addRows: (count?: number, index?: number) => GridRow[] | null;
};

export type EditableGridProps = {
  columns: readonly GridColumn[];
  /** The saved rows; a new array reloads the grid (and highlights it). */
  rows: readonly GridRow[];
  toolbar?: false | readonly ToolbarButton[];
  rowNumber?: boolean;
  rowSelection?: 'checkbox' | 'radio';
  dragSort?: boolean;
  /** Move up / move down / insert below buttons on each row. */
  rowActions?: boolean;
  expandedRowRender?: (row: GridRow) => ReactNode;
  /** Tree rows: children of a row with `hasChildren` load on its first expand. */
  loadChildren?: (row: GridRow) => Promise<TreeRow[]>;
  pagination?: false | { pageSize: number };
  maxHeight?: number;
  disabled?: boolean;
  /** Inside tabs: becoming active again re-measures the grid (a hidden tab measured it at zero width). */
  active?: boolean;
  socket?: GridSocketOptions;
  onSave?: (changes: GridChanges) => Promise<void>;
  onSelectionChange?: (action: SelectionAction, ids: string[]) => void;
  newRow?: () => Record<string, unknown>;
  ref?: Ref<EditableGridHandle>;
};

/** The editable grid (spec §2–§5 JVxeTable); usage in README.md beside this file. */
export function EditableGrid(props: EditableGridProps) {
  useConfigWarnings(props.columns);
  const { message } = App.useApp();
  const [state, setState] = useState(() => ops.fromSaved(withPlaceholders(props.rows as TreeRow[])));
  const [selected, setSelected] = useState<string[]>([]);
  const [errors, setErrors] = useState<CellError[]>([]);
  const [collapsed, setCollapsed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [highlight, setHighlight] = useState(false);
  const [page, setPage] = useState(1);
  const [layoutKey, setLayoutKey] = useState(0);
  const { editing, setEditing } = useEditing();
  const throttle = useMemo(() => createAddThrottle(), []);
  const table = useRef<TableRef>(null);
  const dragged = useRef<string | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  // A row from the socket only changes this grid's columns of a row it already shows.
  const live = useGridSocket(props.socket, (row) =>
    setState((s) =>
      ops.mergeRow(
        s,
        ops.pickColumns(
          row,
          props.columns.map((c) => c.key),
        ),
      ),
    ),
  );

  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    setState(ops.fromSaved(withPlaceholders(props.rows as TreeRow[])));
    setSelected([]);
    setErrors([]);
    setHighlight(true);
    const timer = setTimeout(() => setHighlight(false), RELOAD_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [props.rows]);

  const wasActive = useRef(props.active);
  useEffect(() => {
    if (props.active && !wasActive.current) setLayoutKey((k) => k + 1);
    wasActive.current = props.active;
  }, [props.active]);

  const addRows = (count = 1, index = 0): GridRow[] | null => {
    if (!throttle()) {
      message.warning(ADD_TOO_FAST);
      return null;
    }
    const { state: next, added } = ops.addRows(stateRef.current, count, index, props.newRow);
    setState(next);
    return added;
  };

  const validate = async (): Promise<string | null> => {
    const found = await validateRows(props.columns, stateRef.current.rows);
    setErrors(found);
    const first = found[0];
    if (!first) return null;
    table.current?.scrollTo?.({ key: first.rowId });
    return first.message;
  };

  useImperativeHandle(props.ref, () => ({
    validate,
    changes: () => ops.changesOf(stateRef.current),
    rows: () => stateRef.current.rows,
    addRows,
  }));

  const select = (action: SelectionAction, ids: string[]) => {
    setSelected(ids);
    props.onSelectionChange?.(action, ids);
  };

  const pageSize = props.pagination ? props.pagination.pageSize : 0;
  const hasStatistics = props.columns.some((c) => c.statistics?.length);
  const columns = buildColumns(
    props.columns,
    {
      rowNumber: props.rowNumber ?? false,
      dragSort: props.dragSort ?? false,
      rowActions: props.rowActions ?? false,
      hasStatistics,
      disabled: props.disabled ?? false,
    },
    {
      editing,
      errors,
      startEditing: (rowId, key) => setEditing({ rowId, key }),
      stopEditing: () => setEditing(null),
      change: (rowId, values) => {
        const next = ops.updateCells(stateRef.current, rowId, values);
        setState(next);
        setErrors((es) => es.filter((e) => !(e.rowId === rowId && e.key in values)));
        const row = next.rows.find((r) => r.id === rowId);
        if (row && !next.newIds.has(rowId)) live.send({ ...values, id: row.id });
      },
      move: (rowId, direction) => {
        const next = ops.moveRow(stateRef.current, rowId, direction);
        if (next) setState(next);
        else message.warning(direction === 'up' ? MOVE_FIRST_UP : MOVE_LAST_DOWN);
      },
      insertBelow: (rowId) => {
        if (!throttle()) {
          message.warning(ADD_TOO_FAST);
          return;
        }
        setState(ops.insertBelow(stateRef.current, rowId, props.newRow).state);
      },
      dragStart: (rowId, event) => {
        dragged.current = rowId;
        event.dataTransfer.effectAllowed = 'move';
      },
    },
    pageSize ? (page - 1) * pageSize : 0,
  );

  const footers = footerRows(props.columns, state.rows);
  const save = async () => {
    const problem = await validate();
    if (problem) {
      message.warning(problem);
      return;
    }
    if (!props.onSave) return;
    setSaving(true);
    try {
      await props.onSave(ops.changesOf(stateRef.current));
    } finally {
      setSaving(false);
    }
  };

  // Selection and row-expand columns come before ours in the footer's cells.
  const leadingCells = (props.rowSelection ? 1 : 0) + (props.expandedRowRender ? 1 : 0);
  const controlWidth = hasStatistics ? CONTROL_COLUMN_WIDTH_WITH_FOOTER : CONTROL_COLUMN_WIDTH;
  // A virtual table needs a numeric scroll width, or its body and header columns drift apart.
  const scrollWidth =
    columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), 0) +
    leadingCells * controlWidth;
  return (
    <div className="editable-grid">
      {props.toolbar !== false && (
        <GridToolbar
          buttons={props.toolbar ?? DEFAULT_TOOLBAR}
          selectedCount={selected.length}
          collapsed={collapsed}
          saving={saving}
          disabled={props.disabled ?? false}
          onAdd={() => addRows()}
          onRemove={() => {
            setState(ops.removeRows(stateRef.current, selected));
            select('unselected', []);
          }}
          onRemoveNothing={() => message.warning('请选择一条记录！')}
          onClearSelection={() => select('unselected', [])}
          onSave={() => void save()}
          onToggleCollapse={() => setCollapsed((c) => !c)}
          live={props.socket ? live.connected : undefined}
        />
      )}
      {!collapsed && (
        <Table<GridRow>
          key={layoutKey}
          ref={table}
          size="middle"
          rowKey="id"
          virtual
          bordered
          columns={columns}
          dataSource={state.rows}
          scroll={{ x: scrollWidth, y: props.maxHeight ?? GRID_MAX_HEIGHT }}
          pagination={
            props.pagination
              ? {
                  pageSize,
                  current: page,
                  onChange: setPage,
                  showTotal: (n, [from, to]) => `${from}-${to} 共 ${n} 条`,
                }
              : false
          }
          rowClassName={() => (highlight ? 'editable-grid-reloaded' : '')}
          rowSelection={
            props.rowSelection
              ? {
                  type: props.rowSelection,
                  selectedRowKeys: selected,
                  columnWidth: controlWidth,
                  onSelect: (row, isSelected) =>
                    select(
                      isSelected ? 'selected' : 'unselected',
                      props.rowSelection === 'radio'
                        ? [row.id]
                        : isSelected
                          ? [...selected, row.id]
                          : selected.filter((id) => id !== row.id),
                    ),
                  onSelectAll: (all) =>
                    select(
                      all ? 'selected-all' : 'unselected',
                      all ? stateRef.current.rows.map((r) => r.id) : [],
                    ),
                }
              : undefined
          }
          expandable={
            props.expandedRowRender
              ? { expandedRowRender: props.expandedRowRender, columnWidth: controlWidth }
              : props.loadChildren
                ? {
                    onExpand: (expanded, row) => {
                      const loader = props.loadChildren;
                      if (!expanded || !loader || !needsLoading(row as TreeRow)) return;
                      void loader(row).then((children) =>
                        setState((s) => ({
                          ...s,
                          rows: attachChildren(s.rows as TreeRow[], row.id, children),
                        })),
                      );
                    },
                  }
                : undefined
          }
          onRow={(_row, index) => ({
            onDragOver: (event) => event.preventDefault(),
            onDrop: () => {
              const from = stateRef.current.rows.findIndex((r) => r.id === dragged.current);
              dragged.current = null;
              if (from < 0 || index === undefined) return;
              setState(ops.reorder(stateRef.current, from, index + (pageSize ? (page - 1) * pageSize : 0)));
            },
          })}
          summary={
            footers.length
              ? () => (
                  <Table.Summary fixed>
                    {footers.map((footer) => (
                      <Table.Summary.Row key={footer.kind} style={{ height: STATISTICS_ROW_HEIGHT }}>
                        {Array.from({ length: columns.length + leadingCells }, (_, i) => {
                          const column = columns[i - leadingCells];
                          const key = typeof column?.key === 'string' ? column.key : '';
                          return (
                            <Table.Summary.Cell key={key || `lead-${i}`} index={i}>
                              {i === 0 ? footer.label : (footer.values[key] ?? '')}
                            </Table.Summary.Cell>
                          );
                        })}
                      </Table.Summary.Row>
                    ))}
                  </Table.Summary>
                )
              : undefined
          }
        />
      )}
    </div>
  );
}
