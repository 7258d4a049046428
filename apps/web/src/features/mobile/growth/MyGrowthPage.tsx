import { type GrowthTimeline, growthRoutes } from '@xinmiao/shared';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  GrowthTimelineView,
  TIMELINE_PAGE_SIZE,
  type TimelineFilter,
} from '../../school/growth/GrowthTimelineView.tsx';
import { errorText, mobileApi } from '../mobile-session.ts';
import { mobileStyles } from '../mobile-styles.ts';

/** /m/growth — the student's own growth file, without staff-only events. */
export function MyGrowthPage() {
  const [filter, setFilter] = useState<TimelineFilter>({ pageNo: 1 });
  const [file, setFile] = useState<GrowthTimeline | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    setError('');
    mobileApi(growthRoutes.mine, { query: { ...filter, pageSize: TIMELINE_PAGE_SIZE } }).then(
      (loaded) => current && setFile(loaded),
      (e: unknown) => current && setError(errorText(e)),
    );
    return () => {
      current = false;
    };
  }, [filter]);

  return (
    <>
      <div style={mobileStyles.header}>
        <h1 style={mobileStyles.title}>我的成长档案</h1>
        <Link to="/m">
          <Button type="link">返回我的测评</Button>
        </Link>
      </div>
      {error && <Result status="warning" title={error} />}
      {!error && !file && <Spin style={{ display: 'block', margin: '80px auto' }} />}
      {file && <GrowthTimelineView file={file} filter={filter} onFilter={setFilter} />}
    </>
  );
}
