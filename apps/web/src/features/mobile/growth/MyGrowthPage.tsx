import { type GrowthTimeline, growthRoutes } from '@xinmiao/shared';
import { useEffect, useState } from 'react';
import {
  GrowthTimelineView,
  TIMELINE_PAGE_SIZE,
  type TimelineFilter,
} from '../../school/growth/GrowthTimelineView.tsx';
import { MobileLoading, MobilePageHeader } from '../MobilePageHeader.tsx';
import { errorText, mobileApi } from '../mobile-session.ts';

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
      <MobilePageHeader title="我的成长档案" />
      <MobileLoading error={error} loaded={file !== null} />
      {file && <GrowthTimelineView file={file} filter={filter} onFilter={setFilter} />}
    </>
  );
}
