import { DeleteOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { dictRoutes, type SysDict } from '@xinmiao/shared';
import { App, Button, Card, Form, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { refreshDictCache } from '../../../access/session-actions.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../app/error-display.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { dictColumns } from './columns.tsx';
import { DictItemsDrawer } from './DictItemsDrawer.tsx';
import { DictRecycleBinModal } from './DictRecycleBinModal.tsx';
import { DictFormModal } from './form.tsx';

/** 数据字典: dictionaries, their items (drawer), 刷新缓存 and the 回收站. */
export function DictsPage() {
  const list = useListPage(dictRoutes.list, {
    queryKey: ['dicts'],
    search: { dictName: 'like', dictCode: 'like' },
  });
  const [modal, setModal] = useState<{ editing: SysDict | null } | null>(null);
  const [itemsOf, setItemsOf] = useState<SysDict | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [binOpen, setBinOpen] = useState(false);
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['dicts'] });

  const refresh = () => {
    setRefreshing(true);
    refreshDictCache()
      .then(() => queryClient.invalidateQueries({ queryKey: ['dict-items'] }))
      .then(() => message.success('刷新缓存完成！'))
      .catch(reportError)
      .finally(() => setRefreshing(false));
  };

  const columns = dictColumns({
    can,
    edit: (row) => setModal({ editing: row }),
    items: setItemsOf,
    remove: (row) =>
      api(dictRoutes.delete, { query: { id: row.id } })
        .then((reply) => {
          message.success(typeof reply === 'string' ? reply : '删除成功');
          list.afterDelete(1);
          return reload();
        })
        .catch(reportError),
  });

  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="dictName" label="字典名称">
          <Input allowClear placeholder="请输入字典名称" />
        </Form.Item>
        <Form.Item name="dictCode" label="字典编号">
          <Input allowClear placeholder="请输入字典编号" />
        </Form.Item>
      </ListSearchForm>
      <Space style={{ marginBottom: 16 }} wrap>
        {can('system:dict:add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ editing: null })}>
            新增
          </Button>
        )}
        {can('system:dict:refresh') && (
          <Button icon={<SyncOutlined />} loading={refreshing} onClick={refresh}>
            刷新缓存
          </Button>
        )}
        {can('system:dict:delete') && (
          <Button icon={<DeleteOutlined />} onClick={() => setBinOpen(true)}>
            回收站
          </Button>
        )}
      </Space>
      <Table {...list.tableProps} columns={columns} scroll={{ x: 800 }} />
      <DictFormModal
        open={modal !== null}
        editing={modal?.editing ?? null}
        onClose={() => setModal(null)}
        onSaved={() => {
          setModal(null);
          void reload();
        }}
      />
      <DictRecycleBinModal open={binOpen} onClose={() => setBinOpen(false)} />
      {itemsOf && <DictItemsDrawer dict={itemsOf} onClose={() => setItemsOf(null)} />}
    </Card>
  );
}
