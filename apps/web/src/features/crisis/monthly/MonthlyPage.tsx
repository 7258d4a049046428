import { useQuery } from '@tanstack/react-query';
import { crisisRoutes, type MonthlyRow, monthlyColumns } from '@xinmiao/shared';
import { Button, Card, DatePicker, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { downloadRoute } from '../../../api/download.ts';
import { reportError } from '../../../api/error-display.ts';
import { useLevels } from '../../../components/levels/use-levels.ts';
import { usePageQuery } from '../../../hooks/use-page-query.ts';

/** 月报: warnings, outcomes and work done per college and for the school in one month. */
export function MonthlyPage() {
  const { can } = useAccess();
  const [params, setParams] = usePageQuery();
  const month = params.get('month') ?? dayjs().format('YYYY-MM');
  const levels = useLevels();
  const rows = useQuery({
    queryKey: ['crisis', 'monthly', month],
    queryFn: () => api(crisisRoutes.monthly, { query: { month } }),
  });
  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker
          picker="month"
          allowClear={false}
          value={dayjs(`${month}-01`)}
          onChange={(value) => value && setParams({ month: value.format('YYYY-MM') })}
        />
        {can('crisis:report:monthly') && (
          <Button
            onClick={() =>
              downloadRoute(
                crisisRoutes.monthlyXls,
                { query: { month } },
                `危机干预月报-${month}.xlsx`,
              ).catch(reportError)
            }
          >
            导出
          </Button>
        )}
      </Space>
      <Table<MonthlyRow>
        rowKey="unit"
        loading={rows.isLoading}
        dataSource={rows.data ?? []}
        pagination={false}
        scroll={{ x: 1000 }}
        columns={monthlyColumns(levels).map((c) => ({
          title: c.title,
          dataIndex: c.key,
          width: c.key === 'unit' ? 140 : 90,
          ...(c.key === 'unit' ? { fixed: 'left' as const } : {}),
        }))}
      />
    </Card>
  );
}
