import {
  type ImportRowError,
  STUDENT_STATUS,
  STUDENT_TYPES,
  type StudentFields,
  studentFields,
} from '@xinmiao/shared';
import { STUDENT_COLUMNS } from '../student-sheet.ts';
import type { SheetRow } from './read-sheet.ts';

export type ClassRef = { id: string; orgCode: string };

export type ImportContext = {
  /** Class by its path (`计算机学院 / 2023级 / 2023级1班`) and, when unique, by its bare name. */
  classes: ReadonlyMap<string, ClassRef>;
  /** Classes the importing user may place students in. */
  reachableClassIds: ReadonlySet<string>;
  /** 学号 already in the school that the importing user cannot see (never updated by them). */
  hiddenStudentNos: ReadonlySet<string>;
};

export type ValidRow = { row: number; values: StudentFields & { orgCode: string } };

const HEADER_OF = Object.fromEntries(STUDENT_COLUMNS.map((c) => [c.field, c.header])) as Record<
  string,
  string
>;
const SEX: Record<string, string> = { 男: '1', 女: '2', '1': '1', '2': '2' };
const codeOf = (map: Record<string, string>, text: string): string | undefined =>
  text === ''
    ? undefined
    : Object.hasOwn(map, text)
      ? text
      : Object.entries(map).find(([, label]) => label === text)?.[0];

/**
 * Checks every row with the same rules as the form (`studentFields`), resolves classes and codes,
 * and reports each bad row by spreadsheet row number and column header.
 */
export function validateStudents(rows: readonly SheetRow[], ctx: ImportContext) {
  const valid: ValidRow[] = [];
  const errors: ImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of rows) {
    const cell = (field: string) => cells[HEADER_OF[field] ?? ''] ?? '';
    const rowErrors: ImportRowError[] = [];
    const problem = (field: string, message: string) =>
      rowErrors.push({ row, field: HEADER_OF[field] ?? field, message });
    const klass = ctx.classes.get(cell('classPath'));
    if (!klass) problem('classPath', cell('classPath') ? '班级不存在，请按模板“班级”表填写' : '请选择班级');
    else if (!ctx.reachableClassIds.has(klass.id)) problem('classPath', '无权导入到该班级');
    const sex = SEX[cell('sex')];
    if (cell('sex') && !sex) problem('sex', '性别请填写男或女');
    const studentType = codeOf(STUDENT_TYPES, cell('studentType'));
    if (cell('studentType') && !studentType) problem('studentType', '学生类型不正确');
    const studentStatus = codeOf(STUDENT_STATUS, cell('studentStatus'));
    if (cell('studentStatus') && !studentStatus) problem('studentStatus', '学籍状态不正确');
    const parsed = studentFields.safeParse({
      studentNo: cell('studentNo'),
      name: cell('name'),
      sex,
      birthday: cell('birthday'),
      idCard: cell('idCard'),
      phone: cell('phone'),
      classId: klass?.id ?? '-',
      enrolYear: cell('enrolYear') || undefined,
      studentType,
      studentStatus,
      guardianName: cell('guardianName'),
      guardianPhone: cell('guardianPhone'),
      guardianRelation: cell('guardianRelation'),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problem(String(issue.path[0] ?? ''), issue.message);
    }
    const studentNo = cell('studentNo');
    const earlier = firstRowOf.get(studentNo);
    if (studentNo && earlier !== undefined) problem('studentNo', `学号与第 ${earlier} 行重复`);
    else if (studentNo) firstRowOf.set(studentNo, row);
    if (ctx.hiddenStudentNos.has(studentNo)) problem('studentNo', '学号已存在');
    if (rowErrors.length > 0 || !parsed.success || !klass) errors.push(...rowErrors);
    else valid.push({ row, values: { ...parsed.data, orgCode: klass.orgCode } });
  }
  return { valid, errors };
}
