import { useQuery } from '@tanstack/react-query';
import { type FormRow, type OnlineForm, onlineFormRoutes } from '@xinmiao/shared';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { editDeleteColumn } from '../../../components/list/edit-delete-column.tsx';
import { totalText } from '../../../components/list/pagination.ts';
import { treeLevel } from './tree-page.ts';

const PAGE_SIZE = 10;

/** A form's own columns in the list: its list fields, each showing its dictionary text. */
export function fieldColumns(form: OnlineForm): TableColumnsType<FormRow> {
  return form.fields
    .filter((f) => f.inList)
    .map((f) => ({
      title: f.label,
      dataIndex: f.name,
      key: f.name,
      render: (_v: unknown, row: FormRow) => row[`${f.name}_dictText`] ?? row[f.name],
    }));
}

/** The data list's columns: fields, 创建时间, and 编辑/删除 (添加下级 on a tree) by permission. */
export function formDataColumns(
  form: OnlineForm,
  actions: {
    can: (code: string) => boolean;
    edit: (row: FormRow) => void;
    remove: (row: FormRow) => void;
    addChild: (row: FormRow) => void;
  },
): TableColumnsType<FormRow> {
  return [
    ...fieldColumns(form),
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', width: 180 },
    ...editDeleteColumn('online:formData', actions, {
      width: form.tree ? 200 : 130,
      extra: (row) =>
        form.tree && actions.can('online:formData:add')
          ? [{ key: 'addChild', label: '添加下级', onClick: () => actions.addChild(row) }]
          : [],
    }),
  ];
}

/**
 * One level of a form's rows: all of a plain form's, a tree's roots or the children of `pid`
 * (each row with children expands into the next level).
 */
export function RowsTable({
  form,
  pid,
  columns,
}: {
  form: OnlineForm;
  pid: string | null;
  columns: TableColumnsType<FormRow>;
}) {
  const [pageNo, setPageNo] = useState(1);
  const data = useQuery({
    queryKey: ['online-form-data', form.code, pid, pageNo],
    queryFn: async () =>
      treeLevel(
        await api(onlineFormRoutes.data, {
          params: { code: form.code },
          query: { pageNo: String(pageNo), pageSize: String(PAGE_SIZE), ...(pid ? { pid } : {}) },
        }),
      ),
  });
  if (data.isError) return <Alert type="error" showIcon title={data.error.message} />;
  return (
    <Table<FormRow>
      rowKey={(row) => String(row.id)}
      loading={data.isLoading}
      dataSource={data.data?.records ?? []}
      columns={columns}
      scroll={{ x: 800 }}
      size={pid ? 'small' : 'middle'}
      expandable={treeExpandable(form, columns)}
      pagination={{
        current: pageNo,
        pageSize: PAGE_SIZE,
        total: data.data?.total ?? 0,
        onChange: setPageNo,
        showTotal: totalText,
        hideOnSinglePage: Boolean(pid),
      }}
    />
  );
}

/** A tree's rows expand into their children's level; other forms' rows do not expand. */
export function treeExpandable(form: OnlineForm, columns: TableColumnsType<FormRow>) {
  return form.tree
    ? {
        rowExpandable: (row: FormRow) => row.hasChild === '1',
        expandedRowRender: (row: FormRow) => <RowsTable form={form} pid={String(row.id)} columns={columns} />,
      }
    : undefined;
}
