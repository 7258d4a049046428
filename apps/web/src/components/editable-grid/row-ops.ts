import { GRID_SORT_KEY } from './constants.ts';
import type { GridRow } from './types.ts';

/** The grid's rows, the ids of new (unsaved) rows, and the saved rows removed since load. */
export type GridRows = {
  rows: GridRow[];
  newIds: ReadonlySet<string>;
  removed: GridRow[];
};

export const fromSaved = (rows: GridRow[]): GridRows => ({
  rows: renumber(rows),
  newIds: new Set(),
  removed: [],
});

/** Sort numbers follow the row order, from 1. */
export function renumber(rows: readonly GridRow[], sortKey = GRID_SORT_KEY): GridRow[] {
  return rows.map((row, i) => (row[sortKey] === i + 1 ? row : { ...row, [sortKey]: i + 1 }));
}

let sequence = 0;
/** New rows get a client id; saving tells them apart through `newIds`. */
export function newRowId(): string {
  sequence += 1;
  return `new_${Date.now().toString(36)}_${sequence}`;
}

/**
 * Adds `count` (at least 1) blank rows at `index` (0 to row count; 0 means at the bottom, as in
 * JeecgBoot); returns the state and the added rows.
 */
export function addRows(
  state: GridRows,
  count = 1,
  index = 0,
  blank: () => Record<string, unknown> = () => ({}),
): { state: GridRows; added: GridRow[] } {
  const n = Math.max(1, Math.floor(count));
  const at = index <= 0 || index > state.rows.length ? state.rows.length : index;
  const added = Array.from({ length: n }, () => ({ ...blank(), id: newRowId() }));
  const rows = [...state.rows.slice(0, at), ...added, ...state.rows.slice(at)];
  const newIds = new Set(state.newIds);
  for (const row of added) newIds.add(row.id);
  return { state: { ...state, rows: renumber(rows), newIds }, added };
}

/** Removed saved rows go to the removal list; removed new rows are simply dropped. */
export function removeRows(state: GridRows, ids: readonly string[]): GridRows {
  const gone = new Set(ids);
  const removed = [...state.removed];
  const newIds = new Set(state.newIds);
  for (const row of state.rows) {
    if (!gone.has(row.id)) continue;
    if (newIds.has(row.id)) newIds.delete(row.id);
    else removed.push(row);
  }
  return { rows: renumber(state.rows.filter((r) => !gone.has(r.id))), newIds, removed };
}

/** Moves a row one place; the first cannot move up, the last cannot move down (returns null). */
export function moveRow(state: GridRows, id: string, direction: 'up' | 'down'): GridRows | null {
  const from = state.rows.findIndex((r) => r.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= state.rows.length) return null;
  return reorder(state, from, to);
}

/** Drag sort: the row at `from` lands at `to`. */
export function reorder(state: GridRows, from: number, to: number): GridRows {
  const rows = [...state.rows];
  const [moved] = rows.splice(from, 1);
  if (!moved) return state;
  rows.splice(to, 0, moved);
  return { ...state, rows: renumber(rows) };
}

/** Inserts one blank row right below the given row. */
export function insertBelow(state: GridRows, id: string, blank?: () => Record<string, unknown>) {
  const at = state.rows.findIndex((r) => r.id === id);
  return addRows(state, 1, at + 1, blank);
}

/**
 * Sets cells of one row: usually one, several when a popup cell fills its destination columns.
 * The row keeps its id whatever the values name.
 */
export function updateCells(
  state: GridRows,
  id: string,
  values: Readonly<Record<string, unknown>>,
): GridRows {
  return { ...state, rows: state.rows.map((r) => (r.id === id ? { ...r, ...values, id: r.id } : r)) };
}

/** Merges changed fields into the matching row (realtime updates); unknown rows are ignored. */
export function mergeRow(state: GridRows, changed: GridRow): GridRows {
  if (!state.rows.some((r) => r.id === changed.id)) return state;
  return { ...state, rows: state.rows.map((r) => (r.id === changed.id ? { ...r, ...changed } : r)) };
}

/** The row's id and the given fields only. */
export function pickColumns(row: GridRow, keys: readonly string[]): GridRow {
  const picked: GridRow = { id: row.id };
  for (const key of keys) if (key in row && key !== 'id') picked[key] = row[key];
  return picked;
}

/** What a save sends: rows to insert, rows to update, rows to delete. */
export function changesOf(state: GridRows): { inserted: GridRow[]; updated: GridRow[]; removed: GridRow[] } {
  return {
    inserted: state.rows.filter((r) => state.newIds.has(r.id)),
    updated: state.rows.filter((r) => !state.newIds.has(r.id)),
    removed: state.removed,
  };
}
