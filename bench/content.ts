// Untrusted content: the announcement sanitizer on 200 kB worst cases, the .xlsx zip guard on a
// hostile archive and a real workbook (time and the process's peak RSS), and custom scale
// definitions at the size caps (parse once, then from the cache). Figures are printed, never asserted.
import { performance } from 'node:perf_hooks';
import { CUSTOM_SCALE_LIMITS as L, ScaleInputError } from '@xinmiao/scales';
import ExcelJS from 'exceljs';
import { AppError } from '../apps/server/src/core/errors.ts';
import { parseWorkbook } from '../apps/server/src/core/spreadsheet/pool.ts';
import { zipOf } from '../apps/server/src/core/spreadsheet/test/zip.ts';
import { SMALL_SHEET, XLSX_ZIP_LIMITS } from '../apps/server/src/core/spreadsheet/upload-kind.ts';
import { checkZip } from '../apps/server/src/core/spreadsheet/zip-guard.ts';
import { MAX_NESTING, sanitizeHtml } from '../apps/server/src/modules/announcement/sanitize-html.ts';
import { definitionCache } from '../apps/server/src/modules/scales/definitions.ts';

const MB = 1024 * 1024;
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
const ms = (start: number) => `${(performance.now() - start).toFixed(1)} ms`;

function time<T>(label: string, run: () => T): T {
  const start = performance.now();
  const out = run();
  console.log(`${label.padEnd(58)} ${ms(start).padStart(10)}   peak RSS ${peakMb()} MB`);
  return out;
}

async function timeAsync<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const out = await run();
  console.log(`${label.padEnd(58)} ${ms(start).padStart(10)}   peak RSS ${peakMb()} MB`);
  return out;
}

function sanitizeOrRefuse(html: string): string {
  try {
    return `${sanitizeHtml(html).length} chars out`;
  } catch (e) {
    if (e instanceof AppError) return 'refused';
    throw e;
  }
}

function sanitizer(): void {
  console.log('--- announcement sanitizer (sanitize-html + nesting pre-check), 200 kB inputs');
  const row = '<tr><td>第1行</td><td><a href="https://example.com">链接</a></td></tr>';
  const cases: [string, string][] = [
    ['100,000 × "<a"', '<a'.repeat(100_000)],
    ['66,000 nested <b> (refused)', '<b>'.repeat(66_000)],
    [
      `${MAX_NESTING} open <i> + 50,000 unmatched </b>`,
      `${'<i>'.repeat(MAX_NESTING)}${'</b>'.repeat(50_000)}`,
    ],
    ['22,000 × unclosed <a href="', '<a href="'.repeat(22_000)],
    ['flat table, 200 kB', `<table>${row.repeat(200_000 / row.length)}</table>`],
  ];
  for (const [label, html] of cases) {
    const outcome = time(label, () => sanitizeOrRefuse(html));
    console.log(`  → ${outcome}`);
  }
}

async function zipGuard(): Promise<void> {
  console.log('--- .xlsx zip guard (limits of the item-bank upload)');
  const inflated = Buffer.alloc(MB);
  const entries = Array.from({ length: 1000 }, (_, i) => ({
    name: `xl/media/image${i}.png`,
    data: inflated,
  }));
  const hostile = zipOf(entries, { announced: 1 });
  const verdict = time(`hostile ${(hostile.length / MB).toFixed(2)} MB, announces 1 of 1000 × 1 MB`, () =>
    checkZip(hostile, XLSX_ZIP_LIMITS),
  );
  console.log(`  → ${'problem' in verdict ? verdict.problem : 'accepted'}`);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('题库');
  sheet.addRow(['题号', '题目', '选项1', '选项2', '选项3', '选项4']);
  for (let n = 1; n <= 1000; n++)
    sheet.addRow([n, `第${n}题：${'最近一周的感受'.repeat(6)}`, '没有', '很轻', '中等', '偏重']);
  const book = Buffer.from(await workbook.xlsx.writeBuffer());
  const checked = time(`1,000-item workbook ${(book.length / 1024).toFixed(0)} kB: checkZip`, () =>
    checkZip(book, XLSX_ZIP_LIMITS),
  );
  if ('entries' in checked) {
    // The first job of the pool also starts its thread.
    await parseWorkbook(book, SMALL_SHEET);
    const rows = await timeAsync('  first sheet in the spreadsheet pool (check + stream parse)', () =>
      parseWorkbook(book, SMALL_SHEET),
    );
    console.log(`  → ${'rows' in rows ? `${rows.rows.length} rows` : rows.error}`);
    const rowXml = (n: number) => `<row r="${n}"><c r="A${n}"><v>${n}</v></c></row>`;
    let xml = '';
    for (let n = 1; xml.length < XLSX_ZIP_LIMITS.maxEntryBytes - 200; n++) xml += rowXml(n);
    const sheetXml = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${xml}</sheetData></worksheet>`,
    );
    const swollen = checked.entries.map((e) =>
      e.name === 'xl/worksheets/sheet1.xml' ? { name: e.name, data: sheetXml } : e,
    );
    const worst = await timeAsync(
      `  sheet XML at the per-entry cap (${(sheetXml.length / MB).toFixed(1)} MB of rows)`,
      () => parseWorkbook(zipOf(swollen), SMALL_SHEET),
    );
    console.log(`  → ${'rows' in worst ? `${worst.rows.length} rows` : worst.error}`);
  }
}

function customScales(): void {
  console.log('--- custom scale definitions');
  const rule = (i: number) => ({
    id: `R${i}`,
    description: `总分规则 ${i}`,
    level: 1,
    when: { metric: { kind: 'total' }, op: '>=', value: i },
  });
  const base = {
    code: 'BENCH',
    name: '基准量表',
    options: Array.from({ length: L.options }, (_, i) => ({ label: `选项${i + 1}`, score: i })),
    dimensions: Array.from({ length: L.dimensions }, (_, i) => ({ name: `维度${i}` })),
  };
  const items = Array.from({ length: L.items }, (_, i) => ({
    number: i + 1,
    text: `第${i + 1}题：${'题目文字'.repeat(40)}`,
    dimension: `维度${i % L.dimensions}`,
  }));
  const atCaps = { ...base, items, warnings: Array.from({ length: L.warnings }, (_, i) => rule(i)) };
  const huge = { ...base, items, warnings: Array.from({ length: 60_000 }, (_, i) => rule(i)) };
  const key = { tenant: 1, scale: 'BENCH', version: '1.0', revision: 'r1' };
  const kb = (v: unknown) => `${Math.round(Buffer.byteLength(JSON.stringify(v)) / 1024)} kB`;
  time(`at the caps (${kb(atCaps)}): first parse`, () => definitionCache.customScale(key, atCaps));
  time('  same key again (cache hit)', () => definitionCache.customScale(key, atCaps));
  time(`60,000 warning rules (${kb(huge)}): refused before the schema`, () => {
    try {
      definitionCache.customScale({ ...key, revision: 'r2' }, huge);
    } catch (e) {
      if (!(e instanceof ScaleInputError)) throw e;
    }
  });
}

console.log(`baseline peak RSS ${peakMb()} MB`);
sanitizer();
await zipGuard();
customScales();
