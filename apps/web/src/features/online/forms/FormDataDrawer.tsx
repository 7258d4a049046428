import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormRow, type OnlineForm, onlineFormRoutes } from '@xinmiao/shared';
import { Alert, Button, Drawer, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { ExportButton } from '../../../components/import-export/ExportButton.tsx';
import { ImportExcelModal } from '../../../components/import-export/ImportExcelModal.tsx';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { editDeleteColumn } from '../../../components/list/edit-delete-column.tsx';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { FormRowModal } from './FormRowModal.tsx';
import { treeLevel } from './tree-page.ts';

const PAGE_SIZE = 10;

/**
 * One level of a form's rows: all of a plain form's, a tree's roots or the children of `pid`
 * (each row with children expands into the next level).
 */
function RowsTable({
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
      expandable={
        form.tree
          ? {
              rowExpandable: (row) => row.hasChild === '1',
              expandedRowRender: (row) => <RowsTable form={form} pid={String(row.id)} columns={columns} />,
            }
          : undefined
      }
      pagination={{
        current: pageNo,
        pageSize: PAGE_SIZE,
        total: data.data?.total ?? 0,
        onChange: setPageNo,
        hideOnSinglePage: Boolean(pid),
      }}
    />
  );
}

/**
 * The rows of one form (its 数据), listed, added, edited and deleted through `/online/cgform/api`;
 * a tree's rows level by level, with 添加下级. 导出 writes every row; 导入 adds rows from a workbook
 * in the export's layout (not into a sub-table, whose rows belong to main rows).
 */
export function FormDataDrawer({ form, onClose }: { form: OnlineForm; onClose: () => void }) {
  const records = useRecordDialog<FormRow>({
    queryKey: ['online-form-data', form.code],
    remove: (row) => api(onlineFormRoutes.deleteRow, { params: { code: form.code, id: String(row.id) } }),
  });
  const [parentId, setParentId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const addChild = (row: FormRow) => {
    setParentId(String(row.id));
    records.create();
  };
  const columns: TableColumnsType<FormRow> = [
    ...form.fields
      .filter((f) => f.inList)
      .map((f) => ({
        title: f.label,
        dataIndex: f.name,
        key: f.name,
        render: (_v: unknown, row: FormRow) => row[`${f.name}_dictText`] ?? row[f.name],
      })),
    { title: '创建时间', dataIndex: 'createTime', width: 180 },
    ...editDeleteColumn(
      'online:formData',
      { can, edit: records.edit, remove: records.remove },
      {
        width: form.tree ? 200 : 130,
        extra: (row) =>
          form.tree && can('online:formData:add')
            ? [{ key: 'addChild', label: '添加下级', onClick: () => addChild(row) }]
            : [],
      },
    ),
  ];
  return (
    <Drawer open title={`${form.name} · 数据`} size="large" onClose={onClose}>
      <Space style={{ marginBottom: 16 }}>
        <AddButton
          permission="online:formData:add"
          onClick={() => {
            setParentId(null);
            records.create();
          }}
        />
        {can('online:formData:import') && !form.mainCode && (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            导入
          </Button>
        )}
        {can('online:formData:export') && (
          <ExportButton
            route={onlineFormRoutes.exportXls}
            input={{ params: { code: form.code }, query: {} }}
            fileName={`${form.name}.xlsx`}
          />
        )}
      </Space>
      <RowsTable form={form} pid={null} columns={columns} />
      <ImportExcelModal
        open={importing}
        title={`导入${form.name}`}
        route={onlineFormRoutes.importXls}
        params={{ code: form.code }}
        onClose={() => setImporting(false)}
        onImported={() => queryClient.invalidateQueries({ queryKey: ['online-form-data', form.code] })}
      />
      <FormRowModal form={form} parentId={parentId} {...records.dialog} />
    </Drawer>
  );
}
