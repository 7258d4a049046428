import type { ImportJob, ImportPreview } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpreadsheetMsg } from '../../../core/spreadsheet/messages.ts';
import { spreadsheetPool } from '../../../core/spreadsheet/pool.ts';
import { workbookZip, worksheet } from '../../../core/spreadsheet/test/workbook-zip.ts';
import { grantToRole } from '../../../test/grant.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { schoolSession } from '../test-support.ts';
import { importSettled } from './import-runner.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;

beforeAll(async () => {
  t = await createTestApp();
  // A class teacher holding the import permissions: any such holder could send these files.
  await grantToRole(t, 1000, 'banzhuren', ['school:student:import', 'school:teacher:import']);
  s = await schoolSession(t, ['admin', 'banzhuren', 'zhongxue']);
});
afterAll(() => t.close());

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
/** `r="ZZZZZZ"`: the old reader sized a row array by it (2.1 GB) and stalled every school. */
const farColumn = () =>
  workbookZip(worksheet(`<row r="1">${inline('A1', '学号')}${inline('ZZZZZZ', 'x')}</row>`));

function post(url: string, who: string, parts: readonly Part[]) {
  const { payload, contentType } = multipart(parts);
  return t.call({
    method: 'POST',
    url: `/jeecg-boot${url}`,
    headers: { ...s.headers(who), 'content-type': contentType },
    payload,
  });
}
const fileParts = (data: Uint8Array, filename = 'x.xlsx'): Part[] => [{ name: 'file', filename, data }];

describe('every import refuses a hostile workbook with a Chinese message', () => {
  it('student preview, staff background job, user import and item bank', async () => {
    const far = SpreadsheetMsg.columnBeyond('ZZZZZZ', 64);
    const preview = await post('/school/student/importPreview', 'banzhuren', fileParts(await farColumn()));
    expect(preview.body).toMatchObject({ success: false, message: far });

    const unclosed = Array.from({ length: 100_000 }, (_, i) => `<row><c><v>${i}</v>`).join('');
    const started = await post('/school/staff/importExcel', 'banzhuren', [
      { name: 'allOrNothing', value: '1' },
      ...fileParts(await workbookZip(worksheet(unclosed))),
    ]);
    const { jobId } = started.body.result as { jobId: string };
    await importSettled(jobId);
    const job = (await s.get(`/school/staff/importStatus?id=${jobId}`, 'banzhuren')).body.result as ImportJob;
    expect(job).toMatchObject({ status: 'failed', message: SpreadsheetMsg.tooHeavy });

    const users = await post('/sys/user/importExcel', 'admin', fileParts(await farColumn()));
    expect(users.body).toMatchObject({ success: false, message: SpreadsheetMsg.columnBeyond('ZZZZZZ', 30) });

    const flood = Array.from({ length: 60_000 }, (_, i) => `<si><t>${i}</t></si>`).join('');
    const bank = await post('/saas/devEvalTableinfo/importItemsFile', 'admin', [
      { name: 'scaleCode', value: 'GAD7' },
      ...fileParts(await workbookZip(worksheet('<row r="1"/>'), `<sst>${flood}</sst>`)),
    ]);
    expect(bank.body.result).toMatchObject({
      errors: [{ row: null, field: '(file)', message: SpreadsheetMsg.tooManyStrings(50_000) }],
    });
  });
});

describe('the event loop never waits on a workbook', () => {
  it("another school's call is answered while a 100,000-row preview is parsed and validated", async () => {
    const rows = Array.from(
      { length: 100_000 },
      (_, i) =>
        `<row r="${i + 2}">${inline(`A${i + 2}`, `S${i}`)}${inline(`B${i + 2}`, `学生${i}`)}${inline(`G${i + 2}`, '计算机学院 / 2023级 / 2023级1班')}</row>`,
    );
    const header = `<row r="1">${inline('A1', '学号')}${inline('B1', '姓名')}${inline('G1', '班级')}</row>`;
    const file = await workbookZip(worksheet(header + rows.join('')));
    const events: string[] = [];
    const preview = post('/school/student/importPreview', 'banzhuren', fileParts(file)).then((reply) => {
      events.push('preview answered');
      return reply;
    });
    // Wait (without a clock) until the workbook is in the parsing pool, then ask as another school.
    while (spreadsheetPool().inFlight === 0) await new Promise((resolve) => setImmediate(resolve));
    const other = await s.get('/sys/user/getUserInfo', 'zhongxue');
    events.push('other school answered');
    expect(other.body.success).toBe(true);
    const answered = await preview;
    expect(events).toEqual(['other school answered', 'preview answered']);
    // Validation happened inside that pool job: every row was checked, and only the preview came back.
    expect(answered.body.result as ImportPreview).toMatchObject({
      total: 100_000,
      valid: 100_000,
      errors: [],
    });
    expect((answered.body.result as ImportPreview).rows).toHaveLength(20);
  });
});
