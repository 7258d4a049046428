import type { ImportRowError } from '@xinmiao/shared';
import ExcelJS from 'exceljs';
import { STUDENT_COLUMNS } from '../student-sheet.ts';
import type { SheetRow } from './read-sheet.ts';

export const workbookBuffer = async (workbook: ExcelJS.Workbook): Promise<Buffer> =>
  Buffer.from(await workbook.xlsx.writeBuffer());

/** The import template: the student sheet with one example row, the class names to use, and the rules. */
export async function studentTemplate(classPaths: readonly string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生');
  sheet.columns = STUDENT_COLUMNS.map((c) => ({ header: c.header, key: c.field, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    studentNo: '20250001',
    name: '张三',
    sex: '男',
    birthday: '2007-09-01',
    idCard: '',
    phone: '',
    classPath: classPaths[0] ?? '',
    enrolYear: 2025,
    studentType: '本科生',
    studentStatus: '在读',
  });
  const classes = workbook.addWorksheet('班级');
  classes.columns = [{ header: '班级（复制到“学生”表的班级列）', key: 'path', width: 40 }];
  for (const path of classPaths) classes.addRow({ path });
  const notes = workbook.addWorksheet('说明');
  notes.columns = [{ header: '填写说明', key: 'text', width: 90 }];
  for (const text of [
    '学号、姓名、班级必填；学号只能是20位以内的英文字符和数字，同一学校内唯一。',
    '已存在的学号会更新该学生的信息（不会改变班级，转班请在学生管理中操作）。',
    '性别填写男或女；出生日期格式 YYYY-MM-DD；身份证号为18位或15位；手机号为11位。',
    '学生类型：本科生、专科生、研究生、中小学生；学籍状态：在读、休学、退学。',
  ]) {
    notes.addRow({ text });
  }
  return workbookBuffer(workbook);
}

/** The rows that failed, as uploaded, each with its problems in a last column 错误说明 (red). */
export async function errorWorkbook(
  columns: readonly { header: string; width: number }[],
  rows: readonly SheetRow[],
  errors: readonly ImportRowError[],
): Promise<Buffer> {
  const byRow = new Map<number, string[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), `${e.field}：${e.message}`]);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('错误数据');
  sheet.columns = [
    { header: '行号', key: '__row', width: 8 },
    ...columns.map((c) => ({ header: c.header, key: c.header, width: c.width })),
    { header: '错误说明', key: '__errors', width: 60 },
  ];
  for (const { row, cells } of rows) {
    const problems = byRow.get(row);
    if (!problems) continue;
    const added = sheet.addRow({ ...cells, __row: row, __errors: problems.join('；') });
    added.getCell('__errors').font = { color: { argb: 'FFFF0000' } };
  }
  return workbookBuffer(workbook);
}
