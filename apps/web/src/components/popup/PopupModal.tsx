import type { ReportColumns, ReportRow } from '@xinmiao/shared';
import { Alert, App, Table, type TableColumnsType, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DraggableModal } from '../draggable-modal/DraggableModal.tsx';
import { DEFAULT_PAGE_SIZE, tablePagination } from '../list/pagination.ts';
import { PopupSearchForm } from './PopupSearchForm.tsx';
import { POPUP_MESSAGES, rowKey, type Sorter, selfParams } from './popup-fields.ts';
import { usePopupReport } from './use-popup-report.ts';

/** Spec §9: the popup dialog is 1200 wide. */
export const POPUP_WIDTH = 1200;

type Props = {
  open: boolean;
  code: string;
  multi: boolean;
  sorter?: Sorter | undefined;
  param?: Readonly<Record<string, string>> | undefined;
  onOk: (rows: ReportRow[]) => void;
  onClose: () => void;
};

/** A cell as the report shows it: its dictionary text when it has one. */
export function cellText(report: ReportColumns, row: ReportRow, field: string): string {
  const translated = row[`${field}_dictText`];
  if (translated !== undefined && translated !== null) return String(translated);
  const raw = row[field];
  if (raw === undefined || raw === null) return '';
  const options = report.dictOptions[field];
  if (!options) return String(raw);
  return String(raw)
    .split(',')
    .map((v) => options.find((o) => o.value === v)?.text ?? v)
    .join(',');
}

function columnsOf(report: ReportColumns | undefined, sort: Sorter | undefined): TableColumnsType<ReportRow> {
  return (report?.columns ?? []).map((column) => {
    const order: SortOrder =
      sort?.column === column.dataIndex ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
    return {
      title: column.title,
      dataIndex: column.dataIndex,
      key: column.dataIndex,
      align: column.align,
      sorter: column.sorter,
      sortOrder: column.sorter ? order : undefined,
      render: (_value: unknown, row: ReportRow) => cellText(report as ReportColumns, row, column.dataIndex),
    };
  });
}

/**
 * The popup selector's dialog (JeecgBoot JPopupOnlReport): the report's search form, its data with
 * single or multi selection (a click on a row toggles it), 已选择 N 项 with 清空. Confirming needs
 * exactly one row in single mode and at least one otherwise; it closes and clears the selection.
 */
export function PopupModal({ open, code, multi, sorter, param, onOk, onClose }: Props) {
  const { message, modal } = App.useApp();
  const [search, setSearch] = useState<Record<string, string>>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<Sorter | undefined>(sorter);
  const [chosen, setChosen] = useState<ReportRow[]>([]);
  const request = useMemo(
    () => ({
      ...selfParams(param),
      ...search,
      ...(sort ? { column: sort.column, order: sort.order } : {}),
      pageNo: String(page.pageNo),
      pageSize: String(page.pageSize),
    }),
    [param, search, sort, page],
  );
  const { report, initError, queryItems, data } = usePopupReport(code, open, request);

  // Once per opening: the parent's onClose is a new function on every render.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (!open || initError === undefined) return;
    modal.error({
      title: POPUP_MESSAGES.initFailedTitle,
      content: `${POPUP_MESSAGES.initFailed} 错误信息如下：${initError}`,
      onOk: () => closeRef.current(),
    });
  }, [open, initError, modal]);

  const close = () => {
    setChosen([]);
    onClose();
  };
  const toggle = (row: ReportRow) =>
    setChosen((all) => {
      const key = rowKey(row);
      if (all.some((r) => rowKey(r) === key)) return all.filter((r) => rowKey(r) !== key);
      return multi ? [...all, row] : [row];
    });
  const confirm = () => {
    if (chosen.length === 0 || (!multi && chosen.length > 1))
      return void message.warning(POPUP_MESSAGES.chooseOne);
    onOk(chosen);
    close();
  };

  return (
    <DraggableModal
      open={open}
      title={report?.cgRpConfigName ?? ''}
      width={POPUP_WIDTH}
      cancelText="关闭"
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      <PopupSearchForm
        items={queryItems}
        onSearch={(values) => {
          setSearch(values);
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
      />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={
          <span>
            已选择 <Typography.Text strong>{chosen.length}</Typography.Text> 项
            <Typography.Link style={{ marginLeft: 24 }} onClick={() => setChosen([])}>
              清空
            </Typography.Link>
          </span>
        }
      />
      <Table<ReportRow>
        rowKey={rowKey}
        size="middle"
        bordered
        loading={data.isFetching}
        dataSource={data.data?.records ?? []}
        columns={columnsOf(report, sort)}
        scroll={{ x: true }}
        rowSelection={{
          type: multi ? 'checkbox' : 'radio',
          fixed: true,
          selectedRowKeys: chosen.map(rowKey),
          onSelect: (row) => toggle(row),
          onSelectAll: (checked, _all, changed) =>
            setChosen((all) =>
              checked
                ? [...all, ...changed.filter((r) => !all.some((a) => rowKey(a) === rowKey(r)))]
                : all.filter((r) => !changed.some((c) => rowKey(c) === rowKey(r))),
            ),
        }}
        onRow={(row) => ({ onClick: () => toggle(row) })}
        onChange={(_pagination, _filters, sorted) => {
          const one = Array.isArray(sorted) ? sorted[0] : sorted;
          if (one?.field && one.order) {
            setSort({ column: String(one.field), order: one.order === 'ascend' ? 'asc' : 'desc' });
          } else if (one && !one.order) {
            setSort(undefined);
          }
        }}
        pagination={tablePagination(page.pageNo, page.pageSize, data.data?.total ?? 0, (pageNo, pageSize) =>
          setPage({ pageNo, pageSize }),
        )}
      />
    </DraggableModal>
  );
}
