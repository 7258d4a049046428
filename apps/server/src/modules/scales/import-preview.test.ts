import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportItemsResult, ScaleDetail, ScorePreview } from '@xinmiao/shared';
import { ScaleMsg } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalScaleVersion } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Caller, caller, customDefinition, LIB } from './test/scales-fixture.ts';

const SAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/scales/samples/item-bank-sample.json',
);

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t, await t.login('admin'));
});
afterAll(() => t.close());

const sampleBank = (): { scale: string; version: string; items: { number: number; text: string }[] } =>
  JSON.parse(readFileSync(SAMPLE, 'utf8'));

describe('POST /saas/devEvalTableinfo/importItems', () => {
  it('reports every row error and imports nothing', async () => {
    const bank = sampleBank();
    bank.items[2] = { number: 3, text: '' };
    bank.items[4] = { number: 9, text: '题目' };
    const body = await admin.post(`${LIB}/importItems`, bank);
    expect(body).toMatchObject({ success: false, code: 500 });
    expect(body.message).toContain(ScaleMsg.importFailed);
    const result = body.result as ImportItemsResult;
    expect(result.imported).toBe(0);
    expect(result.errors.map((e) => e.row)).toEqual(expect.arrayContaining([3, 5]));
    expect(await t.db.select().from(evalScaleVersion)).toHaveLength(0);
  });

  it('reports a whole-file error for an unknown scale', async () => {
    const body = await admin.post(`${LIB}/importItems`, { ...sampleBank(), scale: 'NOPE' });
    const result = body.result as ImportItemsResult;
    expect(body.success).toBe(false);
    expect(result.errors[0]).toMatchObject({ row: null, field: 'scale' });
  });

  it('imports the sample bank as a new version whose wording the detail shows once enabled', async () => {
    const body = await admin.post(`${LIB}/importItems`, sampleBank());
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.result).toEqual({ version: '1.0-题库1', imported: 20, errors: [] });
    const inactive = (await admin.get(`${LIB}/queryById?id=SDS`)).result as ScaleDetail;
    expect(inactive.currentVersion).toBe('1.0');
    expect(inactive.versions.map((v) => [v.version, v.current])).toEqual([
      ['1.0', true],
      ['1.0-题库1', false],
    ]);
    await admin.post(`${LIB}/enableVersion`, { id: 'SDS', version: '1.0-题库1' });
    const d = (await admin.get(`${LIB}/queryById?id=SDS`)).result as ScaleDetail;
    expect(d.currentVersion).toBe('1.0-题库1');
    expect(d.items[0]?.text).toBe(sampleBank().items[0]?.text);
    expect(d.items[1]?.options.map((o) => o.score)).toEqual([4, 3, 2, 1]);
    expect(d.versions.map((v) => [v.version, v.source, v.current])).toEqual([
      ['1.0', 'builtin', false],
      ['1.0-题库1', 'import', true],
    ]);
    const again = await admin.post(`${LIB}/importItems`, sampleBank());
    expect((again.result as ImportItemsResult).version).toBe('1.0-题库2');
  });

  it('accepts spreadsheet rows pasted from Excel', async () => {
    const rows = [
      ['题号', '题目'],
      ...Array.from({ length: 8 }, (_, i) => [String(i + 1), `第${i + 1}题文字`]),
    ];
    const ok = await admin.post(`${LIB}/importItems`, { scale: 'GAD7', rows });
    expect(ok).toMatchObject({ success: true });
    const bad = await admin.post(`${LIB}/importItems`, {
      scale: 'GAD7',
      rows: [
        ['题号', '题目'],
        ['x', ''],
      ],
    });
    const errors = (bad.result as ImportItemsResult).errors;
    expect(errors.filter((e) => e.row === 2).map((e) => e.field)).toEqual(['题号', '题目']);
    expect(await admin.post(`${LIB}/importItems`, { rows })).toMatchObject({ success: false });
  });

  it('needs scale:library:importItems', async () => {
    const xinli = caller(t, await t.login('xinli'));
    expect(await xinli.post(`${LIB}/importItems`, sampleBank())).toMatchObject({ code: 510 });
  });
});

describe('POST /saas/devEvalTableinfo/previewScore', () => {
  it('scores PHQ-9 with the tenant version and flags item 9', async () => {
    const answers = [2, 2, 2, 2, 1, 1, 1, 1, 2];
    const body = await admin.post(`${LIB}/previewScore`, { id: 'PHQ9', answers });
    expect(body).toMatchObject({ success: true, code: 200 });
    const r = body.result as ScorePreview;
    expect(r).toMatchObject({ scale: 'PHQ9', version: '1.0', total: 5, band: '轻度', level: 3, alerts: [9] });
    expect(r.rules.map((rule) => rule.id)).toContain('PHQ9.item9.crisis');
  });

  it('scores an imported version like its base and custom scales by their definition', async () => {
    const sds = (await admin.post(`${LIB}/previewScore`, { id: 'SDS', answers: Array(20).fill(1) }))
      .result as ScorePreview;
    expect(sds.version).toMatch(/^1\.0-题库/);
    expect(sds.total).toBe(50);
    await admin.post(`${LIB}/add`, customDefinition('XM_P'));
    const custom = (await admin.post(`${LIB}/previewScore`, { id: 'XM_P', answers: [1, 3, 3, 3] }))
      .result as ScorePreview;
    expect(custom).toMatchObject({ total: 12, band: '需关注', level: 1 });
    expect(custom.factors).toEqual([
      { name: '情绪', raw: 6, mean: 3, band: null },
      { name: '睡眠', raw: 6, mean: 3, band: '关注' },
    ]);
  });

  it('explains malformed answers in Chinese and stores nothing', async () => {
    const before = (await t.db.select().from(evalScaleVersion)).length;
    const short = await admin.post(`${LIB}/previewScore`, { id: 'GAD7', answers: [1, 2] });
    expect(short).toMatchObject({ success: false });
    expect(short.message).toContain('需要');
    const range = await admin.post(`${LIB}/previewScore`, { id: 'GAD7', answers: [9, 1, 1, 1, 1, 1, 1] });
    expect(range.message).toContain('超出范围');
    expect(await admin.post(`${LIB}/previewScore`, { id: 'NOPE', answers: [1] })).toMatchObject({
      message: ScaleMsg.notFound,
    });
    expect((await t.db.select().from(evalScaleVersion)).length).toBe(before);
  });
});
