import { type ScaleDetail, ScaleMsg } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type Caller,
  caller,
  customDefinition,
  grantScalePermissions,
  LIB,
  PKG,
} from './test/scales-fixture.ts';

let t: TestApp;
let admin: Caller;
let other: Caller;
beforeAll(async () => {
  t = await createTestApp();
  await grantScalePermissions(t, 1001, 'banzhuren');
  admin = caller(t, await t.login('admin'));
  other = caller(t, await t.login('zhongxue'));
});
afterAll(() => t.close());

const gad7Bank = (prefix: string) => ({
  scale: 'GAD7',
  source: '学校授权题本',
  items: Array.from({ length: 8 }, (_, i) => ({ number: i + 1, text: `${prefix}${i + 1}` })),
});
const detail = async (id: string, as = admin) =>
  (await as.get(`${LIB}/queryById?id=${id}`)).result as ScaleDetail;

describe('an imported item bank is a new version enabled on purpose', () => {
  it('names the packages that use the scale, in the detail and when enabling', async () => {
    // The demo seed's open screening already uses GAD-7 and PHQ-9 in a package of its own.
    const seeded = { GAD7: (await detail('GAD7')).packages, PHQ9: (await detail('PHQ9')).packages };
    const sorted = (names: readonly string[]) => [...names].sort();
    await admin.post(`${PKG}/add`, {
      name: '新生普查',
      items: [{ scaleCode: 'GAD7' }, { scaleCode: 'PHQ9' }],
    });
    await admin.post(`${PKG}/add`, { name: '复测', items: [{ scaleCode: 'GAD7' }] });
    const imported = await admin.post(`${LIB}/importItems`, gad7Bank('授权'));
    expect(imported).toMatchObject({ success: true, result: { version: '1.0-题库1' } });
    const before = await detail('GAD7');
    expect(sorted(before.packages)).toEqual(sorted([...seeded.GAD7, '复测', '新生普查']));
    expect([before.currentVersion, before.items[0]?.text]).toEqual([
      '1.0',
      expect.not.stringMatching(/授权/),
    ]);
    expect(sorted((await detail('PHQ9')).packages)).toEqual(sorted([...seeded.PHQ9, '新生普查']));
    expect((await detail('SDS')).packages).toEqual([]);

    const enabled = await admin.post(`${LIB}/enableVersion`, { id: 'GAD7', version: '1.0-题库1' });
    expect(enabled).toMatchObject({
      success: true,
      message: ScaleMsg.versionEnabledOk,
      result: { version: '1.0-题库1' },
    });
    expect(sorted((enabled.result as { packages: string[] }).packages)).toEqual(
      sorted([...seeded.GAD7, '复测', '新生普查']),
    );
    const after = await detail('GAD7');
    expect([after.currentVersion, after.items[0]?.text]).toEqual(['1.0-题库1', '授权1']);
  });

  it('keeps the built-in version, which can be enabled again', async () => {
    const d = await detail('GAD7');
    expect(d.versions.map((v) => [v.version, v.source, v.current])).toEqual([
      ['1.0', 'builtin', false],
      ['1.0-题库1', 'import', true],
    ]);
    expect(await admin.post(`${LIB}/enableVersion`, { id: 'GAD7', version: '1.0' })).toMatchObject({
      success: true,
    });
    const back = await detail('GAD7');
    expect(back.currentVersion).toBe('1.0');
    expect(back.items[0]?.text).not.toContain('授权');
  });

  it('refuses unknown versions, other tenants’ versions and banks that no longer fit', async () => {
    expect(await admin.post(`${LIB}/enableVersion`, { id: 'GAD7', version: '9.9' })).toMatchObject({
      success: false,
      message: ScaleMsg.unknownVersion,
    });
    expect(await other.post(`${LIB}/enableVersion`, { id: 'GAD7', version: '1.0-题库1' })).toMatchObject({
      success: false,
      message: ScaleMsg.unknownVersion,
    });
    expect((await detail('GAD7', other)).versions.map((v) => v.version)).toEqual(['1.0']);
    expect(await admin.post(`${LIB}/enableVersion`, { id: 'NOPE', version: '1.0' })).toMatchObject({
      message: ScaleMsg.notFound,
    });
    expect(await admin.post(`${LIB}/enableVersion`, { id: 'GAD7' })).toMatchObject({
      success: false,
      message: '请选择版本',
    });

    await admin.post(`${LIB}/add`, customDefinition('XM_V'));
    const bank = { scale: 'XM_V', items: [1, 2, 3, 4].map((n) => ({ number: n, text: `本校第${n}题` })) };
    expect(await admin.post(`${LIB}/importItems`, bank)).toMatchObject({ success: true });
    const grown = customDefinition('XM_V', '2.0');
    grown.items = [...(grown.items as object[]), { number: 5, text: '新增一题', dimension: '睡眠' }];
    expect(await admin.put(`${LIB}/edit`, { id: 'XM_V', ...grown })).toMatchObject({ success: true });
    expect(await admin.post(`${LIB}/enableVersion`, { id: 'XM_V', version: '1.0-题库1' })).toMatchObject({
      success: false,
      message: ScaleMsg.versionUnusable,
    });
  });

  it('needs scale:library:edit', async () => {
    const xinli = caller(t, await t.login('xinli'));
    expect(await xinli.post(`${LIB}/enableVersion`, { id: 'GAD7', version: '1.0' })).toMatchObject({
      code: 510,
    });
  });
});
