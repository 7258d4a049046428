import { PrinterOutlined } from '@ant-design/icons';
import { QueryClientProvider, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReportView, reportRoutes } from '@xinmiao/shared';
import { Button, Result, Spin } from 'antd';
import { api } from '../../../api/client.ts';
import { queryClient } from '../../../api/query-client.ts';
import { usePageQuery } from '../../../hooks/use-page-query.ts';
import { ReportBody } from './ReportBody.tsx';
import './report-print.css';

function ReportFrame({ query }: { query: UseQueryResult<ReportView> }) {
  if (query.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (query.isError || !query.data) {
    return <Result status="warning" title={query.error?.message ?? '报告暂时无法查看'} />;
  }
  return (
    <>
      <div className="report-no-print" style={{ textAlign: 'right', marginBottom: 8 }}>
        {/* Print and "另存为 PDF" both go through the browser's print dialog with the print stylesheet. */}
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印 / 导出 PDF
        </Button>
      </div>
      <ReportBody view={query.data} />
    </>
  );
}

/**
 * The standalone report pages (/sclPage, /sdsPage … /currencyPage): one result, opened from the
 * console with `?resultId=`; `audience=student` shows the wording a student would read.
 */
function StaffReport() {
  const [params] = usePageQuery();
  const resultId = params.get('resultId') ?? '';
  const audience = params.get('audience') === 'student' ? 'student' : 'professional';
  const query = useQuery({
    queryKey: ['screening', 'report', resultId, audience],
    queryFn: () => api(reportRoutes.view, { query: { resultId, audience } }),
    enabled: resultId !== '',
    retry: false,
  });
  if (!resultId) return <Result status="404" title="缺少报告编号" />;
  return (
    <div className="report-page">
      <ReportFrame query={query} />
    </div>
  );
}

// Standalone pages render outside the console layout, which is where the query client is provided.
export function ReportPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <StaffReport />
    </QueryClientProvider>
  );
}
