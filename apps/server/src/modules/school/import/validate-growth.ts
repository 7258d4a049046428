import { GROWTH_KINDS, GROWTH_RECORD_KINDS, growthRecordBody, type ImportRowError } from '@xinmiao/shared';
import type { SheetRow } from './read-sheet.ts';

export const GROWTH_COLUMNS = [
  { header: '学号', field: 'studentNo', width: 14 },
  { header: '类型', field: 'kind', width: 10 },
  { header: '名称', field: 'title', width: 30 },
  { header: '级别', field: 'rank', width: 12 },
  { header: '日期', field: 'date', width: 12 },
  { header: '志愿时长（小时）', field: 'hours', width: 16 },
] as const;
const HEADER_OF: Record<string, string> = Object.fromEntries(GROWTH_COLUMNS.map((c) => [c.field, c.header]));
const KIND_OF: Record<string, string> = Object.fromEntries(
  GROWTH_RECORD_KINDS.flatMap((k) => [
    [k, k],
    [GROWTH_KINDS[k], k],
  ]),
);

export type GrowthImportContext = {
  /** The students the importing user reaches: id by 学号. */
  students: ReadonlyMap<string, string>;
};

export type GrowthRow = {
  row: number;
  studentId: string;
  studentNo: string;
  kind: (typeof GROWTH_RECORD_KINDS)[number];
  title: string;
  rank: string;
  date: string;
  hours?: number;
};

/** An Excel date serial (days since 1899-12-30) as YYYY-MM-DD, for 日期 cells typed as plain numbers. */
function excelDate(text: string): string {
  const serial = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || serial < 1 || serial > 80000) return text;
  return new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}

/** Checks every row with the 录入事项 form's rules (`growthRecordBody`) against the students in reach. */
export function validateGrowth(rows: readonly SheetRow[], ctx: GrowthImportContext) {
  const errors: ImportRowError[] = [];
  const valid: GrowthRow[] = [];
  for (const { row, cells } of rows) {
    const cell = (field: string) => (cells[HEADER_OF[field] ?? ''] ?? '').trim();
    const before = errors.length;
    const problem = (field: string, message: string) =>
      errors.push({ row, field: HEADER_OF[field] ?? field, message });
    const studentId = ctx.students.get(cell('studentNo'));
    if (!cell('studentNo')) problem('studentNo', '请填写学号');
    else if (!studentId) problem('studentNo', '未找到该学号的学生（或不在您的管理范围内）');
    const parsed = growthRecordBody.safeParse({
      studentId: studentId ?? '-',
      kind: KIND_OF[cell('kind')] ?? cell('kind'),
      title: cell('title'),
      rank: cell('rank'),
      date: excelDate(cell('date').replaceAll('/', '-')),
      hours: cell('hours') === '' ? undefined : cell('hours'),
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) problem(String(issue.path[0] ?? ''), issue.message);
    if (errors.length === before && parsed.success && studentId) {
      valid.push({
        row,
        studentId,
        studentNo: cell('studentNo'),
        kind: parsed.data.kind,
        title: parsed.data.title,
        rank: parsed.data.rank,
        date: parsed.data.date,
        ...(parsed.data.hours !== undefined ? { hours: parsed.data.hours } : {}),
      });
    }
  }
  return { valid, errors };
}
