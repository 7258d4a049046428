import { Msg, type PackageRecord, type PackageScaleOption, type PageResult, ScaleMsg } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Caller, caller, customDefinition, LIB, PKG } from './test/scales-fixture.ts';

let t: TestApp;
let admin: Caller;
/** Packages the demo seed brings (its open screening's); the tests count only their own. */
let seeded: Set<string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t, await t.login('admin'));
  const page = (await admin.get(`${PKG}/list`)).result as PageResult<PackageRecord>;
  seeded = new Set(page.records.map((p) => p.id));
});
afterAll(() => t.close());

const listed = async (query = '') => {
  const page = (await admin.get(`${PKG}/list${query}`)).result as PageResult<PackageRecord>;
  const records = page.records.filter((p) => !seeded.has(p.id));
  return { ...page, records, total: page.total - (page.records.length - records.length) };
};
const idOf = async (name: string) =>
  (await listed(`?name=${encodeURIComponent(name)}`)).records.find((p) => p.name === name)?.id ?? '';

const freshman = {
  name: '新生心理普查',
  description: '每年九月',
  consentText: '本测评仅用于心理健康服务，结果严格保密。',
  items: [
    { scaleCode: 'SCL90', alias: '身心状况问卷', studentCanViewReport: false },
    { scaleCode: 'PHQ9', alias: '', studentCanViewReport: true },
  ],
};

describe('package validation', () => {
  it('rejects missing name and empty scale lists with Chinese messages', async () => {
    expect(await admin.post(`${PKG}/add`, { ...freshman, name: '  ' })).toMatchObject({
      success: false,
      message: '请输入套餐名称',
    });
    expect(await admin.post(`${PKG}/add`, { ...freshman, items: [] })).toMatchObject({
      message: '请至少选择一个量表',
    });
    expect(await admin.post(`${PKG}/add`, { name: 'x' })).toMatchObject({ message: '请至少选择一个量表' });
    const longAlias = { ...freshman, items: [{ scaleCode: 'SDS', alias: '长'.repeat(51) }] };
    expect(await admin.post(`${PKG}/add`, longAlias)).toMatchObject({ message: '量表别名最长50个字符' });
  });

  it('accepts only existing, enabled, distinct scales', async () => {
    const unknown = await admin.post(`${PKG}/add`, { ...freshman, items: [{ scaleCode: 'NOPE' }] });
    expect(unknown).toMatchObject({ success: false, message: '量表「NOPE」不存在' });
    const twice = await admin.post(`${PKG}/add`, {
      ...freshman,
      items: [{ scaleCode: 'SDS' }, { scaleCode: 'SDS' }],
    });
    expect(twice).toMatchObject({ message: ScaleMsg.packageScaleDuplicate });
    await admin.put(`${LIB}/enable`, { id: 'SAS', enabled: false });
    const stopped = await admin.post(`${PKG}/add`, { ...freshman, items: [{ scaleCode: 'SAS' }] });
    expect(stopped.message).toBe('量表「焦虑自评量表 SAS」已停用，不能加入套餐');
    const options = (await admin.get(`${PKG}/scaleOptions`)).result as PackageScaleOption[];
    expect(options.map((o) => o.code)).not.toContain('SAS');
    expect(options.find((o) => o.code === 'SCL90')?.itemCount).toBe(90);
    await admin.put(`${LIB}/enable`, { id: 'SAS', enabled: true });
  });
});

