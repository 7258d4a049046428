import { counsellingRoutes, type RotaLine } from '@xinmiao/shared';
import { Card, Form, Select, Table } from 'antd';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { ROTA_KEY, useCounsellors } from '../common/queries.ts';
import { rotaColumns } from './columns.tsx';
import { ExceptionsCard } from './ExceptionsCard.tsx';
import { RotaFormModal } from './RotaFormModal.tsx';
import { SessionWindowCard } from './SessionWindowCard.tsx';

/** 排班管理: weekly template lines per counsellor, days off, and the 咨询时段规则 around each slot. */
export function RotaPage() {
  const list = useListPage(counsellingRoutes.rota, {
    queryKey: ROTA_KEY,
    search: { counsellorId: 'exact' },
    // By weekday and start time, as the server orders the week.
    defaultSort: null,
  });
  const counsellors = useCounsellors();
  const records = useRecordDialog<RotaLine>({
    queryKey: ROTA_KEY,
    list,
    remove: (row) => api(counsellingRoutes.deleteRota, { query: { id: row.id } }),
  });
  const { can } = useAccess();
  const columns = rotaColumns({ can, edit: records.edit, remove: records.remove });
  return (
    <>
      <Card variant="borderless">
        <ListSearchForm list={list}>
          <Form.Item name="counsellorId" label="咨询师">
            <Select
              allowClear
              style={{ width: 180 }}
              placeholder="全部咨询师"
              options={(counsellors.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        </ListSearchForm>
        <AddButton permission="counselling:rota:add" style={{ marginBottom: 16 }} onClick={records.create}>
          新增排班
        </AddButton>
        <Table {...list.tableProps} columns={columns} scroll={{ x: 1200 }} />
        <RotaFormModal {...records.dialog} />
      </Card>
      <ExceptionsCard />
      <SessionWindowCard />
    </>
  );
}
