import { checkRuleRoutes, type SysCheckRule } from '@xinmiao/shared';
import { Card, Form, Input, Table } from 'antd';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { CheckRuleFormModal } from './CheckRuleFormModal.tsx';
import { checkRuleColumns } from './columns.tsx';

/** 编码校验规则: the school's rules that `/sys/checkRule/checkByCode` applies. */
export function CheckRulesPage() {
  const list = useListPage(checkRuleRoutes.list, {
    queryKey: ['check-rules'],
    search: { ruleName: 'like', ruleCode: 'like' },
  });
  const records = useRecordDialog<SysCheckRule>({
    queryKey: ['check-rules'],
    list,
    remove: (row) => api(checkRuleRoutes.delete, { query: { id: row.id } }),
  });
  const { can } = useAccess();
  const columns = checkRuleColumns({ can, edit: records.edit, remove: records.remove });

  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="ruleName" label="规则名称">
          <Input allowClear placeholder="请输入规则名称" />
        </Form.Item>
        <Form.Item name="ruleCode" label="规则编码">
          <Input allowClear placeholder="请输入规则编码" />
        </Form.Item>
      </ListSearchForm>
      <AddButton permission="system:checkRule:add" style={{ marginBottom: 16 }} onClick={records.create} />
      <Table {...list.tableProps} columns={columns} scroll={{ x: 800 }} />
      <CheckRuleFormModal {...records.dialog} />
    </Card>
  );
}
