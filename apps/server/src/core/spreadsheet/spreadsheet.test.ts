import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { SheetLimits } from './limits.ts';
import { SpreadsheetMsg } from './messages.ts';
import { parseWorkbook, SpreadsheetPool } from './pool.ts';
import { workbookZip, worksheet } from './test/workbook-zip.ts';

const MB = 1024 * 1024;
const LIMITS: SheetLimits = {
  zip: {
    maxEntries: 50,
    maxEntryBytes: 8 * MB,
    maxUnpackedBytes: 16 * MB,
    maxRatio: 100,
    ratioFloorBytes: MB,
  },
  maxRows: 1000,
  maxColumns: 20,
  maxSharedStrings: 5000,
  maxCellChars: 1000,
  tooManyRows: '工作表不能超过 1000 行',
};

const parse = async (file: Buffer, limits = LIMITS) => parseWorkbook(file, limits);
const errorOf = async (file: Buffer, limits = LIMITS) => {
  const result = await parse(file, limits);
  return 'error' in result ? result.error : `read ${result.rows.length} rows`;
};
const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

describe('the spreadsheet reader reads what spreadsheet programs write', () => {
  it('shared, rich and inline strings, numbers, dates, booleans and gaps, by row and column', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('学生');
    sheet.addRow(['学号', '出生日期', '在读', '分数', '备注']);
    sheet.addRow([
      ' 2025001 ',
      new Date(Date.UTC(2007, 8, 1)),
      true,
      92.5,
      { richText: [{ text: '张' }, { text: '&三' }] },
    ]);
    sheet.getCell('E4').value = '<b>';
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await parse(file)).toEqual({
      rows: [
        { row: 1, cells: ['学号', '出生日期', '在读', '分数', '备注'] },
        { row: 2, cells: ['2025001', '2007-09-01', 'TRUE', '92.5', '张&三'] },
        { row: 4, cells: ['', '', '', '', '<b>'] },
      ],
    });
  });

  it('inline strings without phonetic runs, prefixed tags, cells without references', async () => {
    const xml =
      '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
      '<x:row r="2"><x:c t="inlineStr"><x:is><x:t>汉字</x:t><x:rPh><x:t>かんじ</x:t></x:rPh></x:is></x:c><x:c><x:v>7</x:v></x:c></x:row>' +
      '</x:sheetData></x:worksheet>';
    expect(await parse(await workbookZip(xml))).toEqual({ rows: [{ row: 2, cells: ['汉字', '7'] }] });
  });

  it('refuses a file that is not a zip', async () => {
    expect(await errorOf(Buffer.from('学号,姓名\n1,2'))).toBe(SpreadsheetMsg.notXlsx);
  });
});

describe('hostile workbooks are refused with a Chinese message before anything is sized by them', () => {
  it('a cell reference far beyond the last column (r="ZZZZZZ")', async () => {
    for (const ref of ['ZZZZZZ', 'ZZZZZZ1', 'XFD1048576', 'U1']) {
      const file = await workbookZip(worksheet(`<row r="1">${cell(ref, 'x')}</row>`));
      expect(await errorOf(file)).toBe(SpreadsheetMsg.columnBeyond(ref, 20));
    }
  });

  it('a row number far beyond the last row, on a row or on a reference', async () => {
    const huge = await workbookZip(worksheet(`<row r="2147483647">${cell('A2147483647', 'x')}</row>`));
    expect(await errorOf(huge)).toBe(SpreadsheetMsg.rowBeyond('2147483647', 1000));
    const text = await workbookZip(worksheet(`<row r="1e9">${cell('A1', 'x')}</row>`));
    expect(await errorOf(text)).toBe(SpreadsheetMsg.badReference('1e9'));
  });

  it('more rows than allowed, each one well-formed', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `<row>${cell('A1', String(i))}</row>`).join('');
    expect(await errorOf(await workbookZip(worksheet(rows)))).toBe('工作表不能超过 1000 行');
  });

  it('200,000 unclosed <row> and <si> tags', async () => {
    // Varied numbers, so the archive is not refused for its compression ratio before the XML is read.
    const unclosed = (open: string) => Array.from({ length: 200_000 }, (_, i) => `${open}${i}`).join('');
    const rows = await workbookZip(worksheet(unclosed('<row><c><v>')));
    expect(await errorOf(rows)).toBe(SpreadsheetMsg.tooHeavy);
    const strings = await workbookZip(
      worksheet(`<row r="1"><c r="A1" t="s"><v>0</v></c></row>`),
      `<sst>${unclosed('<si><t>')}</sst>`,
    );
    expect(await errorOf(strings)).toBe(SpreadsheetMsg.tooHeavy);
  });

  it('a zip bomb: a small archive whose sheet unpacks to 32 MB', async () => {
    const file = await workbookZip(worksheet('<row/>'.repeat((32 * MB) / 6)));
    expect(file.length).toBeLessThan(MB);
    expect(await errorOf(file)).toBe(SpreadsheetMsg.tooBig);
  });

  it('a shared-string flood, and one shared string or cell longer than allowed', async () => {
    const flood = Array.from({ length: 20_000 }, (_, i) => `<si><t>${i}</t></si>`).join('');
    const sheet = worksheet(`<row r="1"><c r="A1" t="s"><v>0</v></c></row>`);
    expect(await errorOf(await workbookZip(sheet, `<sst>${flood}</sst>`))).toBe(
      SpreadsheetMsg.tooManyStrings(5000),
    );
    const long = `<sst><si><t>${'长'.repeat(1001)}</t></si></sst>`;
    expect(await errorOf(await workbookZip(sheet, long))).toBe(SpreadsheetMsg.sharedTooLong(1000));
    const longCell = worksheet(`<row r="3">${cell('B3', 'x'.repeat(1001))}</row>`);
    expect(await errorOf(await workbookZip(longCell))).toBe(SpreadsheetMsg.cellTooLong(3, 1000));
  });
});

