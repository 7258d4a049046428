import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PackageRecord, packageRoutes, ScaleMsg } from '@xinmiao/shared';
import { App, Button, Card, Space, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { editDeleteColumn } from '../../../components/list/edit-delete-column.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { PackageFormModal } from './PackageFormModal.tsx';
import { PackageSearchFields } from './PackageSearchFields.tsx';

const LIST_KEY = 'scale-packages';

function ScaleTags({ record }: { record: PackageRecord }) {
  return (
    <Space size={[4, 4]} wrap>
      {record.items.map((i) => (
        <Tooltip
          key={i.id}
          title={`${i.scaleName}${i.studentCanViewReport ? '，学生可查看报告' : ''}${i.scaleEnabled ? '' : '（量表已停用）'}`}
        >
          <Tag color={i.scaleEnabled ? (i.studentCanViewReport ? 'blue' : 'default') : 'red'}>
            {i.sortNo}. {i.alias || i.scaleName}
          </Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

/** 测评套餐: ordered scale sets with consent text; add, edit, delete and batch delete. */
export function PackagesPage() {
  const { can } = useAccess();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = useListPage(packageRoutes.list, {
    queryKey: [LIST_KEY],
    search: { name: 'like', status: 'exact' },
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ record: PackageRecord | null } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [LIST_KEY] });

  const remove = useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1
        ? api(packageRoutes.delete, { query: { id: ids[0] ?? '' } })
        : api(packageRoutes.deleteBatch, { query: { ids: `${ids.join(',')},` } }),
    onSuccess: (text, ids) => {
      message.success(String(text));
      setSelected((s) => s.filter((id) => !ids.includes(id)));
      list.afterDelete(ids.length);
      void refresh();
    },
  });

  const batchDelete = () => {
    if (selected.length === 0) {
      message.warning(ScaleMsg.selectOne);
      return;
    }
    modal.confirm({
      title: ScaleMsg.confirmDeleteTitle,
      content: ScaleMsg.confirmDeleteContent,
      onOk: () => remove.mutateAsync(selected).catch(() => undefined),
    });
  };

  const columns: TableColumnsType<PackageRecord> = [
    { title: '套餐名称', dataIndex: 'name', width: 200 },
    { title: '包含量表（按作答顺序）', key: 'items', render: (_, r) => <ScaleTags record={r} /> },
    {
      title: '知情同意书',
      dataIndex: 'consentText',
      width: 110,
      render: (v: string) => (v ? <Tag color="green">已设置</Tag> : <Tag>未设置</Tag>),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (s: string) => <Tag color={s === '1' ? 'green' : 'default'}>{s === '1' ? '启用' : '停用'}</Tag>,
    },
    { title: '创建人', dataIndex: 'createBy', width: 100 },
    { title: '创建时间', dataIndex: 'createTime', width: 170 },
    ...editDeleteColumn<PackageRecord>(
      'scale:package',
      {
        can,
        edit: (record) => setEditing({ record }),
        remove: (record) => void remove.mutateAsync([record.id]),
      },
      { width: 170 },
    ),
  ];

  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <PackageSearchFields />
      </ListSearchForm>
      <Space style={{ marginBottom: 16 }}>
        {can('scale:package:add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ record: null })}>
            新增
          </Button>
        )}
        {can('scale:package:delete') && (
          <Button icon={<DeleteOutlined />} onClick={batchDelete}>
            批量删除
          </Button>
        )}
        {selected.length > 0 && <span>已选择 {selected.length} 项</span>}
      </Space>
      <Table
        {...list.tableProps}
        columns={columns}
        scroll={{ x: 1000 }}
        rowSelection={
          can('scale:package:delete')
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
      />
      <PackageFormModal
        open={editing !== null}
        record={editing?.record ?? null}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
    </Card>
  );
}
