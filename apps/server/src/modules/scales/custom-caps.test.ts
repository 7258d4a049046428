import { CUSTOM_SCALE_LIMITS } from '@xinmiao/scales';
import { Msg, ResultCode, type ScaleDetail, type ScorePreview, SIGNED_IN_BODY_LIMIT } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalCustomScale } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { definitionCache } from './definitions.ts';
import { type Caller, caller, customDefinition, LIB } from './test/scales-fixture.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t, await t.login('admin'));
});
afterAll(() => t.close());

const rule = (i: number) => ({
  id: `R${i}`,
  description: `总分规则 ${i}`,
  level: 1,
  when: { metric: { kind: 'total' }, op: '>=', value: i },
});

describe('custom scale definitions are bounded', () => {
  it('refuses a 6 MB definition with 60,000 warning rules at the edge (413), storing nothing', async () => {
    const huge = {
      ...customDefinition('XM_HUGE'),
      warnings: Array.from({ length: 60_000 }, (_, i) => rule(i)),
    };
    expect(JSON.stringify(huge).length).toBeGreaterThan(4 * 1024 * 1024);
    const body = await admin.post(`${LIB}/add`, huge);
    expect(body).toMatchObject({
      success: false,
      code: ResultCode.BODY_TOO_LARGE,
      message: Msg.bodyTooLarge,
    });
    expect(await t.db.select().from(evalCustomScale)).toHaveLength(0);
  });

  it('refuses a definition over 512 KB that fits the request limit in Chinese, storing nothing', async () => {
    const big = {
      ...customDefinition('XM_BIG'),
      warnings: Array.from({ length: 7_000 }, (_, i) => rule(i)),
    };
    const size = JSON.stringify(big).length;
    expect(size).toBeGreaterThan(CUSTOM_SCALE_LIMITS.definitionBytes);
    expect(size).toBeLessThan(SIGNED_IN_BODY_LIMIT);
    const body = await admin.post(`${LIB}/add`, big);
    expect(body).toMatchObject({ success: false, code: 500 });
    expect(body.message).toMatch(/^自定义量表定义无效：定义过大（\d+ KB），整个定义不能超过 512 KB$/);
    expect(body.errors).toEqual({ '(root)': expect.stringContaining('定义过大') });
    expect(await t.db.select().from(evalCustomScale)).toHaveLength(0);
  });

  it('names each list that is over its cap', async () => {
    const over = {
      ...customDefinition('XM_OVER'),
      warnings: Array.from({ length: CUSTOM_SCALE_LIMITS.warnings + 1 }, (_, i) => rule(i)),
    };
    const body = await admin.post(`${LIB}/add`, over);
    expect(body).toMatchObject({ success: false });
    expect(body.errors).toEqual({
      warnings: `预警规则（warnings）：不能超过 ${CUSTOM_SCALE_LIMITS.warnings} 项`,
    });
  });
});

describe('parsed definitions are cached by content', () => {
  it('parses a stored definition once and afresh after an edit', async () => {
    await admin.post(`${LIB}/add`, customDefinition('XM_CACHE'));
    const answers = [1, 3, 3, 3];
    const first = (await admin.post(`${LIB}/previewScore`, { id: 'XM_CACHE', answers }))
      .result as ScorePreview;
    const cached = definitionCache.size;
    await admin.post(`${LIB}/previewScore`, { id: 'XM_CACHE', answers });
    await admin.get(`${LIB}/queryById?id=XM_CACHE`);
    expect(definitionCache.size).toBe(cached);
    const changed = customDefinition('XM_CACHE', '2.0');
    changed.totalBands = [
      { min: 0, label: '良好' },
      { min: 12, label: '重点关注' },
    ];
    expect(await admin.put(`${LIB}/edit`, { id: 'XM_CACHE', ...changed })).toMatchObject({ success: true });
    const after = (await admin.post(`${LIB}/previewScore`, { id: 'XM_CACHE', answers }))
      .result as ScorePreview;
    expect([first.band, after.band, after.version]).toEqual(['需关注', '重点关注', '2.0']);
    const detail = (await admin.get(`${LIB}/queryById?id=XM_CACHE`)).result as ScaleDetail;
    expect(detail.bands.map((b) => b.label)).toEqual(['重点关注', '良好']);
  });
});
