import { LEDGER_ITEMS, type LedgerRow, type MonthAnalysis, type StatCell } from '@xinmiao/shared';
import { exportWorkbook, type WorkbookColumn } from '../../core/export-workbook.ts';
import { type PdfBlock, renderPdf } from '../../core/pdf/render.ts';
import type { Figures } from './figures.ts';

/** A cell as written: counts with thousands separators, "<5" and names as they are. */
const text = (cell: StatCell | string | null) =>
  typeof cell === 'number' ? cell.toLocaleString('zh-CN') : (cell ?? '');

/** The ledger's columns, one per evidence item, in the order an inspection reads them. */
const COLUMNS: readonly { key: keyof LedgerRow; header: string; width: number }[] = [
  { key: 'schoolName', header: '学校', width: 24 },
  { key: 'regionName', header: '所在地区', width: 24 },
  { key: 'students', header: '在读学生', width: 10 },
  { key: 'screenedStudents', header: '已测评学生', width: 12 },
  { key: 'warningsOpened', header: '预警新增', width: 10 },
  { key: 'warningsClosed', header: '预警结案', width: 10 },
  { key: 'warningsOverdue', header: '预警超期', width: 10 },
  { key: 'interviewsOnTime', header: '约谈按时', width: 10 },
  { key: 'interviewsLate', header: '约谈逾期', width: 10 },
  { key: 'followupsOnTime', header: '回访按时', width: 10 },
  { key: 'followupsLate', header: '回访逾期', width: 10 },
  { key: 'counsellingHours', header: '咨询时长（小时）', width: 14 },
  { key: 'completeness', header: '台账完整度（%）', width: 14 },
];

/** Items the pack names but no module records yet: said so, never left out silently. */
const NOT_RECORDED = ['心理健康课授课节次', '家长学堂讲座场次'];

const title = (figures: Figures) => `心理健康工作台账（${figures.year}年度）`;

/** The ledger pack as a workbook: the schools' items (suppressed for a region), then the months. */
export async function ledgerWorkbook(figures: Figures, exporter: string): Promise<Buffer> {
  const rows = figures
    .ledgerRows()
    .map((row) => Object.fromEntries(COLUMNS.map((c) => [c.key, text(row[c.key])])));
  const columns: WorkbookColumn[] = COLUMNS.map((c) => ({ key: c.key, header: c.header, width: c.width }));
  return exportWorkbook('台账', title(figures), exporter, rows, columns);
}

const monthRow = (m: MonthAnalysis) => [
  m.month,
  text(m.results),
  text(m.warnings),
  text(m.cases),
  text(m.counsellingHours),
];

/** The ledger pack as a PDF: items per school, what completeness counts, the months, and what is not recorded. */
export function ledgerPdf(figures: Figures): Promise<Buffer> {
  const rows = figures.ledgerRows();
  const blocks: PdfBlock[] = [
    {
      kind: 'paragraph',
      text: `范围：${figures.scope.kind === 'region' ? `地区 ${figures.scope.xzqhDm}，共 ${rows.length} 所学校（小于 5 的数字显示为 <5）` : (rows[0]?.schoolName ?? '本校')}。`,
    },
    { kind: 'heading', text: '台账事项' },
    {
      kind: 'table',
      columns: [
        { title: '学校', width: 3 },
        { title: '已测评', width: 1.2 },
        { title: '预警新增/结案/超期', width: 2.2 },
        { title: '约谈按时/逾期', width: 1.8 },
        { title: '回访按时/逾期', width: 1.8 },
        { title: '咨询小时', width: 1.2 },
        { title: '完整度', width: 1 },
      ],
      rows: rows.map((r) => [
        r.schoolName,
        text(r.screenedStudents),
        `${text(r.warningsOpened)} / ${text(r.warningsClosed)} / ${text(r.warningsOverdue)}`,
        `${text(r.interviewsOnTime)} / ${text(r.interviewsLate)}`,
        `${text(r.followupsOnTime)} / ${text(r.followupsLate)}`,
        text(r.counsellingHours),
        `${r.completeness}%`,
      ]),
    },
    { kind: 'paragraph', text: `完整度计入：${Object.values(LEDGER_ITEMS).join('、')}。` },
    { kind: 'heading', text: '月度情况' },
    {
      kind: 'table',
      columns: [
        { title: '月份', width: 1 },
        { title: '测评人次', width: 1 },
        { title: '预警人次', width: 1 },
        { title: '新建个案', width: 1 },
        { title: '咨询小时', width: 1 },
      ],
      rows: figures.months().map(monthRow),
    },
    { kind: 'paragraph', text: `尚未记录：${NOT_RECORDED.join('、')}（相关模块暂未记录）。` },
  ];
  return renderPdf({ title: title(figures), blocks });
}
