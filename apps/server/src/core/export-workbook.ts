import ExcelJS from 'exceljs';

export type WorkbookColumn = { key: string; header: string; width: number };

/**
 * An .xlsx in JeecgBoot's export layout (AutoPoi): the title row, the "导出人" row, the header row,
 * then one row per record. JeecgBoot's imports skip the first two rows, so an export imports back.
 */
export async function exportWorkbook(
  sheetName: string,
  title: string,
  exporter: string,
  rows: readonly Partial<Record<string, string>>[],
  columns: readonly WorkbookColumn[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([title]);
  sheet.addRow([`导出人:${exporter}`]);
  sheet.addRow(columns.map((c) => c.header)).font = { bold: true };
  columns.forEach((c, i) => {
    sheet.getColumn(i + 1).width = c.width;
  });
  for (const row of rows) sheet.addRow(columns.map((c) => row[c.key] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
