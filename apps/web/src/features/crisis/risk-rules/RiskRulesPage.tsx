import { type RiskRule, riskRuleRoutes } from '@xinmiao/shared';
import { Card, Form, Input, Select, Table } from 'antd';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { useLevelOptions } from '../../../components/levels/use-levels.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { riskRuleColumns } from './columns.tsx';
import { RiskRuleFormModal } from './RiskRuleFormModal.tsx';
import { RiskRuleTrial } from './RiskRuleTrial.tsx';

/** 风险词规则: what the risk check reads in students' chat messages and diary entries. */
export function RiskRulesPage() {
  const list = useListPage(riskRuleRoutes.list, {
    queryKey: ['risk-rules'],
    search: { ruleText: 'like', level: 'exact' },
  });
  const records = useRecordDialog<RiskRule>({
    queryKey: ['risk-rules'],
    list,
    remove: (row) => api(riskRuleRoutes.delete, { query: { id: row.id } }),
  });
  const { can } = useAccess();
  const levels = useLevelOptions()
    .filter((option) => option.value > 0)
    .map((option) => ({ ...option, value: String(option.value) }));
  const columns = riskRuleColumns({ can, edit: records.edit, remove: records.remove });
  return (
    <Card variant="borderless">
      <RiskRuleTrial />
      <ListSearchForm list={list}>
        <Form.Item name="ruleText" label="风险词">
          <Input allowClear placeholder="请输入风险词" />
        </Form.Item>
        <Form.Item name="level" label="建议等级">
          <Select allowClear options={levels} placeholder="请选择" style={{ width: 160 }} />
        </Form.Item>
      </ListSearchForm>
      <AddButton permission="crisis:riskRule:add" style={{ marginBottom: 16 }} onClick={records.create} />
      <Table {...list.tableProps} columns={columns} scroll={{ x: 900 }} />
      <RiskRuleFormModal {...records.dialog} />
    </Card>
  );
}