describe('the parsing pool', () => {
  const rows = (n: number) =>
    Array.from(
      { length: n },
      (_, i) => `<row r="${i + 1}">${cell('A1', `第${i}行`)}${cell('B1', '文字')}</row>`,
    );
  const roomy: SheetLimits = {
    ...LIMITS,
    zip: { ...LIMITS.zip, maxEntryBytes: 64 * MB, maxUnpackedBytes: 64 * MB, maxRatio: 10_000 },
    maxRows: 200_000,
  };
  const small = new SpreadsheetPool({ threads: 1, queue: 1, jobMs: 60_000, heapMb: 16 });
  afterAll(() => small.close());

  it('ends a job over its heap cap with a Chinese message and parses the next one on a fresh thread', async () => {
    const big = await workbookZip(worksheet(rows(150_000).join('')));
    expect(await small.parse(big, roomy)).toEqual({ error: SpreadsheetMsg.tooHeavy });
    const fine = await workbookZip(worksheet(rows(2).join('')));
    expect(await small.parse(fine, roomy)).toMatchObject({ rows: [{ row: 1 }, { row: 2 }] });
  });

  it('answers "busy" at once when its queue is full, and each job in turn otherwise', async () => {
    const fine = await workbookZip(worksheet(rows(2).join('')));
    const jobs = [small.parse(fine, roomy), small.parse(fine, roomy), small.parse(fine, roomy)];
    const answers = await Promise.all(jobs);
    expect(answers.filter((a) => 'error' in a && a.error === SpreadsheetMsg.busy)).toHaveLength(1);
    expect(answers.filter((a) => 'rows' in a)).toHaveLength(2);
  });

  it("runs a task's work on the parsed rows in the pool thread, never on the event loop", async () => {
    const fine = await workbookZip(worksheet(rows(3).join('')));
    const task = {
      worker: new URL('./test/thread-task.ts', import.meta.url),
      name: 'whereRun',
      input: null,
      isResult: (v: unknown): v is { mainThread: boolean; lines: number } =>
        typeof v === 'object' && v !== null && 'mainThread' in v,
    };
    expect(await small.run(fine, roomy, task)).toEqual({ mainThread: false, lines: 3 });
    // A bad workbook never reaches the task: the parse's own message comes back.
    expect(await small.run(new Uint8Array([1, 2, 3]), roomy, task)).toEqual({
      error: SpreadsheetMsg.notXlsx,
    });
  });

  it('ends a job over its time cap with a Chinese message', async () => {
    const hurried = new SpreadsheetPool({ threads: 1, queue: 1, jobMs: 1, heapMb: 64 });
    const file = await workbookZip(worksheet(rows(2).join('')));
    expect(await hurried.parse(file, roomy)).toEqual({ error: SpreadsheetMsg.tooHeavy });
    await hurried.close();
  });
});
