import { crisisRoutes } from '@xinmiao/shared';
import { api } from '../../../api/client.ts';
import { CaseWorkList } from '../work-list/CaseWorkList.tsx';
import { interviewColumns } from './columns.tsx';

/** 约谈记录: interviews of the cases in reach, earliest due first, overdue ones marked. */
export function InterviewsPage() {
  return (
    <CaseWorkList
      queryKey={['crisis', 'interviews']}
      load={() => api(crisisRoutes.interviews, { query: {} })}
      columns={interviewColumns}
      scrollX={900}
    />
  );
}
