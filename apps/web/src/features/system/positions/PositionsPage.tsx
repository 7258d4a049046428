import { positionRoutes, type SysPosition } from '@xinmiao/shared';
import { Card, Form, Input, Table } from 'antd';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { positionColumns } from './columns.tsx';
import { PositionFormModal } from './PositionFormModal.tsx';

/** 职务管理: the school's positions. */
export function PositionsPage() {
  const list = useListPage(positionRoutes.list, { queryKey: ['positions'], search: { name: 'like' } });
  const records = useRecordDialog<SysPosition>({
    queryKey: ['positions'],
    list,
    remove: (row) => api(positionRoutes.delete, { query: { id: row.id } }),
  });
  const { can } = useAccess();
  const columns = positionColumns({ can, edit: records.edit, remove: records.remove });

  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="name" label="职务名称">
          <Input allowClear placeholder="请输入职务名称" />
        </Form.Item>
      </ListSearchForm>
      <AddButton permission="system:position:add" style={{ marginBottom: 16 }} onClick={records.create} />
      <Table {...list.tableProps} columns={columns} scroll={{ x: 800 }} />
      <PositionFormModal {...records.dialog} />
    </Card>
  );
}
