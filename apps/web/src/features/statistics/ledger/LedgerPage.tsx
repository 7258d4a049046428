import { useQuery } from '@tanstack/react-query';
import { DEFAULT_REGION_CODE, LEDGER_ITEMS, type LedgerRow, statisticsRoutes } from '@xinmiao/shared';
import { Card, Flex, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { ExportButton } from '../../../components/import-export/ExportButton.tsx';
import { freshnessText } from '../../cockpit/CockpitFrame.tsx';
import { StatTable } from '../StatTable.tsx';
import { countColumn, ledgerCountColumns } from '../stat-columns.ts';
import { YearInput } from '../YearInput.tsx';

const columns: TableColumnsType<LedgerRow> = [
  { title: '学校', dataIndex: 'schoolName', fixed: 'left' },
  { title: '所在地区', dataIndex: 'regionName' },
  countColumn<LedgerRow>('在读学生', 'students'),
  countColumn<LedgerRow>('已测评学生', 'screenedStudents'),
  ...ledgerCountColumns,
  { title: '咨询时长（小时）', dataIndex: 'counsellingHours', align: 'right' },
  { title: '台账完整度', dataIndex: 'completeness', align: 'right', render: (v: number) => `${v}%` },
];

/** 台账管理: the year's inspection evidence per school, exported as Excel and PDF. */
export function LedgerPage() {
  const { can } = useAccess();
  const [curYear, setCurYear] = useState(new Date().getFullYear());
  const params = { xzqhDm: DEFAULT_REGION_CODE, curYear };
  const ledger = useQuery({
    queryKey: ['stat-ledger-page', curYear],
    queryFn: () => api(statisticsRoutes.schoolLedgerList, { body: { ...params, pageSize: 1000 } }),
  });
  const index = useQuery({
    queryKey: ['stat-index', curYear],
    queryFn: () => api(statisticsRoutes.indexData, { body: params }),
  });
  return (
    <Card>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <YearInput label="台账年度" value={curYear} onChange={setCurYear} />
        {can('statistics:ledger:export') ? (
          <>
            <ExportButton
              route={statisticsRoutes.ledgerExportXls}
              input={{ query: params }}
              fileName={`心理健康工作台账${curYear}.xlsx`}
              label="导出 Excel"
            />
            <ExportButton
              route={statisticsRoutes.ledgerExportPdf}
              input={{ query: params }}
              fileName={`心理健康工作台账${curYear}.pdf`}
              label="导出 PDF"
            />
          </>
        ) : null}
        <Typography.Text type="secondary">{index.data ? freshnessText(index.data) : ''}</Typography.Text>
      </Flex>
      <StatTable<LedgerRow>
        rowKey="tenantId"
        loading={ledger.isPending}
        columns={columns}
        dataSource={ledger.data?.records ?? []}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        台账完整度计入：{Object.values(LEDGER_ITEMS).join('、')}。心理健康课授课与家长学堂讲座尚未记录。
      </Typography.Paragraph>
    </Card>
  );
}
