import { Msg, type PageResult, type ScaleDetail, ScaleMsg, type ScaleRecord } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Caller, caller, customDefinition, LIB } from './test/scales-fixture.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t, await t.login('admin'));
});
afterAll(() => t.close());

const page = (body: { result: unknown }) => body.result as PageResult<ScaleRecord>;
const detail = (body: { result: unknown }) => body.result as ScaleDetail;

describe('GET /saas/devEvalTableinfo/list', () => {
  it('pages the built-in scales, default size 10', async () => {
    const body = await admin.get(`${LIB}/list`);
    expect(body).toMatchObject({ success: true, code: 200 });
    const p = page(body);
    expect(p.total).toBe(10);
    expect(p.size).toBe(10);
    expect(p.current).toBe(1);
    const phq = p.records.find((r) => r.code === 'PHQ9');
    expect(phq).toMatchObject({
      id: 'PHQ9',
      source: 'builtin',
      itemCount: 10,
      enabled: true,
      currentVersion: '1.0',
    });
    const second = page(await admin.get(`${LIB}/list?pageNo=2&pageSize=3`));
    expect(second.records).toHaveLength(3);
    expect(second.pages).toBe(4);
  });

  it('searches by name and code with JeecgBoot text rules and filters by status', async () => {
    const byName = page(await admin.get(`${LIB}/list?name=${encodeURIComponent('*抑郁*')}`));
    expect(byName.records.map((r) => r.code)).toEqual(['SDS']);
    const byCode = page(await admin.get(`${LIB}/list?code=phq9`));
    expect(byCode.records.map((r) => r.code)).toEqual(['PHQ9']);
    await admin.put(`${LIB}/enable`, { id: 'GAD7', enabled: false });
    const stopped = page(await admin.get(`${LIB}/list?enabled=0`));
    expect(stopped.records.map((r) => r.code)).toEqual(['GAD7']);
    expect(page(await admin.get(`${LIB}/list?enabled=1`)).total).toBe(9);
    await admin.put(`${LIB}/enable`, { id: 'GAD7', enabled: true });
  });

  it('sorts only by whitelisted fields', async () => {
    const sorted = page(await admin.get(`${LIB}/list?column=itemCount&order=desc&pageSize=1`));
    expect(sorted.records[0]?.code).toBe('MHT');
    const bad = await admin.get(`${LIB}/list?column=password`);
    expect(bad).toMatchObject({ success: false, message: Msg.sortFieldUnknown });
  });

  it('needs scale:library:list', async () => {
    const teacher = caller(t, await t.login('banzhuren'));
    expect(await teacher.get(`${LIB}/list`)).toMatchObject({ success: false, code: 510 });
  });
});

describe('GET /saas/devEvalTableinfo/queryById', () => {
  it('returns items with options and scores, dimensions, bands, alert items, rules and versions', async () => {
    const d = detail(await admin.get(`${LIB}/queryById?id=SDS`));
    expect(d.items).toHaveLength(20);
    expect(d.items[1]?.options.map((o) => o.score)).toEqual([4, 3, 2, 1]);
    expect(d.standard).toContain('1.25');
    expect(d.bands.length).toBeGreaterThan(0);
    expect(d.alertItems.some((a) => a.item === 19)).toBe(true);
    expect(d.rules.every((r) => r.condition.length > 0)).toBe(true);
    expect(d.versions).toEqual([
      expect.objectContaining({ version: '1.0', source: 'builtin', current: true }),
    ]);
    const scl = detail(await admin.get(`${LIB}/queryById?id=SCL90`));
    expect(scl.dimensions).toHaveLength(10);
    expect(scl.norms.length).toBeGreaterThan(0);
    const phq = detail(await admin.get(`${LIB}/queryById?id=PHQ9`));
    expect(phq.rules.find((r) => r.id === 'PHQ9.item9.crisis')).toMatchObject({
      outcome: 3,
      condition: '第9题得分 ≥ 1',
    });
  });

  it('answers 未找到对应数据 for an unknown id', async () => {
    expect(await admin.get(`${LIB}/queryById?id=NOPE`)).toMatchObject({
      success: false,
      message: ScaleMsg.notFound,
    });
    expect(await admin.get(`${LIB}/queryById`)).toMatchObject({
      success: false,
      message: '请选择一条记录！',
    });
  });
});

