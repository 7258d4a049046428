import type { ReportColumns, ReportRow } from '@xinmiao/shared';
import { Table, type TableColumnsType } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, tablePagination } from '../../../components/list/pagination.ts';
import { cellText } from '../../../components/popup/PopupModal.tsx';
import { PopupSearchForm } from '../../../components/popup/PopupSearchForm.tsx';
import { rowKey, type Sorter } from '../../../components/popup/popup-fields.ts';
import { usePopupReport } from '../../../components/popup/use-popup-report.ts';

function columnsOf(report: ReportColumns | undefined): TableColumnsType<ReportRow> {
  return (report?.columns ?? []).map((column) => ({
    title: column.title,
    dataIndex: column.dataIndex,
    key: column.dataIndex,
    align: column.align,
    sorter: column.sorter,
    render: (_value: unknown, row: ReportRow) => cellText(report as ReportColumns, row, column.dataIndex),
  }));
}

/**
 * A report as its readers see it: its search fields and parameters, then its rows, inside the
 * `frame` its place gives it (a dialog on 报表开发, a card as a menu page) under the report's name.
 */
export function ReportView({
  code,
  frame,
}: {
  code: string;
  frame: (title: string, body: ReactNode) => ReactNode;
}) {
  const [search, setSearch] = useState<Record<string, string>>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<Sorter | undefined>();
  const request = useMemo(
    () => ({
      ...search,
      ...(sort ? { column: sort.column, order: sort.order } : {}),
      pageNo: String(page.pageNo),
      pageSize: String(page.pageSize),
    }),
    [search, sort, page],
  );
  const { report, queryItems, data } = usePopupReport(code, true, request);
  return frame(
    report?.cgRpConfigName ?? '',
    <>
      <PopupSearchForm
        items={queryItems}
        onSearch={(values) => {
          setSearch(values);
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
      />
      <Table<ReportRow>
        rowKey={rowKey}
        size="middle"
        bordered
        loading={data.isFetching}
        dataSource={data.data?.records ?? []}
        columns={columnsOf(report)}
        scroll={{ x: true }}
        onChange={(_pagination, _filters, sorted) => {
          const one = Array.isArray(sorted) ? sorted[0] : sorted;
          setSort(
            one?.field && one.order
              ? { column: String(one.field), order: one.order === 'ascend' ? 'asc' : 'desc' }
              : undefined,
          );
        }}
        pagination={tablePagination(page.pageNo, page.pageSize, data.data?.total ?? 0, (pageNo, pageSize) =>
          setPage({ pageNo, pageSize }),
        )}
      />
    </>,
  );
}
