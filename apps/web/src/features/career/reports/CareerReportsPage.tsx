import { useQuery } from '@tanstack/react-query';
import { careerReportRoutes, studentRoutes } from '@xinmiao/shared';
import { Card, Empty, Select, Space } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { ExportButton } from '../../../components/import-export/ExportButton.tsx';
import { CareerReportView } from '../common/CareerReportView.tsx';

/** 生涯报告: pick a student in reach (by 学号) and read their career report; each read is audited. */
export function CareerReportsPage() {
  const [params, setParams] = useSearchParams();
  const studentId = params.get('studentId');
  const [keyword, setKeyword] = useState('');
  const { can } = useAccess();
  const found = useQuery({
    queryKey: ['career', 'reports', 'search', keyword],
    queryFn: () =>
      api(studentRoutes.list, {
        query: { pageNo: 1, pageSize: 20, ...(keyword ? { studentNo: `*${keyword}*` } : {}) },
      }),
  });
  const report = useQuery({
    queryKey: ['career', 'reports', studentId],
    queryFn: () => api(careerReportRoutes.get, { query: { studentId: studentId ?? '' } }),
    enabled: studentId !== null,
  });
  return (
    <Card variant="borderless">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Select
            showSearch
            style={{ width: 320, maxWidth: '100%' }}
            placeholder="输入学号查找学生"
            filterOption={false}
            onSearch={setKeyword}
            value={studentId ?? undefined}
            onChange={(id: string) => setParams({ studentId: id })}
            options={(found.data?.records ?? []).map((s) => ({
              value: s.id,
              label: `${s.name}（${s.studentNo}）${s.className}`,
            }))}
          />
          {studentId && can('career:report:export') && (
            <ExportButton
              route={careerReportRoutes.pdf}
              input={{ query: { studentId } }}
              fileName="生涯报告.pdf"
              label="导出生涯报告（PDF）"
            />
          )}
        </Space>
        {!studentId && <Empty description="请选择学生" />}
        {report.data && <CareerReportView report={report.data} />}
      </Space>
    </Card>
  );
}
