import ExcelJS from 'exceljs';
import { STUDENT_COLUMNS, type StudentColumn } from '../student-sheet.ts';

export type SampleRow = Partial<Record<StudentColumn, string | number>>;

/** A student workbook in the template's layout, for tests and the import bench. */
export async function sampleStudentWorkbook(rows: Iterable<SampleRow>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生');
  sheet.addRow(STUDENT_COLUMNS.map((c) => c.header));
  for (const row of rows) sheet.addRow(STUDENT_COLUMNS.map((c) => row[c.field] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