describe('custom scales: add / edit / delete', () => {
  it('validates with Chinese messages and rejects code clashes', async () => {
    const badCode = await admin.post(`${LIB}/add`, { ...customDefinition(), code: 'lower' });
    expect(badCode).toMatchObject({ success: false });
    expect(badCode.message).toContain('量表编码须为大写字母开头');
    const noName = await admin.post(`${LIB}/add`, { ...customDefinition(), name: ' ' });
    expect(noName.message).toBe('请输入量表名称');
    const fewOptions = await admin.post(`${LIB}/add`, {
      ...customDefinition(),
      options: [{ label: '是', score: 1 }],
    });
    expect(fewOptions.message).toBe('至少需要两个选项');
    const undefinedDimension = customDefinition();
    undefinedDimension.dimensions = [{ name: '情绪' }];
    const engine = await admin.post(`${LIB}/add`, undefinedDimension);
    expect(engine.success).toBe(false);
    expect(engine.message).toContain('未定义的维度「睡眠」');
    const nested = customDefinition();
    nested.items = [{ number: 1, text: '', weight: 2 }, ...(nested.items as unknown[]).slice(1)];
    const nestedReply = await admin.post(`${LIB}/add`, nested);
    expect(nestedReply.message).toContain('第 1 题 › 题目文字（items[0].text）：不能为空');
    expect(nestedReply.errors).toEqual({
      'items[0].text': '第 1 题 › 题目文字（items[0].text）：不能为空',
      'items[0]': '第 1 题（items[0]）：不支持的字段：weight',
    });
    const builtIn = await admin.post(`${LIB}/add`, { ...customDefinition(), code: 'SDS' });
    expect(builtIn).toMatchObject({ success: false, message: ScaleMsg.codeTaken });
  });

  it('adds, lists, edits into a new version and deletes', async () => {
    const added = await admin.post(`${LIB}/add`, customDefinition('XM_A'));
    expect(added).toMatchObject({ success: true, code: 200, message: Msg.addOk, result: Msg.addOk });
    expect(await admin.post(`${LIB}/add`, customDefinition('XM_A'))).toMatchObject({
      message: ScaleMsg.codeTaken,
    });

    const listed = page(await admin.get(`${LIB}/list?source=custom`));
    expect(listed.records).toEqual([
      expect.objectContaining({
        id: 'XM_A',
        source: 'custom',
        itemCount: 4,
        dimensionCount: 2,
        enabled: true,
      }),
    ]);
    const firstPage = page(await admin.get(`${LIB}/list`));
    expect(firstPage.records[0]?.code).toBe('XM_A');
    expect(firstPage.total).toBe(11);
    expect(listed.records[0]?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const changed = customDefinition('XM_A');
    changed.totalBands = [
      { min: 0, label: '良好' },
      { min: 8, label: '需关注' },
    ];
    const conflict = await admin.put(`${LIB}/edit`, { id: 'XM_A', ...changed });
    expect(conflict).toMatchObject({ success: false, message: ScaleMsg.versionTaken });
    const renamed = await admin.put(`${LIB}/edit`, { id: 'XM_A', ...customDefinition('XM_A'), name: '改名' });
    expect(renamed).toMatchObject({ success: true, message: Msg.editOk });
    const v2 = await admin.put(`${LIB}/edit`, { id: 'XM_A', ...changed, version: '2.0' });
    expect(v2).toMatchObject({ success: true, message: Msg.editOk });
    const d = detail(await admin.get(`${LIB}/queryById?id=XM_A`));
    expect(d.currentVersion).toBe('2.0');
    expect(d.versions.map((v) => [v.version, v.source, v.current])).toEqual([
      ['2.0', 'custom', true],
      ['1.0', 'custom', false],
    ]);
    expect(d.bands.map((b) => b.condition)).toEqual(['总分 ≥ 8', '总分 ≥ 0']);
    expect(d.definition).toMatchObject({ code: 'XM_A', version: '2.0' });
    expect(await admin.put(`${LIB}/edit`, { id: 'XM_A', ...changed, code: 'XM_B' })).toMatchObject({
      message: '量表编码不能修改',
    });

    expect(await admin.del(`${LIB}/delete?id=XM_A`)).toMatchObject({ success: true, message: Msg.deleteOk });
    expect(await admin.get(`${LIB}/queryById?id=XM_A`)).toMatchObject({ message: ScaleMsg.notFound });
  });

  it('refuses to edit or delete built-ins', async () => {
    expect(await admin.del(`${LIB}/delete?id=SCL90`)).toMatchObject({
      success: false,
      message: ScaleMsg.builtInNoDelete,
    });
    expect(await admin.put(`${LIB}/edit`, { id: 'SDS', ...customDefinition('SDS') })).toMatchObject({
      success: false,
      message: ScaleMsg.builtInNoEdit,
    });
    expect(await admin.del(`${LIB}/delete?id=NOPE`)).toMatchObject({
      success: false,
      message: ScaleMsg.notFound,
    });
  });

  it('refuses to delete a custom scale a package uses', async () => {
    await admin.post(`${LIB}/add`, customDefinition('XM_USED'));
    const pkg = await admin.post('/jeecg-boot/saas/devEvalPackageinfo/add', {
      name: '新生普查套餐',
      items: [{ scaleCode: 'XM_USED', alias: '情绪' }],
    });
    expect(pkg.success).toBe(true);
    const refused = await admin.del(`${LIB}/delete?id=XM_USED`);
    expect(refused).toMatchObject({
      success: false,
      message: '该量表已被测评套餐「新生普查套餐」使用，不能删除',
    });
  });
});

describe('enable and settings', () => {
  it('switches a scale off and on', async () => {
    expect(await admin.put(`${LIB}/enable`, { id: 'UPI', enabled: false })).toMatchObject({
      success: true,
      message: ScaleMsg.disabledOk,
    });
    expect(detail(await admin.get(`${LIB}/queryById?id=UPI`)).enabled).toBe(false);
    expect(await admin.put(`${LIB}/enable`, { id: 'UPI', enabled: true })).toMatchObject({
      message: ScaleMsg.enabledOk,
    });
    expect(await admin.put(`${LIB}/enable`, { id: 'UPI' })).toMatchObject({
      success: false,
      message: '请选择启用或停用',
    });
    expect(await admin.put(`${LIB}/enable`, { id: 'NOPE', enabled: true })).toMatchObject({
      message: ScaleMsg.notFound,
    });
  });

  it('only xinli-style roles without enable cannot switch', async () => {
    const xinli = caller(t, await t.login('xinli'));
    expect((await xinli.get(`${LIB}/list`)).success).toBe(true);
    expect(await xinli.put(`${LIB}/enable`, { id: 'UPI', enabled: false })).toMatchObject({ code: 510 });
  });

  it('pins known versions and norm sets only', async () => {
    expect(
      await admin.put(`${LIB}/settings`, { id: 'SDS', pinnedVersion: '9.9', normSet: null }),
    ).toMatchObject({
      message: ScaleMsg.unknownVersion,
    });
    expect(
      await admin.put(`${LIB}/settings`, { id: 'SDS', pinnedVersion: null, normSet: 'X' }),
    ).toMatchObject({
      message: ScaleMsg.unknownNorm,
    });
    const scl = detail(await admin.get(`${LIB}/queryById?id=SCL90`));
    const norm = scl.norms[0]?.id ?? '';
    expect(
      await admin.put(`${LIB}/settings`, { id: 'SCL90', pinnedVersion: '1.0', normSet: norm }),
    ).toMatchObject({
      success: true,
      message: ScaleMsg.settingsOk,
    });
    expect(detail(await admin.get(`${LIB}/queryById?id=SCL90`)).settings).toEqual({
      pinnedVersion: '1.0',
      normSet: norm,
    });
  });
});
