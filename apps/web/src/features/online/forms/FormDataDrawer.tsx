import type { OnlineForm } from '@xinmiao/shared';
import { Drawer } from 'antd';
import { FormRowsFrame } from './FormRowsFrame.tsx';
import { RowsTable } from './FormRowsTable.tsx';

/**
 * The rows of one form (its 数据), listed, added, edited and deleted through `/online/cgform/api`;
 * a tree's rows level by level, with 添加下级. 导出 writes every row; 导入 adds rows from a workbook
 * in the export's layout (not into a sub-table, whose rows belong to main rows).
 */
export function FormDataDrawer({ form, onClose }: { form: OnlineForm; onClose: () => void }) {
  return (
    <Drawer open title={`${form.name} · 数据`} size="large" onClose={onClose}>
      <FormRowsFrame form={form}>
        {(columns) => <RowsTable form={form} pid={null} columns={columns} />}
      </FormRowsFrame>
    </Drawer>
  );
}
