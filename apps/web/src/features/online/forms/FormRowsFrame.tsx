import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type FormRow, type OnlineForm, onlineFormRoutes } from '@xinmiao/shared';
import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { ExportButton } from '../../../components/import-export/ExportButton.tsx';
import { ImportExcelModal } from '../../../components/import-export/ImportExcelModal.tsx';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { FormRowModal } from './FormRowModal.tsx';
import { formDataColumns } from './FormRowsTable.tsx';
import { formCan } from './form-access.ts';

type Props = {
  form: OnlineForm;
  /** The list hook's page step-back after a delete (a list loaded whole has none). */
  list?: { afterDelete: (removed: number) => void };
  /** The row dialog shows the main fields and sub-tables as tabs (the `tab` list style). */
  tabs?: boolean;
  /** The rows themselves, given the columns with 编辑, 删除 and 添加下级. */
  children: (columns: ReturnType<typeof formDataColumns>) => ReactNode;
};

/**
 * What surrounds a form's rows wherever they are listed (the 表单开发 drawer, the online list
 * pages): 新增, 导入 (not into a sub-table, whose rows belong to main rows) and 导出 above them,
 * the row dialog and the import dialog, a tree's 添加下级.
 */
export function FormRowsFrame({ form, list, tabs, children }: Props) {
  const queryKey = ['online-form-data', form.code];
  const records = useRecordDialog<FormRow>({
    queryKey,
    list,
    remove: (row) => api(onlineFormRoutes.deleteRow, { params: { code: form.code, id: String(row.id) } }),
  });
  const [parentId, setParentId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const can = formCan(form, useAccess().can);
  const addChild = (row: FormRow) => {
    setParentId(String(row.id));
    records.create();
  };
  const columns = formDataColumns(form, { can, edit: records.edit, remove: records.remove, addChild });
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <AddButton
          permission="online:formData:add"
          can={can}
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
      {children(columns)}
      <ImportExcelModal
        open={importing}
        title={`导入${form.name}`}
        route={onlineFormRoutes.importXls}
        params={{ code: form.code }}
        onClose={() => setImporting(false)}
        onImported={() => queryClient.invalidateQueries({ queryKey })}
      />
      <FormRowModal form={form} parentId={parentId} tabs={tabs} {...records.dialog} />
    </>
  );
}
