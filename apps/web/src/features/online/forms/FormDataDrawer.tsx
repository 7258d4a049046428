import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type FormRow, type OnlineForm, onlineFormRoutes } from '@xinmiao/shared';
import { Button, Drawer, Space } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { ExportButton } from '../../../components/import-export/ExportButton.tsx';
import { ImportExcelModal } from '../../../components/import-export/ImportExcelModal.tsx';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { FormRowModal } from './FormRowModal.tsx';
import { formDataColumns, RowsTable } from './FormRowsTable.tsx';

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
  const columns = formDataColumns(form, { can, edit: records.edit, remove: records.remove, addChild });
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
