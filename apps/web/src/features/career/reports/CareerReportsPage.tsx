import { useQuery } from '@tanstack/react-query';
import { careerReportRoutes } from '@xinmiao/shared';
import { Card, Empty, Space } from 'antd';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { ExportButton } from '../../../components/import-export/ExportButton.tsx';
import { StudentPicker } from '../../../components/pickers/student/StudentPicker.tsx';
import { usePageQuery } from '../../../hooks/use-page-query.ts';
import { CareerReportView } from '../common/CareerReportView.tsx';

/** 生涯报告: pick a student in reach (by 学号) and read their career report; each read is audited. */
export function CareerReportsPage() {
  const [params, setParams] = usePageQuery();
  const studentId = params.get('studentId');
  const { can } = useAccess();
  const report = useQuery({
    queryKey: ['career', 'reports', studentId],
    queryFn: () => api(careerReportRoutes.get, { query: { studentId: studentId ?? '' } }),
    enabled: studentId !== null,
  });
  return (
    <Card variant="borderless">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <StudentPicker
            style={{ width: 320, maxWidth: '100%' }}
            value={studentId ?? undefined}
            onChange={(id) => setParams({ studentId: id })}
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
