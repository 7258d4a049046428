import { describe, expect, it } from 'vitest';
import {
  addRows,
  changesOf,
  fromSaved,
  insertBelow,
  mergeRow,
  moveRow,
  pickColumns,
  removeRows,
  reorder,
  updateCells,
} from './row-ops.ts';

const saved = () => fromSaved([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
const orders = (rows: Record<string, unknown>[]) => rows.map((r) => r.orderNum);

describe('grid row operations', () => {
  it('sets several cells of one row at once and never its id', () => {
    const next = updateCells(saved(), 'b', { leader: 'xinli', leaderName: '心理老师', id: 'x' });
    expect(next.rows[1]).toEqual({ id: 'b', orderNum: 2, leader: 'xinli', leaderName: '心理老师' });
    expect(next.rows[0]).toEqual({ id: 'a', orderNum: 1 });
  });

  it('numbers loaded rows from 1', () => {
    expect(orders(saved().rows)).toEqual([1, 2, 3]);
  });

  it('adds at least one row, at the bottom for index 0 or past the end, else at the index, and renumbers', () => {
    const bottom = addRows(saved(), 0, 0);
    expect(bottom.added).toHaveLength(1);
    expect(ids(bottom.state.rows).slice(0, 3)).toEqual(['a', 'b', 'c']);
    const inside = addRows(saved(), 2, 1);
    expect(ids(inside.state.rows)).toEqual(['a', ...ids(inside.added), 'b', 'c']);
    expect(orders(inside.state.rows)).toEqual([1, 2, 3, 4, 5]);
    expect(ids(addRows(saved(), 1, 99).state.rows).slice(0, 3)).toEqual(['a', 'b', 'c']);
  });

  it('sends removed saved rows to the removal list and drops removed new rows', () => {
    const { state, added } = addRows(saved(), 1);
    const after = removeRows(state, ['b', (added[0] as { id: string }).id]);
    expect(ids(after.rows)).toEqual(['a', 'c']);
    expect(orders(after.rows)).toEqual([1, 2]);
    expect(ids(after.removed)).toEqual(['b']);
    expect(after.newIds.size).toBe(0);
  });

  it('moves up and down, refusing the first up and the last down', () => {
    expect(moveRow(saved(), 'a', 'up')).toBeNull();
    expect(moveRow(saved(), 'c', 'down')).toBeNull();
    const moved = moveRow(saved(), 'b', 'up');
    expect(ids(moved?.rows ?? [])).toEqual(['b', 'a', 'c']);
    expect(orders(moved?.rows ?? [])).toEqual([1, 2, 3]);
    expect(ids(moveRow(saved(), 'a', 'down')?.rows ?? [])).toEqual(['b', 'a', 'c']);
  });

  it('inserts a row right below and reorders by drag, renumbering', () => {
    const { state, added } = insertBelow(saved(), 'a');
    expect(ids(state.rows)).toEqual(['a', (added[0] as { id: string }).id, 'b', 'c']);
    const dragged = reorder(saved(), 0, 2);
    expect(ids(dragged.rows)).toEqual(['b', 'c', 'a']);
    expect(orders(dragged.rows)).toEqual([1, 2, 3]);
  });

  it('merges changed fields into the matching row only', () => {
    const merged = mergeRow(saved(), { id: 'b', name: '新' });
    expect(merged.rows[1]).toEqual({ id: 'b', orderNum: 2, name: '新' });
    const unknown = saved();
    expect(mergeRow(unknown, { id: 'zz', name: 'x' })).toBe(unknown);
  });

  it('splits a save into inserted, updated and removed rows', () => {
    const { state, added } = addRows(saved(), 1);
    const changes = changesOf(removeRows(state, ['a']));
    expect(ids(changes.inserted)).toEqual(ids(added));
    expect(ids(changes.updated)).toEqual(['b', 'c']);
    expect(ids(changes.removed)).toEqual(['a']);
  });

  it('keeps only the grid’s columns of a row from the socket', () => {
    expect(pickColumns({ id: 'b', name: '新', orderNum: 9, secret: 'x' }, ['name', 'score'])).toEqual({
      id: 'b',
      name: '新',
    });
  });
});
