import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { dictRoutes, type SysDict, type SysDictItem } from '@xinmiao/shared';
import { App, Button, Drawer, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../app/error-display.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useDevice } from '../../../hooks/use-device.ts';
import { itemColumns } from './columns.tsx';
import { DictItemFormModal } from './item-form.tsx';

/** 字典配置: the items of one dictionary, in their sort order. */
export function DictItemsDrawer({ dict, onClose }: { dict: SysDict; onClose: () => void }) {
  const list = useListPage(dictRoutes.itemList, {
    queryKey: ['dict-admin-items', dict.id],
    search: { itemText: 'like' },
    fixed: { dictId: dict.id },
    urlPrefix: 'item.',
    defaultSort: null,
  });
  const [modal, setModal] = useState<{ editing: SysDictItem | null } | null>(null);
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const mobile = useDevice() === 'mobile';
  const reload = () => queryClient.invalidateQueries({ queryKey: ['dict-admin-items', dict.id] });

  const columns = itemColumns({
    can,
    edit: (row) => setModal({ editing: row }),
    remove: (row) =>
      api(dictRoutes.itemDelete, { query: { id: row.id } })
        .then((reply) => {
          message.success(typeof reply === 'string' ? reply : '删除成功');
          list.afterDelete(1);
          return reload();
        })
        .catch(reportError),
  });

  return (
    <Drawer title={`字典列表：${dict.dictName}`} open onClose={onClose} size={mobile ? '100%' : 720}>
      <ListSearchForm list={list}>
        <Form.Item name="itemText" label="名称">
          <Input allowClear placeholder="请输入名称" />
        </Form.Item>
      </ListSearchForm>
      {can('system:dict:add') && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() => setModal({ editing: null })}
        >
          新增
        </Button>
      )}
      <Table {...list.tableProps} columns={columns} scroll={{ x: 560 }} />
      <DictItemFormModal
        dictId={dict.id}
        nextSort={list.total + 1}
        open={modal !== null}
        editing={modal?.editing ?? null}
        onClose={() => setModal(null)}
        onSaved={() => {
          setModal(null);
          void reload();
        }}
      />
    </Drawer>
  );
}
