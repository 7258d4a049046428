import { DeleteOutlined, SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { dictRoutes, type SysDict } from '@xinmiao/shared';
import { App, Button, Card, Form, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { refreshDictCache } from '../../../access/session-actions.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
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
  const records = useRecordDialog<SysDict>({
    queryKey: ['dicts'],
    list,
    remove: (row) => api(dictRoutes.delete, { query: { id: row.id } }),
  });
  const [itemsOf, setItemsOf] = useState<SysDict | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [binOpen, setBinOpen] = useState(false);
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();

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
    edit: records.edit,
    items: setItemsOf,
    remove: records.remove,
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
        <AddButton permission="system:dict:add" onClick={records.create} />
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
      <DictFormModal {...records.dialog} />
      <DictRecycleBinModal open={binOpen} onClose={() => setBinOpen(false)} />
      {itemsOf && <DictItemsDrawer dict={itemsOf} onClose={() => setItemsOf(null)} />}
    </Card>
  );
}
