import type { SysCheckRule } from '@xinmiao/shared';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';

export type CheckRuleActions = {
  can: (code: string) => boolean;
  edit: (row: SysCheckRule) => void;
  remove: (row: SysCheckRule) => void;
};

export function checkRuleColumns(actions: CheckRuleActions): TableColumnsType<SysCheckRule> {
  return [
    { title: '规则名称', dataIndex: 'ruleName', width: 200, sorter: true },
    { title: '规则编码', dataIndex: 'ruleCode', width: 180, sorter: true },
    { title: '规则描述', dataIndex: 'ruleDescription', ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', width: 180, sorter: true },
    {
      title: '操作',
      key: 'action',
      width: 140,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={4}>
          {actions.can('system:checkRule:edit') && (
            <Button type="link" size="small" onClick={() => actions.edit(row)}>
              编辑
            </Button>
          )}
          {actions.can('system:checkRule:delete') && (
            <Popconfirm title="确定删除吗?" onConfirm={() => actions.remove(row)}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
