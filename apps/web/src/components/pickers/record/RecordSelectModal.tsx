import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Modal, Space, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { totalText } from '../../list/pagination.ts';
import { useChoiceOnOpen } from '../use-choice-on-open.ts';

export type RecordPage<T> = { records: T[]; total: number };

/** Spec §9: the business-record selector pages by 5/10/20/30. */
export const SELECTOR_PAGE_SIZES = ['5', '10', '20', '30'];

type Props<T extends { id: string }> = {
  open: boolean;
  title: string;
  width?: number;
  queryKey: string;
  columns: TableColumnsType<T>;
  searchPlaceholder: string;
  fetchPage: (keyword: string, pageNo: number, pageSize: number) => Promise<RecordPage<T>>;
  multiple?: boolean;
  /** Rows chosen before, shown in the 已选 panel. */
  selected: T[];
  /** What the 已选 panel calls a row. */
  label: (row: T) => ReactNode;
  onCancel: () => void;
  onOk: (rows: T[]) => void;
  /** A left pane (the department tree of the user picker). */
  aside?: ReactNode;
  /** Extra list parameters from the aside (a department), part of the query key. */
  scope?: string;
};

/** Generic business-record selector: search, result table, selected panel with delete (spec §2). */
export function RecordSelectModal<T extends { id: string }>(props: Props<T>) {
  const { open, title, width = 1200, multiple = true, columns, fetchPage, label, onCancel, onOk } = props;
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [chosen, setChosen] = useChoiceOnOpen(open, props.selected);

  const rows = useQuery({
    queryKey: [props.queryKey, keyword, props.scope ?? '', page.pageNo, page.pageSize],
    queryFn: () => fetchPage(keyword, page.pageNo, page.pageSize),
    enabled: open,
  });

  const search = (text: string) => {
    setKeyword(text.trim());
    setPage((p) => ({ ...p, pageNo: 1 }));
  };
  const confirm = () => {
    if (!multiple && chosen.length !== 1) return void message.warning('请选择一条记录');
    onOk(chosen);
  };

  return (
    <Modal open={open} title={title} width={width} onCancel={onCancel} onOk={confirm}>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {props.aside && <div style={{ flex: '0 0 240px', maxWidth: '100%' }}>{props.aside}</div>}
        <div style={{ flex: '1 1 480px', minWidth: 0 }}>
          <Space style={{ marginBottom: 12 }} wrap>
            <Input
              aria-label={props.searchPlaceholder}
              placeholder={props.searchPlaceholder}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onPressEnter={() => search(typed)}
              style={{ width: 220 }}
            />
            <Button type="primary" onClick={() => search(typed)}>
              查询
            </Button>
            <Button
              onClick={() => {
                setTyped('');
                search('');
              }}
            >
              重置
            </Button>
          </Space>
          <Table<T>
            rowKey="id"
            size="small"
            loading={rows.isFetching}
            dataSource={rows.data?.records ?? []}
            columns={columns}
            scroll={{ x: 600 }}
            rowSelection={{
              type: multiple ? 'checkbox' : 'radio',
              selectedRowKeys: chosen.map((r) => r.id),
              onSelect: (row, checked) =>
                setChosen((all) =>
                  checked ? (multiple ? [...all, row] : [row]) : all.filter((r) => r.id !== row.id),
                ),
              onSelectAll: (checked, _all, changed) =>
                setChosen((all) =>
                  checked
                    ? [...all, ...changed.filter((r) => !all.some((a) => a.id === r.id))]
                    : all.filter((r) => !changed.some((c) => c.id === r.id)),
                ),
            }}
            pagination={{
              current: page.pageNo,
              pageSize: page.pageSize,
              total: rows.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: SELECTOR_PAGE_SIZES,
              showTotal: totalText,
              onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
            }}
          />
          <Typography.Text strong>已选 {chosen.length} 项</Typography.Text>
          <Table<T>
            rowKey="id"
            size="small"
            data-testid="record-selected"
            dataSource={chosen}
            pagination={false}
            scroll={{ y: 240 }}
            columns={[
              { title: '已选记录', key: 'label', render: (_, row) => label(row) },
              {
                title: '操作',
                key: 'remove',
                width: 80,
                render: (_, row) => (
                  <Typography.Link onClick={() => setChosen((all) => all.filter((r) => r.id !== row.id))}>
                    删除
                  </Typography.Link>
                ),
              },
            ]}
          />
        </div>
      </div>
    </Modal>
  );
}
