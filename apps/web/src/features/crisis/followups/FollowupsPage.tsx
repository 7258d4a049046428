import { crisisRoutes } from '@xinmiao/shared';
import { api } from '../../../api/client.ts';
import { CaseWorkList } from '../work-list/CaseWorkList.tsx';
import { followupColumns } from './columns.tsx';

/** 跟踪回访: visits and re-tests of the cases in reach, earliest due first, overdue ones marked. */
export function FollowupsPage() {
  return (
    <CaseWorkList
      queryKey={['crisis', 'followups']}
      load={() => api(crisisRoutes.followups, { query: {} })}
      columns={followupColumns}
      scrollX={800}
    />
  );
}
