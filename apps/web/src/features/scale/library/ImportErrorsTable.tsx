import type { ItemBankRowError } from '@xinmiao/shared';
import { Table } from 'antd';

/** Every row problem of a rejected import: spreadsheet row (or item position), field and what is wrong. */
export function ImportErrorsTable({ errors }: { errors: readonly ItemBankRowError[] }) {
  return (
    <Table<ItemBankRowError>
      style={{ marginTop: 12 }}
      rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
      size="small"
      pagination={{ pageSize: 8, showSizeChanger: false, hideOnSinglePage: true }}
      dataSource={[...errors]}
      columns={[
        { title: '行', dataIndex: 'row', width: 70, render: (r: number | null) => r ?? '整体' },
        { title: '字段', dataIndex: 'field', width: 120 },
        { title: '问题', dataIndex: 'message' },
      ]}
    />
  );
}
