import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { SpreadsheetPool } from '../../core/spreadsheet/pool.ts';
import { SMALL_SHEET } from '../../core/spreadsheet/upload-kind.ts';
import type { CheckedUserRow } from './import-worker.ts';

// Issue 19: a user list's rows were shaped and checked on the event loop after the pool's parse.
const pool = new SpreadsheetPool({ threads: 1, queue: 2, jobMs: 30_000, heapMb: 256 });
afterAll(() => pool.close());

async function workbook(rows: string[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(['用户信息']);
  sheet.addRow(['登录账号', '真实姓名', '性别', '手机号码', '初始密码']);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const task = (max: number) => ({
  worker: new URL('./import-worker.ts', import.meta.url),
  name: 'userRows',
  input: { max, tooMany: '太多' },
  isResult: (v: unknown): v is { rows: CheckedUserRow[] } =>
    typeof v === 'object' && v !== null && 'rows' in v,
});

describe('user import rows in the spreadsheet pool', () => {
  it("shapes the rows by header and checks each row's own fields in the pool thread", async () => {
    const file = await workbook([
      ['teacher01', '王老师', '男', '13900000001', 'Teach2024a'],
      ['ab', '', '未知', '123', '12345678'],
    ]);
    const checked = await pool.run(file, SMALL_SHEET, task(10));
    if ('error' in checked) throw new Error(checked.error);
    expect(checked.rows.map((r) => [r.line, r.values.username, r.reasons.length > 0])).toEqual([
      [3, 'teacher01', false],
      [4, 'ab', true],
    ]);
    expect(checked.rows[1]?.reasons.join('；')).toContain('真实姓名：请输入用户姓名');
  });

  it('refuses a list over the cap in the pool too', async () => {
    const file = await workbook(
      Array.from({ length: 3 }, (_, i) => [`user${i}00`, '甲', '', '', 'Teach2024a']),
    );
    expect(await pool.run(file, SMALL_SHEET, task(2))).toEqual({ error: '太多' });
  });
});
