import { type ReportView, reportRoutes } from '@xinmiao/shared';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ReportBody } from '../../reports/report-page/ReportBody.tsx';
import { MobileLoading, MobilePageHeader } from '../MobilePageHeader.tsx';
import { errorText, mobileApi } from '../mobile-session.ts';

/** /m/report/:resultId — the student's own report, once the centre released it to them. */
export function MyReportPage() {
  const { resultId = '' } = useParams();
  const [view, setView] = useState<ReportView | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    setView(null);
    setError('');
    mobileApi(reportRoutes.mine, { query: { resultId } }).then(
      (loaded) => current && setView(loaded),
      (e: unknown) => current && setError(errorText(e)),
    );
    return () => {
      current = false;
    };
  }, [resultId]);

  return (
    <>
      <MobilePageHeader title="我的测评报告" />
      <MobileLoading error={error} loaded={view !== null} />
      {view && <ReportBody view={view} />}
    </>
  );
}
