import { type ReportView, reportRoutes } from '@xinmiao/shared';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ReportBody } from '../../reports/report-page/ReportBody.tsx';
import { errorText, mobileApi } from '../mobile-session.ts';
import { mobileStyles } from '../mobile-styles.ts';

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
      <div style={mobileStyles.header}>
        <h1 style={mobileStyles.title}>我的测评报告</h1>
        <Link to="/m">
          <Button type="link">返回我的测评</Button>
        </Link>
      </div>
      {error && <Result status="warning" title={error} />}
      {!error && !view && <Spin style={{ display: 'block', margin: '80px auto' }} />}
      {view && <ReportBody view={view} />}
    </>
  );
}
