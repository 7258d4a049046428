import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataRuleRecord, type PermissionNode, permissionRoutes } from '@xinmiao/shared';
import { Alert, App, Button, Drawer, Popconfirm, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { DataRuleFormModal } from './DataRuleFormModal.tsx';

/** 数据规则 of one page in this school; roles pick among them in 角色授权. */
export function DataRulesDrawer({ page, onClose }: { page: PermissionNode | null; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<{ editing: DataRuleRecord | null } | null>(null);
  const id = page?.id ?? '';
  const rules = useQuery({
    queryKey: ['data-rules', id],
    enabled: page !== null,
    queryFn: () => api(permissionRoutes.rules, { query: { permissionId: id } }),
  });
  const fields = useQuery({
    queryKey: ['rule-fields', id],
    enabled: page !== null,
    queryFn: () => api(permissionRoutes.ruleFields, { query: { permissionId: id } }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['data-rules', id] });
  const remove = (rule: DataRuleRecord) =>
    api(permissionRoutes.deleteRule, { query: { id: rule.id } })
      .then((reply) => {
        if (typeof reply === 'string') message.success(reply);
        return reload();
      })
      .catch(reportError);

  const columns: TableColumnsType<DataRuleRecord> = [
    { title: '规则名称', dataIndex: 'ruleName' },
    { title: '规则字段', dataIndex: 'ruleColumn' },
    { title: '条件', dataIndex: 'ruleConditions', width: 100 },
    { title: '规则值', dataIndex: 'ruleValue', ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (v: string) => (v === '1' ? <Tag color="green">有效</Tag> : <Tag>无效</Tag>),
    },
    {
      title: '操作',
      key: 'action',
      width: 120,
      render: (_: unknown, rule: DataRuleRecord) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setModal({ editing: rule })}>
            编辑
          </Button>
          <Popconfirm title="确定删除吗?" onConfirm={() => remove(rule)}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const usable = (fields.data ?? []).length > 0;
  return (
    <Drawer
      title={`数据规则：${page?.name ?? ''}`}
      open={page !== null}
      onClose={onClose}
      size={720}
      destroyOnHidden
    >
      {fields.isSuccess && !usable ? (
        <Alert type="info" showIcon title="该菜单的数据不支持数据规则" />
      ) : (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() => setModal({ editing: null })}
        >
          新增
        </Button>
      )}
      <Table<DataRuleRecord>
        rowKey="id"
        size="middle"
        loading={rules.isFetching}
        columns={columns}
        dataSource={rules.data ?? []}
        pagination={false}
      />
      <DataRuleFormModal
        permissionId={id}
        fields={fields.data ?? []}
        editing={modal?.editing ?? null}
        open={modal !== null}
        onClose={() => setModal(null)}
        onSaved={() => {
          setModal(null);
          void reload();
        }}
      />
    </Drawer>
  );
}
