import { type LowApp, lowAppRoutes } from '@xinmiao/shared';
import { Card, Form, Input, Table, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { LowAppModal } from './LowAppModal.tsx';

/** 低代码应用: the school's apps, each a menu of its forms and reports; 打开 shows the app. */
export function LowAppsPage() {
  const list = useListPage(lowAppRoutes.list, { queryKey: ['low-apps'], search: { name: 'like' } });
  const records = useRecordDialog<LowApp>({
    queryKey: ['low-apps'],
    list,
    remove: (row) => api(lowAppRoutes.delete, { query: { id: row.id } }),
  });
  const { can } = useAccess();
  const navigate = useNavigate();
  const columns: TableColumnsType<LowApp> = [
    { title: '应用名称', dataIndex: 'name', width: 200, sorter: true },
    {
      title: '菜单',
      key: 'entries',
      render: (_v, row) =>
        row.entries.map((e) => `${e.kind === 'report' ? '报表' : '表单'}·${e.title}`).join('，'),
    },
    { title: '创建时间', dataIndex: 'createTime', width: 180, sorter: true },
    ...rowActionsColumns<LowApp>(
      (row) => [
        { key: 'open', label: '打开', onClick: () => navigate(`/low-app/${encodeURIComponent(row.id)}`) },
        ...(can('online:lowApp:edit')
          ? [{ key: 'edit', label: '编辑', onClick: () => records.edit(row) }]
          : []),
        ...(can('online:lowApp:delete')
          ? [
              {
                key: 'delete',
                label: '删除',
                danger: true,
                confirm: '确定删除此应用吗？（表单和报表及其数据不受影响）',
                onClick: () => records.remove(row),
              },
            ]
          : []),
      ],
      { width: 180 },
    ),
  ];
  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="name" label="应用名称">
          <Input allowClear placeholder="请输入应用名称" />
        </Form.Item>
      </ListSearchForm>
      <AddButton permission="online:lowApp:add" style={{ marginBottom: 16 }} onClick={records.create} />
      <Table<LowApp> {...list.tableProps} columns={columns} scroll={{ x: 800 }} />
      <LowAppModal {...records.dialog} />
    </Card>
  );
}
