import { useQuery, useQueryClient } from '@tanstack/react-query';
import { positionRoutes, type SysPosition } from '@xinmiao/shared';
import { App } from 'antd';
import { useMemo } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { useDictItems } from '../../list/use-dict-items.ts';
import { EditableGrid, type GridChanges } from '../EditableGrid.tsx';
import type { GridColumn, GridRow } from '../types.ts';

const QUERY_KEY = ['editable-grid-demo', 'positions'];

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const input = (row: GridRow) => ({
  code: text(row.code),
  name: text(row.name),
  postRank: text(row.postRank) || null,
});

/** 职务 in an editable grid saved to the real position endpoints, live-synced between open consoles. */
export function PositionsGridDemo({ active }: { active: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const ranks = useDictItems('position_rank');
  const loaded = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () =>
      api(positionRoutes.list, { query: { pageNo: 1, pageSize: 100, column: 'createTime', order: 'asc' } }),
  });
  const rows = useMemo<GridRow[]>(
    () =>
      (loaded.data?.records ?? []).map((p: SysPosition) => ({
        id: p.id,
        code: p.code,
        name: p.name,
        postRank: p.postRank ?? '',
      })),
    [loaded.data],
  );
  const columns: GridColumn[] = [
    {
      key: 'code',
      title: '职务编码',
      type: 'input',
      width: 180,
      validateRules: [
        { required: true, message: '请输入职务编码' },
        { pattern: /^[A-Za-z0-9_-]+$/, message: '职务编码只能包含字母、数字、下划线和短横线' },
        { pattern: 'only', message: '职务编码不能重复' },
      ],
    },
    {
      key: 'name',
      title: '职务名称',
      type: 'input',
      width: 200,
      validateRules: [{ required: true, message: '请输入职务名称' }],
    },
    {
      key: 'postRank',
      title: '职级',
      type: 'select',
      width: 160,
      options: ranks.map((r) => ({ value: r.value, text: r.text })),
    },
  ];

  const save = async (changes: GridChanges) => {
    const before = new Map(rows.map((r) => [r.id, r]));
    const changed = changes.updated.filter((r) => {
      const old = before.get(r.id);
      return !old || ['code', 'name', 'postRank'].some((k) => text(old[k]) !== text(r[k]));
    });
    try {
      if (changes.removed.length) {
        await api(positionRoutes.deleteBatch, {
          query: { ids: `${changes.removed.map((r) => r.id).join(',')},` },
        });
      }
      for (const row of changed) await api(positionRoutes.edit, { body: { id: row.id, ...input(row) } });
      for (const row of changes.inserted) await api(positionRoutes.add, { body: input(row) });
      message.success('保存成功');
    } catch (err) {
      reportError(err);
    } finally {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    }
  };

  return (
    <EditableGrid
      columns={columns}
      rows={rows}
      toolbar={['add', 'remove', 'clearSelection', 'save', 'collapse']}
      rowNumber
      rowSelection="checkbox"
      dragSort
      rowActions
      active={active}
      socket={{ pageId: 'gallery', socketKey: 'positions' }}
      onSave={save}
    />
  );
}
