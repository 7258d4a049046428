import type { OnlineForm } from '@xinmiao/shared';
import { Input, type TableColumnsType } from 'antd';
import type { EditDeleteHandlers } from '../../../components/list/edit-delete-actions.ts';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';
import { formCan } from './form-access.ts';

type Handlers = EditDeleteHandlers<OnlineForm> & {
  openData: (row: OnlineForm) => void;
  openEnhance: (row: OnlineForm) => void;
  /** What the admin typed under 确定删除吗? (the form's name, which the server asks for). */
  typedName: { current: string };
};

/** Columns of 表单开发: each form with its version and fields; 数据 opens its rows. */
export function onlineFormColumns(handlers: Handlers): TableColumnsType<OnlineForm> {
  const { can, edit, remove, openData, openEnhance, typedName } = handlers;
  return [
    { title: '表单编码', dataIndex: 'code', width: 160, sorter: true },
    { title: '表单名称', dataIndex: 'name', width: 200, sorter: true },
    {
      title: '类型',
      key: 'kind',
      width: 140,
      render: (_v, row) => (row.tree ? '树表' : row.mainCode ? `子表（${row.mainCode}）` : '单表'),
    },
    { title: '版本', dataIndex: 'version', width: 80 },
    { title: '字段数', key: 'fieldCount', width: 90, render: (_v, row) => row.fields.length },
    { title: '创建时间', dataIndex: 'createTime', width: 180, sorter: true },
    ...rowActionsColumns<OnlineForm>(
      (row) => [
        ...(can('online:form:edit') ? [{ key: 'edit', label: '编辑', onClick: () => edit(row) }] : []),
        ...(formCan(row, can)('online:formData:list')
          ? [{ key: 'data', label: '数据', onClick: () => openData(row) }]
          : []),
        ...(can('online:form:edit')
          ? [{ key: 'enhance', label: 'JS增强', onClick: () => openEnhance(row) }]
          : []),
        ...(can('online:form:delete')
          ? [
              {
                key: 'delete',
                label: '删除',
                danger: true,
                // The form's table and every row go with it: the server asks for the name typed.
                confirm: '确定删除表单及其全部数据吗?',
                confirmDetail: (
                  <Input
                    size="small"
                    placeholder="请输入表单名称确认"
                    onChange={(event) => {
                      typedName.current = event.target.value;
                    }}
                  />
                ),
                onClick: () => remove(row),
              },
            ]
          : []),
      ],
      { width: 180 },
    ),
  ];
}
