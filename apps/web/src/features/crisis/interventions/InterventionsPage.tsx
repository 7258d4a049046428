import { crisisRoutes } from '@xinmiao/shared';
import { Card, Table } from 'antd';
import { useNavigate } from 'react-router';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { interventionColumns } from './columns.tsx';
import { InterventionFilters } from './InterventionFilters.tsx';

/**
 * 干预记录: safety plans, home–school calls, referrals and intervention notes across the cases in
 * reach (counselling notes only where the case compartment allows); a row opens its case.
 */
export function InterventionsPage() {
  const list = useListPage(crisisRoutes.interventions, {
    queryKey: ['crisis', 'interventions'],
    search: { kind: 'exact', collegeId: 'exact' },
    range: 'createTime',
  });
  const navigate = useNavigate();
  const open = (caseId: string) => navigate(`/crisis/warnings?case=${encodeURIComponent(caseId)}`);
  return (
    <Card variant="borderless">
      <ListSearchForm list={list} range="createTime">
        <InterventionFilters />
      </ListSearchForm>
      <Table {...list.tableProps} rowKey="id" columns={interventionColumns(open)} scroll={{ x: 1100 }} />
    </Card>
  );
}
