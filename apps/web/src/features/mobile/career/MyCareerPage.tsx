import { type CareerReport, careerReportRoutes } from '@xinmiao/shared';
import { Alert, Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CareerReportView } from '../../career/common/CareerReportView.tsx';
import { errorText, mobileApi, mobileDownload } from '../mobile-session.ts';
import { mobileStyles } from '../mobile-styles.ts';
import { MyGoals } from './MyGoals.tsx';

/** /m/career — the student's own career report, then their goals and action plans. */
export function MyCareerPage() {
  const [report, setReport] = useState<CareerReport | null>(null);
  const [error, setError] = useState('');
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState('');

  const downloadPdf = async () => {
    setDownloading(true);
    setDownloadError('');
    try {
      await mobileDownload(careerReportRoutes.minePdf, {}, '我的生涯报告.pdf');
    } catch (e) {
      setDownloadError(errorText(e));
    } finally {
      setDownloading(false);
    }
  };

  useEffect(() => {
    let current = true;
    mobileApi(careerReportRoutes.mine, {}).then(
      (loaded) => current && setReport(loaded),
      (e: unknown) => current && setError(errorText(e)),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <div style={mobileStyles.header}>
        <h1 style={mobileStyles.title}>我的生涯报告</h1>
        <Link to="/m">
          <Button type="link">返回我的测评</Button>
        </Link>
      </div>
      {error && <Result status="warning" title={error} />}
      {!error && !report && <Spin style={{ display: 'block', margin: '80px auto' }} />}
      {report && <CareerReportView report={report} compact />}
      {report && (
        <div style={{ margin: '12px 0' }}>
          <Button block loading={downloading} onClick={() => void downloadPdf()}>
            下载PDF
          </Button>
          {downloadError && <Alert type="error" title={downloadError} style={{ marginTop: 8 }} />}
        </div>
      )}
      <MyGoals />
    </>
  );
}
