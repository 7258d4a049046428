import { EXCEL_CONTENT_TYPE, type ListRoute, type RouteDef } from '@xinmiao/shared';
import type { AuthCtx, Handler } from '../context.ts';
import { fail } from '../envelope.ts';
import { exportWorkbook, type WorkbookColumn } from '../export-workbook.ts';
import { FileReply } from '../file-reply.ts';
import { idList } from '../id-list.ts';
import type { ListRows } from './sql-list.ts';
import type { ListRecord, Paging } from './types.ts';

/** Rows one export may hold; more is refused with a hint instead of cut short. */
export const EXPORT_MAX_ROWS = 10_000;
const EXPORT_PAGE = 1000;

export type ExportSpec<R extends ListRoute> = {
  /** Sheet name and file name (JeecgBoot: `<title>.xls`, `<title>报表` as the first row). */
  title: string;
  /** Column key → the cell's text for one list record (`_dictText` included). */
  columns: readonly (WorkbookColumn & {
    value: (record: ListRecord<R>) => string | number | null | undefined;
  })[];
};

/**
 * The `exportXls` of a list page: the list's own rows for the same query (filters, sort, advanced
 * query; `selections` narrows to the ticked rows), every page of them, as a JeecgBoot-layout
 * workbook. The list's scope applies, so an export never shows more than the list would.
 */
export function listExport<R extends ListRoute, E extends RouteDef>(
  rows: ListRows<R>,
  spec: ExportSpec<R>,
): Handler<E> {
  const handler = async (ctx: AuthCtx, { query }: { query: Paging & Record<string, unknown> }) => {
    const selections = typeof query.selections === 'string' ? new Set(idList(query.selections)) : null;
    const chosen: ListRecord<R>[] = [];
    // Ticked rows are looked for among the list's rows in its order, as far as an export reaches.
    for (let pageNo = 1; pageNo <= EXPORT_MAX_ROWS / EXPORT_PAGE; pageNo++) {
      const page = await rows(ctx, { ...query, pageNo, pageSize: EXPORT_PAGE });
      if (page.total > EXPORT_MAX_ROWS && !selections) {
        return fail(`导出数据超过 ${EXPORT_MAX_ROWS} 行，请缩小查询范围或勾选要导出的数据`);
      }
      chosen.push(
        ...(selections
          ? page.records.filter((r) => selections.has(String((r as { id?: unknown }).id)))
          : page.records),
      );
      if (page.records.length < EXPORT_PAGE || (selections && chosen.length >= selections.size)) break;
    }
    const workbook = await exportWorkbook(
      spec.title,
      `${spec.title}报表`,
      ctx.username,
      chosen.map((record) =>
        Object.fromEntries(spec.columns.map((c) => [c.key, String(c.value(record) ?? '')])),
      ),
      spec.columns,
    );
    ctx.logSubject(`${chosen.length} 条${spec.title}`);
    return new FileReply(workbook, EXCEL_CONTENT_TYPE, `${spec.title}.xlsx`);
  };
  return handler as unknown as Handler<E>;
}
