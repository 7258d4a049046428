import type { SysCheckRule } from '@xinmiao/shared';
import type { TableColumnsType } from 'antd';
import type { EditDeleteHandlers } from '../../../components/list/edit-delete-actions.ts';
import { editDeleteColumn } from '../../../components/list/edit-delete-column.tsx';

export function checkRuleColumns(actions: EditDeleteHandlers<SysCheckRule>): TableColumnsType<SysCheckRule> {
  return [
    { title: '规则名称', dataIndex: 'ruleName', width: 200, sorter: true },
    { title: '规则编码', dataIndex: 'ruleCode', width: 180, sorter: true },
    { title: '规则描述', dataIndex: 'ruleDescription', ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', width: 180, sorter: true },
    ...editDeleteColumn('system:checkRule', actions),
  ];
}
