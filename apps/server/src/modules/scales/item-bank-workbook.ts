import { ITEM_BANK_TITLE_ROWS, itemBankTemplateRows, type ScaleVersion } from '@xinmiao/scales';
import ExcelJS from 'exceljs';

const NOTE =
  '只改「题目」和「选项」列的文字；题号、题数和每题选项个数不能改，选项列全部留空则沿用内置选项文字。保存为 .xlsx 后在量表库“导入题库”中上传。';

/**
 * The .xlsx a school fills in with its licensed wording: a title row, a note row (the two title rows
 * `parseItemBankRows` skips), then the header and one row per item with the current wording.
 */
export async function itemBankWorkbook(name: string, v: ScaleVersion): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('题库');
  const rows = itemBankTemplateRows(v);
  const width = rows[0]?.length ?? 2;
  const titles = [`${name}（${v.code}）题库 · 版本 ${v.version} · 共 ${v.items.length} 题`, NOTE];
  titles.forEach((text, i) => {
    sheet.addRow([text]);
    sheet.mergeCells(i + 1, 1, i + 1, width);
  });
  sheet.getRow(1).font = { bold: true, size: 14 };
  sheet.getRow(2).alignment = { wrapText: true, vertical: 'top' };
  sheet.getRow(2).height = 36;
  sheet.addRows(rows);
  const header = sheet.getRow(ITEM_BANK_TITLE_ROWS + 1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F4FF' } };
  sheet.columns.forEach((column, i) => {
    column.width = i === 0 ? 8 : i === 1 ? 60 : 18;
  });
  sheet.views = [{ state: 'frozen', ySplit: ITEM_BANK_TITLE_ROWS + 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
