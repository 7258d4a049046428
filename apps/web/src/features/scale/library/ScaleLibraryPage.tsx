import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Msg, type ScaleRecord, scaleRoutes } from '@xinmiao/shared';
import { App, Button, Card, Space, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { CustomScaleModal } from './CustomScaleModal.tsx';
import { ImportItemsModal } from './ImportItemsModal.tsx';
import { PreviewModal } from './PreviewModal.tsx';
import { ScaleDetailDrawer } from './ScaleDetailDrawer.tsx';
import { ScaleSearchFields } from './ScaleSearchFields.tsx';

export const SCALE_LIST_KEY = 'scale-library';

type Editing = { mode: 'add' } | { mode: 'edit'; id: string } | null;

/** 量表库: built-in and custom scales with status switch, detail, preview, custom scales and item-bank import. */
export function ScaleLibraryPage() {
  const { can } = useAccess();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = useListPage(scaleRoutes.list, {
    queryKey: [SCALE_LIST_KEY],
    search: { name: 'like', code: 'like', enabled: 'exact' },
    // Newest custom scales first, then the built-ins in library order: the server's order.
    defaultSort: null,
  });
  const [detailId, setDetailId] = useState<string | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [importOpen, setImportOpen] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: [SCALE_LIST_KEY] });

  const enable = useMutation({
    mutationFn: (v: { id: string; enabled: boolean }) => api(scaleRoutes.enable, { body: v }),
    onSuccess: (text) => {
      message.success(String(text));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api(scaleRoutes.delete, { query: { id } }),
    onSuccess: () => {
      message.success(Msg.deleteOk);
      list.afterDelete(1);
      void refresh();
    },
  });

  const confirmDelete = (record: ScaleRecord) =>
    modal.confirm({
      title: '确认删除',
      content: `是否删除自定义量表「${record.name}」?`,
      onOk: () => remove.mutateAsync(record.id).catch(() => undefined),
    });

  const columns: TableColumnsType<ScaleRecord> = [
    {
      title: '名称',
      dataIndex: 'name',
      render: (name: string, r) => (
        <Space>
          {name}
          {r.source === 'custom' ? <Tag color="purple">自定义</Tag> : <Tag>内置</Tag>}
        </Space>
      ),
    },
    { title: '编码', dataIndex: 'code', width: 120 },
    { title: '题目数', dataIndex: 'itemCount', width: 90, align: 'right' },
    { title: '维度数', dataIndex: 'dimensionCount', width: 90, align: 'right' },
    {
      title: '临床量表',
      dataIndex: 'clinical',
      width: 100,
      render: (clinical: boolean) => (
        <Tag color={clinical ? 'blue' : 'default'}>{clinical ? '是' : '否'}</Tag>
      ),
    },
    { title: '当前版本', dataIndex: 'currentVersion', width: 140 },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 110,
      render: (enabled: boolean, r) =>
        can('scale:library:enable') ? (
          <Switch
            checked={enabled}
            checkedChildren="启用"
            unCheckedChildren="停用"
            loading={enable.isPending && enable.variables?.id === r.id}
            onChange={(checked) => enable.mutate({ id: r.id, enabled: checked })}
          />
        ) : (
          <Tag color={enabled ? 'green' : 'default'}>{enabled ? '启用' : '停用'}</Tag>
        ),
    },
    // 详情 and 预览 in the row, a custom scale's 编辑 and 删除 under 更多: the column stays narrow.
    ...rowActionsColumns<ScaleRecord>((r) => [
      { key: 'detail', label: '详情', onClick: () => setDetailId(r.id) },
      { key: 'preview', label: '预览', onClick: () => setPreviewId(r.id) },
      ...(r.source === 'custom' && can('scale:library:edit')
        ? [{ key: 'edit', label: '编辑', onClick: () => setEditing({ mode: 'edit', id: r.id }) }]
        : []),
      ...(r.source === 'custom' && can('scale:library:delete')
        ? [{ key: 'delete', label: '删除', danger: true, onClick: () => confirmDelete(r) }]
        : []),
    ]),
  ];

  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <ScaleSearchFields />
      </ListSearchForm>
      <Space style={{ marginBottom: 16 }}>
        {can('scale:library:add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
            新增自定义量表
          </Button>
        )}
        {can('scale:library:importItems') && (
          <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)}>
            导入题库
          </Button>
        )}
      </Space>
      <Table {...list.tableProps} columns={columns} scroll={{ x: 900 }} />
      <ScaleDetailDrawer
        id={detailId}
        onClose={() => setDetailId(null)}
        onPreview={(id) => setPreviewId(id)}
        onChanged={refresh}
      />
      <PreviewModal id={previewId} onClose={() => setPreviewId(null)} />
      <CustomScaleModal editing={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <ImportItemsModal open={importOpen} onClose={() => setImportOpen(false)} onImported={refresh} />
    </Card>
  );
}
