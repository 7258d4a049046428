import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Msg, type ScaleRecord, scaleRoutes } from '@xinmiao/shared';
import { App, Button, Card, Space, Switch, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { likeValue } from '../../../components/list/pagination.ts';
import { useListState } from '../../../components/list/use-list-state.ts';
import { CustomScaleModal } from './CustomScaleModal.tsx';
import { ImportItemsModal } from './ImportItemsModal.tsx';
import { PreviewModal } from './PreviewModal.tsx';
import { ScaleDetailDrawer } from './ScaleDetailDrawer.tsx';
import { type ScaleFilters, ScaleSearchForm } from './ScaleSearchForm.tsx';

export const SCALE_LIST_KEY = 'scale-library';

type Editing = { mode: 'add' } | { mode: 'edit'; id: string } | null;

/** 量表库: built-in and custom scales with status switch, detail, preview, custom scales and item-bank import. */
export function ScaleLibraryPage() {
  const { can } = useAccess();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = useListState<ScaleFilters>({ name: '', code: '', enabled: '' });
  const [detailId, setDetailId] = useState<string | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [importOpen, setImportOpen] = useState(false);

  const { pageNo, pageSize, filters } = list.state;
  const page = useQuery({
    queryKey: [SCALE_LIST_KEY, list.state],
    queryFn: () =>
      api(scaleRoutes.list, {
        query: {
          pageNo,
          pageSize,
          name: likeValue(filters.name),
          code: likeValue(filters.code),
          enabled: filters.enabled || undefined,
        },
      }),
  });
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
      list.afterDelete(page.data?.total ?? 0, 1);
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
    {
      title: '操作',
      key: 'action',
      width: 220,
      render: (_, r) => (
        <Space size="small" wrap={false}>
          <Button type="link" size="small" onClick={() => setDetailId(r.id)}>
            详情
          </Button>
          <Button type="link" size="small" onClick={() => setPreviewId(r.id)}>
            预览
          </Button>
          {r.source === 'custom' && can('scale:library:edit') && (
            <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', id: r.id })}>
              编辑
            </Button>
          )}
          {r.source === 'custom' && can('scale:library:delete') && (
            <Button type="link" size="small" danger onClick={() => confirmDelete(r)}>
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <ScaleSearchForm onSearch={list.search} onReset={list.reset} />
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
      <ListTable
        list={list}
        columns={columns}
        records={page.data?.records ?? []}
        total={page.data?.total ?? 0}
        loading={page.isFetching}
        scrollX={900}
      />
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
