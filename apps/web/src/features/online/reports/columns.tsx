import type { ReportConfig, ReportSourceInfo } from '@xinmiao/shared';
import type { TableColumnsType } from 'antd';
import type { EditDeleteHandlers } from '../../../components/list/edit-delete-actions.ts';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';

type Handlers = EditDeleteHandlers<ReportConfig> & {
  open: (row: ReportConfig) => void;
  sources: readonly ReportSourceInfo[];
};

/** Columns of 报表开发: each report with its source and kind; 打开 runs it. */
export function onlineReportColumns(handlers: Handlers): TableColumnsType<ReportConfig> {
  const { can, edit, remove, open, sources } = handlers;
  return [
    { title: '报表编码', dataIndex: 'code', width: 180, sorter: true },
    { title: '报表名称', dataIndex: 'name', width: 220, sorter: true },
    {
      title: '数据源',
      dataIndex: 'source',
      width: 200,
      render: (key: string) => sources.find((s) => s.key === key)?.label ?? key,
    },
    {
      title: '类型',
      key: 'kind',
      width: 110,
      render: (_v, row) => (row.groupBy.length || row.aggregates.length ? '分组统计' : '明细'),
    },
    { title: '创建时间', dataIndex: 'createTime', width: 180, sorter: true },
    ...rowActionsColumns<ReportConfig>(
      (row) => [
        { key: 'open', label: '打开', onClick: () => open(row) },
        ...(can('online:cgreport:edit') ? [{ key: 'edit', label: '编辑', onClick: () => edit(row) }] : []),
        ...(can('online:cgreport:delete')
          ? [
              {
                key: 'delete',
                label: '删除',
                danger: true,
                confirm: '确定删除该报表吗?',
                onClick: () => remove(row),
              },
            ]
          : []),
      ],
      { width: 180 },
    ),
  ];
}
