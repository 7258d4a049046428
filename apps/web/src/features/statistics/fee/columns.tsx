import {
  CONTRACT_PACKAGES,
  CONTRACT_PAY_STATES,
  CONTRACT_TERM_STATES,
  type ContractTermState,
  type ServiceContract,
} from '@xinmiao/shared';
import { type TableColumnsType, Tag } from 'antd';
import type { EditDeleteHandlers } from '../../../components/list/edit-delete-actions.ts';
import { editDeleteColumn } from '../../../components/list/edit-delete-column.tsx';

const TERM_COLORS: Record<ContractTermState, string> = {
  pending: 'default',
  active: 'green',
  expiring: 'orange',
  grace: 'red',
  ended: 'default',
};

const yuan = (v: number) => v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What a school and the operator both see of a contract. */
export function contractColumns(): TableColumnsType<ServiceContract> {
  return [
    { title: '合同编号', dataIndex: 'contractNo', width: 140, sorter: true },
    {
      title: '服务套餐',
      dataIndex: 'packageCode',
      width: 100,
      render: (v: ServiceContract['packageCode']) => CONTRACT_PACKAGES[v],
    },
    { title: '开始日期', dataIndex: 'beginDate', width: 110, sorter: true },
    { title: '结束日期', dataIndex: 'endDate', width: 110, sorter: true },
    { title: '合同金额（元）', dataIndex: 'amount', width: 130, align: 'right', sorter: true, render: yuan },
    { title: '已开票（元）', dataIndex: 'invoicedAmount', width: 120, align: 'right', render: yuan },
    { title: '已付款（元）', dataIndex: 'paidAmount', width: 120, align: 'right', render: yuan },
    {
      title: '付款状态',
      dataIndex: 'payState',
      width: 90,
      render: (v: ServiceContract['payState']) => (
        <Tag color={v === 'paid' ? 'green' : v === 'partial' ? 'orange' : 'red'}>
          {CONTRACT_PAY_STATES[v]}
        </Tag>
      ),
    },
    {
      title: '服务状态',
      dataIndex: 'termState',
      width: 130,
      render: (v: ContractTermState, row) => (
        <Tag color={TERM_COLORS[v]}>
          {CONTRACT_TERM_STATES[v]}
          {v === 'expiring' ? `（${row.daysLeft} 天）` : ''}
        </Tag>
      ),
    },
  ];
}

/** 费用管理 for the operator: the school first, then the contract, then 编辑 / 删除. */
export function operatorColumns(
  actions: EditDeleteHandlers<ServiceContract>,
): TableColumnsType<ServiceContract> {
  return [
    { title: '学校', dataIndex: 'schoolName', width: 180 },
    ...contractColumns(),
    ...editDeleteColumn('statistics:fee', actions),
  ];
}
