import { STUDENT_STATUS, STUDENT_TYPES, type StudentDetail } from '@xinmiao/shared';
import { type TableColumnsType, Tag } from 'antd';
import { policyOf } from '../../../access/record-policy.ts';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';

export type StudentActions = {
  open: (row: StudentDetail) => void;
  edit: (row: StudentDetail) => void;
  transfer: (row: StudentDetail) => void;
};

const STATUS_COLOR: Record<string, string> = {
  '1': 'green',
  '2': 'orange',
  '3': 'blue',
  '4': 'red',
  '5': 'default',
};
const label = (map: Record<string, string>, code: string) => map[code] ?? code;

/** Columns of 学生管理; ID and phone numbers arrive masked unless the user may see them. */
export function studentColumns(actions: StudentActions): TableColumnsType<StudentDetail> {
  return [
    { title: '学号', dataIndex: 'studentNo', width: 120, sorter: true },
    { title: '姓名', dataIndex: 'name', width: 100, sorter: true },
    {
      title: '性别',
      dataIndex: 'sex',
      width: 70,
      render: (v: number | null) => (v === 1 ? '男' : v === 2 ? '女' : ''),
    },
    { title: '班级', dataIndex: 'classPath', width: 240, ellipsis: true },
    { title: '入学年份', dataIndex: 'enrolYear', width: 100, sorter: true },
    {
      title: '学生类型',
      dataIndex: 'studentType',
      width: 100,
      render: (v: string) => label(STUDENT_TYPES, v),
    },
    {
      title: '学籍状态',
      dataIndex: 'studentStatus',
      width: 100,
      render: (v: string) => <Tag color={STATUS_COLOR[v]}>{label(STUDENT_STATUS, v)}</Tag>,
    },
    { title: '身份证号', dataIndex: 'idCard', width: 190 },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    { title: '账号', dataIndex: 'username', width: 110, render: (v: string | null) => v ?? '未开通' },
    ...rowActionsColumns<StudentDetail>((row) => [
      { key: 'open', label: '详情', onClick: () => actions.open(row) },
      ...(policyOf(row)('edit') ? [{ key: 'edit', label: '编辑', onClick: () => actions.edit(row) }] : []),
      ...(policyOf(row)('transfer')
        ? [{ key: 'transfer', label: '转班', onClick: () => actions.transfer(row) }]
        : []),
    ]),
  ];
}

export const tableScrollX = (columns: TableColumnsType<StudentDetail>) =>
  columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), 0);
