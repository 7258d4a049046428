import { describe, expect, it } from 'vitest';
import { readWorkbookRows } from './read-sheet.ts';
import { sampleStudentWorkbook } from './sample-workbook.ts';
import { sheetRows, xmlText } from './sheet-xml.ts';

const entry = (name: string, xml: string) => ({ name, data: Buffer.from(xml) });
const workbook = [
  entry(
    'xl/workbook.xml',
    '<workbook><sheets><sheet name="学生" sheetId="1" r:id="rId3"/></sheets></workbook>',
  ),
  entry(
    'xl/_rels/workbook.xml.rels',
    '<Relationships><Relationship Id="rId3" Type="x" Target="worksheets/data.xml"/></Relationships>',
  ),
  entry(
    'xl/sharedStrings.xml',
    '<sst><si><t>学号</t></si><si><r><t>张</t></r><r><t xml:space="preserve">&amp;三 </t></r></si></sst>',
  ),
];

describe('sheetRows', () => {
  it('reads shared, rich and inline strings, numbers and gaps by column, from the sheet the workbook names', () => {
    const sheet = entry(
      'xl/worksheets/data.xml',
      '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row>' +
        '<row r="3"><c r="A3"><v>2025001</v></c><c r="C3" t="s"><v>1</v></c><c r="D3" t="inlineStr"><is><t>&lt;b&gt;</t></is></c></row>' +
        '<row r="4"/></sheetData></worksheet>',
    );
    expect([...sheetRows([...workbook, sheet])]).toEqual([
      [1, ['学号']],
      [3, ['2025001', '', '张&三', '<b>']],
      [4, []],
    ]);
  });

  it('decodes numeric references and leaves unknown entities as written', () => {
    expect(xmlText('&#20013;&#x6587;&nbsp;')).toBe('中文&nbsp;');
  });

  it('reads what ExcelJS writes, and turns a date-serial 出生日期 into a date', async () => {
    const file = await sampleStudentWorkbook([{ studentNo: 'A1', name: '甲', birthday: 39083 }]);
    const sheet = readWorkbookRows(file);
    expect(sheet).toEqual({
      rows: [{ row: 2, cells: expect.objectContaining({ 学号: 'A1', 姓名: '甲', 出生日期: '2007-01-01' }) }],
    });
  });

  it('refuses a file that is not a zip', () => {
    expect(readWorkbookRows(Buffer.from('学号,姓名\n1,2'))).toEqual({
      error: '文件内容不是有效的 .xlsx（Excel 工作簿是 zip 压缩包），请确认没有只改扩展名',
    });
  });
});