describe('package CRUD', () => {
  it('adds with ordered scales, alias and report switch, then reads it back', async () => {
    expect(await admin.post(`${PKG}/add`, freshman)).toMatchObject({
      success: true,
      code: 200,
      message: Msg.addOk,
    });
    expect(await admin.post(`${PKG}/add`, freshman)).toMatchObject({ message: ScaleMsg.packageNameTaken });
    const id = await idOf(freshman.name);
    const { result } = await admin.get(`${PKG}/queryById?id=${id}`);
    const record = result as PackageRecord;
    expect(record).toMatchObject({ name: freshman.name, consentText: freshman.consentText, status: '1' });
    expect(
      record.items.map((i) => [i.sortNo, i.scaleCode, i.alias, i.studentCanViewReport, i.scaleEnabled]),
    ).toEqual([
      [1, 'SCL90', '身心状况问卷', false, true],
      [2, 'PHQ9', '', true, true],
    ]);
    expect(record.items[0]?.scaleName).toContain('SCL-90');
  });

  it('edits: reorders, renames and switches', async () => {
    const id = await idOf(freshman.name);
    const edited = await admin.put(`${PKG}/edit`, {
      id,
      ...freshman,
      name: '新生心理普查（修订）',
      status: '0',
      items: [
        { scaleCode: 'PHQ9', alias: '情绪问卷', studentCanViewReport: false },
        { scaleCode: 'GAD7', alias: '', studentCanViewReport: true },
        { scaleCode: 'SCL90', alias: '', studentCanViewReport: true },
      ],
    });
    expect(edited).toMatchObject({ success: true, message: Msg.editOk });
    const record = (await admin.get(`${PKG}/queryById?id=${id}`)).result as PackageRecord;
    expect(record.status).toBe('0');
    expect(record.updateBy).toBe('admin');
    expect(record.items.map((i) => `${i.sortNo}${i.scaleCode}`)).toEqual(['1PHQ9', '2GAD7', '3SCL90']);
    expect(await admin.put(`${PKG}/edit`, { id: 'missing', ...freshman })).toMatchObject({
      message: ScaleMsg.notFound,
    });
  });

  it('lists newest first, filters by name and status, and shows a disabled scale as such', async () => {
    await admin.post(`${PKG}/add`, { ...freshman, name: '毕业生普查', items: [{ scaleCode: 'SDS' }] });
    const all = await listed();
    expect(all.records.map((p) => p.name)).toEqual(['毕业生普查', '新生心理普查（修订）']);
    expect((await listed(`?name=${encodeURIComponent('*修订*')}`)).total).toBe(1);
    expect((await listed('?status=0')).records.map((p) => p.name)).toEqual(['新生心理普查（修订）']);
    await admin.put(`${LIB}/enable`, { id: 'SDS', enabled: false });
    const graduate = (await listed()).records[0];
    expect(graduate?.items[0]?.scaleEnabled).toBe(false);
    await admin.put(`${LIB}/enable`, { id: 'SDS', enabled: true });
    expect(await admin.get(`${PKG}/list?column=consent_text;drop`)).toMatchObject({
      message: Msg.sortFieldUnknown,
    });
  });

  it('deletes one, and a batch with a trailing comma, all or nothing', async () => {
    await admin.post(`${PKG}/add`, { ...freshman, name: '甲' });
    await admin.post(`${PKG}/add`, { ...freshman, name: '乙' });
    const a = await idOf('甲');
    const b = await idOf('乙');
    expect(await admin.del(`${PKG}/deleteBatch?ids=${a},nope,`)).toMatchObject({
      success: false,
      message: ScaleMsg.notFound,
    });
    expect((await listed()).total).toBe(4);
    expect(await admin.del(`${PKG}/deleteBatch?ids=${a},${b},`)).toMatchObject({
      success: true,
      message: Msg.deleteBatchOk,
    });
    expect(await admin.del(`${PKG}/deleteBatch?ids=,`)).toMatchObject({
      success: false,
      message: '请选择一条记录！',
    });
    const graduate = await idOf('毕业生普查');
    expect(await admin.del(`${PKG}/delete?id=${graduate}`)).toMatchObject({
      success: true,
      message: Msg.deleteOk,
    });
    expect(await admin.del(`${PKG}/delete?id=${graduate}`)).toMatchObject({
      success: false,
      message: ScaleMsg.notFound,
    });
    expect((await listed()).total).toBe(1);
  });

  it('frees a custom scale for deletion once its package is gone', async () => {
    await admin.post(`${LIB}/add`, customDefinition('XM_PK'));
    await admin.post(`${PKG}/add`, { ...freshman, name: '自定义套餐', items: [{ scaleCode: 'XM_PK' }] });
    expect((await admin.del(`${LIB}/delete?id=XM_PK`)).success).toBe(false);
    await admin.del(`${PKG}/delete?id=${await idOf('自定义套餐')}`);
    expect((await admin.del(`${LIB}/delete?id=XM_PK`)).success).toBe(true);
  });

  it('needs the package permissions', async () => {
    const teacher = caller(t, await t.login('banzhuren'));
    expect(await teacher.get(`${PKG}/list`)).toMatchObject({ code: 510 });
    const xinli = caller(t, await t.login('xinli'));
    expect((await xinli.get(`${PKG}/list`)).success).toBe(true);
    expect(await xinli.post(`${PKG}/add`, freshman)).toMatchObject({ code: 510 });
    expect(await xinli.del(`${PKG}/deleteBatch?ids=x,`)).toMatchObject({ code: 510 });
  });
});
