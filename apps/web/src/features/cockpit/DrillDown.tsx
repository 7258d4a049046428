import { useQuery } from '@tanstack/react-query';
import {
  type DrillDown as DrillDownData,
  type DrillLevel,
  type DrillRow,
  type StatCell,
  statisticsRoutes,
} from '@xinmiao/shared';
import { Breadcrumb, Button, Table, type TableColumnsType } from 'antd';
import { type MouseEvent, useState } from 'react';
import { api } from '../../api/client.ts';
import { cellText } from './chart-options.ts';

/** Where one level of the drill-down stands (the getDrillDown query). */
export type DrillQuery = { xzqhDm: string; schoolId?: number; college?: string; grade?: string };

const UNIT_TITLE: Record<DrillLevel, string> = {
  region: '地区',
  school: '学校',
  college: '院系',
  grade: '年级',
  class: '班级',
};

/** The query one level below `row`, or null where there is nothing further to open. */
export function nextQuery(data: DrillDownData, at: DrillQuery, row: DrillRow): DrillQuery | null {
  switch (data.level) {
    case 'region':
      return row.key ? { xzqhDm: row.key } : null;
    case 'school':
      // The region the server answered for: a 教育局's own, when it asked for a wider one.
      return { xzqhDm: data.region?.code ?? at.xzqhDm, schoolId: Number(row.key) };
    case 'college':
      return row.key ? { ...at, college: row.key } : null;
    case 'grade':
      return row.key ? { ...at, grade: row.key } : null;
    case 'class':
      return null;
  }
}

/** One level of the drill-down, refetched while the page stays open when asked. */
export const drillQuery = (query: DrillQuery, refetchInterval: number | false = false) => ({
  queryKey: ['drill-down', query],
  queryFn: () => api(statisticsRoutes.drillDown, { query }),
  refetchInterval,
});

const count = (title: string, dataIndex: 'students' | 'screened' | 'alert') => ({
  title,
  dataIndex,
  align: 'right' as const,
  render: (value: StatCell) => cellText(value),
});

/**
 * One level's rows as a table: the name opens the level below where `canOpen` says there is one
 * for the viewer (a link-styled button), the counts as the server sent them ("<5" included).
 */
export function DrillTable({
  data,
  loading,
  canOpen,
  onOpen,
}: {
  data: DrillDownData | undefined;
  loading: boolean;
  canOpen: (row: DrillRow) => boolean;
  onOpen: (row: DrillRow) => void;
}) {
  const columns: TableColumnsType<DrillRow> = [
    {
      title: data ? UNIT_TITLE[data.level] : '',
      dataIndex: 'name',
      render: (name: string, row) =>
        canOpen(row) ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(row)}>
            {name}
          </Button>
        ) : (
          name
        ),
    },
    count('在读学生', 'students'),
    count('本年已测评', 'screened'),
    count('本年二、三级预警', 'alert'),
  ];
  return (
    <Table<DrillRow>
      rowKey="key"
      size="small"
      pagination={false}
      loading={loading}
      columns={columns}
      dataSource={data?.rows ?? []}
      locale={{ emptyText: '暂无数据' }}
    />
  );
}

/**
 * 逐级下钻: region → city → county → school → 院系 → 年级 → class, as far as the viewer may go (the
 * server narrows a 教育局 to its region, keeps a school's users in their school and a 辅导员 in
 * their college, whose name then heads the breadcrumb). This year's
 * counts only, "<5" as the server sends it; the breadcrumb goes back up.
 */
export function DrillDown({
  xzqhDm,
  refetchInterval = false,
}: {
  xzqhDm: string;
  refetchInterval?: number | false;
}) {
  const root: DrillQuery = { xzqhDm };
  const [trail, setTrail] = useState<{ label: string; query: DrillQuery }[]>([]);
  const at = trail.at(-1)?.query ?? root;
  const top = useQuery(drillQuery(root, false));
  const current = useQuery(drillQuery(at, refetchInterval));
  const data = current.data;
  const rootLabel = top.data ? (top.data.unit ?? top.data.region?.name ?? '本校') : '…';

  const open = (row: DrillRow) => {
    const next = data ? nextQuery(data, at, row) : null;
    if (next) setTrail([...trail, { label: row.name, query: next }]);
  };
  // A link back up to the level `depth` steps below the top.
  const back = (depth: number) => ({
    href: '#',
    onClick: (e: MouseEvent) => {
      e.preventDefault();
      setTrail(trail.slice(0, depth));
    },
  });

  return (
    <div className="drill-down">
      <Breadcrumb
        style={{ marginBottom: 8 }}
        items={[
          { title: rootLabel, ...(trail.length ? back(0) : {}) },
          ...trail.map((step, i) => ({ title: step.label, ...(i < trail.length - 1 ? back(i + 1) : {}) })),
        ]}
      />
      <DrillTable
        data={data}
        loading={current.isPending}
        canOpen={(row) => Boolean(data && nextQuery(data, at, row))}
        onOpen={open}
      />
    </div>
  );
}
