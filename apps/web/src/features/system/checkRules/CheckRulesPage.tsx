import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { checkRuleRoutes, type SysCheckRule } from '@xinmiao/shared';
import { App, Button, Card, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../app/error-display.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { checkRuleColumns } from './columns.tsx';
import { CheckRuleFormModal } from './form.tsx';

/** 编码校验规则: the school's rules that `/sys/checkRule/checkByCode` applies. */
export function CheckRulesPage() {
  const list = useListPage(checkRuleRoutes.list, {
    queryKey: ['check-rules'],
    search: { ruleName: 'like', ruleCode: 'like' },
  });
  const [modal, setModal] = useState<{ editing: SysCheckRule | null } | null>(null);
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['check-rules'] });

  const columns = checkRuleColumns({
    can,
    edit: (row) => setModal({ editing: row }),
    remove: (row) =>
      api(checkRuleRoutes.delete, { query: { id: row.id } })
        .then((reply) => {
          message.success(typeof reply === 'string' ? reply : '删除成功');
          list.afterDelete(1);
          return reload();
        })
        .catch(reportError),
  });

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
      {can('system:checkRule:add') && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() => setModal({ editing: null })}
        >
          新增
        </Button>
      )}
      <Table {...list.tableProps} columns={columns} scroll={{ x: 800 }} />
      <CheckRuleFormModal
        open={modal !== null}
        editing={modal?.editing ?? null}
        onClose={() => setModal(null)}
        onSaved={() => {
          setModal(null);
          void reload();
        }}
      />
    </Card>
  );
}
