import { useQuery } from '@tanstack/react-query';
import { departRoutes } from '@xinmiao/shared';
import { useMemo } from 'react';
import { api } from '../../../api/client.ts';
import { EditableGrid } from '../EditableGrid.tsx';
import type { TreeRow } from '../lazy-tree.ts';
import type { GridColumn } from '../types.ts';

const columns: GridColumn[] = [
  { key: 'departName', title: '部门名称', type: 'input', width: 240 },
  { key: 'orgCode', title: '机构编码', type: 'normal', width: 140 },
];

const asRows = (nodes: { id: string; departName: string; orgCode: string; isLeaf: boolean }[]): TreeRow[] =>
  nodes.map((d) => ({ id: d.id, departName: d.departName, orgCode: d.orgCode, hasChildren: !d.isLeaf }));

/** The real department tree, each level loaded when its parent row is first expanded. */
export function TreeGridDemo({ active }: { active: boolean }) {
  const roots = useQuery({
    queryKey: ['editable-grid-demo', 'departs'],
    queryFn: () => api(departRoutes.queryDepartTreeSync, { query: {} }),
  });
  const rows = useMemo(() => asRows(roots.data ?? []), [roots.data]);
  return (
    <EditableGrid
      columns={columns}
      rows={rows}
      toolbar={false}
      disabled
      active={active}
      loadChildren={(row) => api(departRoutes.queryDepartTreeSync, { query: { pid: row.id } }).then(asRows)}
    />
  );
}
