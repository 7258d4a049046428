import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { clickUntil } from './support/click-until.ts';
import { setupProduct } from './support/product.ts';
import { signInConsole } from './support/sign-in.ts';

const product = setupProduct();

const ROWS = 1_000;
/** The demo seed's own 心理委员周报 rows, there before the import. */
const SEEDED = 4;

/** A 心理委员周报 workbook of `ROWS` weeks, headed by the form's labels; `badAt` leaves 班级 empty. */
async function weeklyWorkbook(name: string, badAt?: number): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('心理委员周报');
  sheet.addRow(['班级', '心理委员', '周次（周一）', '班级情绪', '本周概况']);
  for (let i = 0; i < ROWS; i += 1) {
    const className = i === badAt ? '' : `导入${String(i).padStart(4, '0')}班`;
    sheet.addRow([className, `委员${i}`, '2026-11-02', '平稳', '']);
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'xm-weekly-')), name);
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

describe('表单数据 导入 of 1,000 rows in Chromium', () => {
  it('a centre admin imports 1,000 weekly reports through the menus; a file with one bad row is refused whole, the row named', async () => {
    const { browser, server } = product;
    const page = await signInConsole(browser, server.url, 'admin');
    const menu = page.getByRole('menu').first();
    await clickUntil(menu.getByText('系统管理'), menu.getByText('表单开发'));
    await clickUntil(menu.getByText('表单开发'), page.getByRole('cell', { name: '心理委员周报' }));
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '心理委员周报' }) });
    const drawer = page.locator('.ant-drawer').filter({ hasText: '心理委员周报 · 数据' });
    await clickUntil(row.getByText('数据', { exact: true }), drawer.getByRole('button', { name: /导\s*入/ }));
    // The seeded weeks are listed (one page: no total shown yet).
    await expect
      .poll(() => drawer.locator('.ant-table-tbody .ant-table-row').count(), { timeout: 30_000 })
      .toBe(SEEDED);

    // 1,000 good rows: all written, the list counts them.
    const dialog = page.locator('.ant-modal').filter({ hasText: '导入心理委员周报' });
    await clickUntil(
      drawer.getByRole('button', { name: /导\s*入/ }),
      dialog.getByRole('button', { name: '开始导入' }),
    );
    await dialog.locator('input[type=file]').setInputFiles(await weeklyWorkbook('周报1000行.xlsx'));
    // One click: the import takes a while under load, and a second click would import again.
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await drawer.getByText(`共 ${SEEDED + ROWS} 条`).waitFor({ timeout: 120_000 });
    await screenshot(page, 'online-import-1000', { fullPage: false });

    // The same size with one bad row (data line 501, sheet row 502): nothing is written, the row is named.
    await clickUntil(
      drawer.getByRole('button', { name: /导\s*入/ }),
      dialog.getByRole('button', { name: '开始导入' }),
    );
    await dialog.locator('input[type=file]').setInputFiles(await weeklyWorkbook('周报有误.xlsx', 500));
    const refused = dialog.getByText(`文件导入失败：${ROWS} 行中有 1 行数据有误，未导入任何数据`);
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await refused.waitFor({ timeout: 120_000 });
    await screenshot(page, 'online-import-refused', { fullPage: false });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByText('下载错误数据').click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(readFileSync(await download.path())).buffer);
    const reasons: string[] = [];
    book.worksheets[0]?.eachRow((r) => {
      const cells = (r.values as unknown[])
        .slice(1)
        .map((v) => (v === null || v === undefined ? '' : String(v)));
      reasons.push(`${cells.at(-2)}|${cells.at(-1)}`);
    });
    expect(reasons.filter((r) => r.includes('请输入班级'))).toEqual(['502|请输入班级']);
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await drawer.getByText(`共 ${SEEDED + ROWS} 条`).waitFor();
    await page.context().close();
  });
});
