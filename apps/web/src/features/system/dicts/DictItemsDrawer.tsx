import { dictRoutes, type SysDict, type SysDictItem } from '@xinmiao/shared';
import { Drawer, Form, Input, Table } from 'antd';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { useDevice } from '../../../hooks/use-device.ts';
import { itemColumns } from './columns.tsx';
import { DictItemFormModal } from './DictItemFormModal.tsx';

/** 字典配置: the items of one dictionary, in their sort order. */
export function DictItemsDrawer({ dict, onClose }: { dict: SysDict; onClose: () => void }) {
  const list = useListPage(dictRoutes.itemList, {
    queryKey: ['dict-admin-items', dict.id],
    search: { itemText: 'like' },
    fixed: { dictId: dict.id },
    urlPrefix: 'item.',
    defaultSort: null,
  });
  const records = useRecordDialog<SysDictItem>({
    queryKey: ['dict-admin-items', dict.id],
    list,
    remove: (row) => api(dictRoutes.itemDelete, { query: { id: row.id } }),
  });
  const { can } = useAccess();
  const mobile = useDevice() === 'mobile';
  const columns = itemColumns({ can, edit: records.edit, remove: records.remove });

  return (
    <Drawer title={`字典列表：${dict.dictName}`} open onClose={onClose} size={mobile ? '100%' : 720}>
      <ListSearchForm list={list}>
        <Form.Item name="itemText" label="名称">
          <Input allowClear placeholder="请输入名称" />
        </Form.Item>
      </ListSearchForm>
      <AddButton permission="system:dict:add" style={{ marginBottom: 16 }} onClick={records.create} />
      <Table {...list.tableProps} columns={columns} scroll={{ x: 560 }} />
      <DictItemFormModal dictId={dict.id} nextSort={list.total + 1} {...records.dialog} />
    </Drawer>
  );
}
