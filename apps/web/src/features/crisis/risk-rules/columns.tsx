import { RISK_RULE_KINDS, type RiskRule } from '@xinmiao/shared';
import { type TableColumnsType, Tag } from 'antd';
import { LevelTag } from '../../../components/levels/LevelTag.tsx';
import type { EditDeleteHandlers } from '../../../components/list/edit-delete-actions.ts';
import { editDeleteColumn } from '../../../components/list/edit-delete-column.tsx';

export function riskRuleColumns(actions: EditDeleteHandlers<RiskRule>): TableColumnsType<RiskRule> {
  return [
    {
      title: '类型',
      dataIndex: 'ruleKind',
      width: 110,
      render: (kind: RiskRule['ruleKind']) => RISK_RULE_KINDS[kind],
    },
    { title: '风险词 / 正则表达式', dataIndex: 'ruleText', width: 260, sorter: true },
    {
      title: '建议等级',
      dataIndex: 'level',
      width: 130,
      sorter: true,
      render: (level: number) => <LevelTag level={level} />,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: number) => (status === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    },
    { title: '说明', dataIndex: 'description', ellipsis: true },
    ...editDeleteColumn('crisis:riskRule', actions),
  ];
}
