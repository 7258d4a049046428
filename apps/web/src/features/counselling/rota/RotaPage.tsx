import { useQuery } from '@tanstack/react-query';
import { counsellingRoutes, type RotaLine } from '@xinmiao/shared';
import { Card, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { ROTA_KEY, useCounsellors } from '../common/queries.ts';
import { rotaColumns } from './columns.tsx';
import { ExceptionsCard } from './ExceptionsCard.tsx';
import { RotaFormModal } from './RotaFormModal.tsx';

/** 排班管理: weekly template lines per counsellor, and days off. */
export function RotaPage() {
  const [counsellorId, setCounsellorId] = useState<string | undefined>();
  const rota = useQuery({
    queryKey: [...ROTA_KEY, counsellorId],
    queryFn: () => api(counsellingRoutes.rota, { query: counsellorId ? { counsellorId } : {} }),
  });
  const counsellors = useCounsellors();
  const records = useRecordDialog<RotaLine>({
    queryKey: ROTA_KEY,
    remove: (row) => api(counsellingRoutes.deleteRota, { query: { id: row.id } }),
  });
  const { can } = useAccess();
  const columns = rotaColumns({ can, edit: records.edit, remove: records.remove });
  return (
    <>
      <Card variant="borderless">
        <Space wrap style={{ marginBottom: 16 }}>
          <Select
            allowClear
            style={{ width: 180 }}
            placeholder="全部咨询师"
            value={counsellorId}
            onChange={setCounsellorId}
            options={(counsellors.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
          <AddButton permission="counselling:rota:add" onClick={records.create}>
            新增排班
          </AddButton>
        </Space>
        <Table
          rowKey="id"
          loading={rota.isLoading}
          dataSource={rota.data ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: 1200 }}
        />
        <RotaFormModal {...records.dialog} />
      </Card>
      <ExceptionsCard />
    </>
  );
}
