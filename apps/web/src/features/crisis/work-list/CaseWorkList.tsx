import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { CaseDrawer } from '../case/CaseDrawer.tsx';

type Props<Row> = {
  queryKey: readonly unknown[];
  /** The whole list in reach; these lists are short and come unpaged, earliest due first. */
  load: () => Promise<Row[]>;
  columns: TableColumnsType<Row>;
  scrollX: number;
};

/** The frame of 约谈记录 and 跟踪回访: the work items in reach, each row's 个案 opening its case drawer. */
export function CaseWorkList<Row extends { id: string; caseId: string }>({
  queryKey,
  load,
  columns,
  scrollX,
}: Props<Row>) {
  const rows = useQuery({ queryKey, queryFn: load });
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <Card variant="borderless">
      <Table<Row>
        rowKey="id"
        loading={rows.isLoading}
        dataSource={rows.data ?? []}
        scroll={{ x: scrollX }}
        columns={[
          ...columns,
          {
            title: '操作',
            key: 'op',
            width: 80,
            render: (_: unknown, row) => (
              <Button type="link" size="small" onClick={() => setViewing(row.caseId)}>
                个案
              </Button>
            ),
          },
        ]}
      />
      <CaseDrawer id={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
