import { CGREPORT_MESSAGES, type ReportConfigInput } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantFormToRole, grantToRole } from '../../test/grant.ts';
import { type Caller, signIn } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A report over a form reads the form's rows: it needs the form's own 查询 (decisions §83).
let t: TestApp;
let token: Record<string, string> = {};
let call: Caller;

const report = (code: string, source: string, columns: string[]): ReportConfigInput => ({
  code,
  name: code,
  source,
  columns,
  searchFields: [],
  filters: [],
  params: [],
  groupBy: [],
  aggregates: [],
});

beforeAll(async () => {
  t = await createTestApp();
  ({ token, call } = await signIn(t, ['admin']));
  const form = {
    code: 'rep_jia',
    name: '表单甲',
    fields: [{ name: 'title', label: '标题', type: 'text', query: 'single' }],
  };
  expect((await call('POST', '/online/cgform/head/add', 'admin', form)).success).toBe(true);
  expect(
    (await call('POST', '/online/cgform/api/form/rep_jia', 'admin', { title: '甲的一行' })).success,
  ).toBe(true);
  for (const design of [
    report('over_jia', 'form:rep_jia', ['title']),
    report('over_weekly', 'form:xlwy_weekly', ['className']),
    report('over_incident', 'form:xlwy_incident', ['eventType']),
    report('over_joined', 'form:xlwy_weekly__xlwy_incident', ['className', 'xlwy_incident__eventType']),
  ]) {
    const added = await call('POST', '/online/cgreport/head/add', 'admin', design);
    expect(added.success, String(added.message)).toBe(true);
  }
  // 表单甲's buttons only (its 查询 carries the shared online:formData:list), and report preview.
  await grantFormToRole(t, 1000, 'banzhuren', 'rep_jia');
  await grantToRole(t, 1000, 'banzhuren', ['online:cgreport:list']);
  token.banzhuren = await t.login('banzhuren');
});
afterAll(() => t.close());

const refusedOverWeekly = {
  success: false,
  code: 510,
  message: CGREPORT_MESSAGES.formDenied('心理委员周报'),
};

describe('reports over online forms', () => {
  it("open to a holder of the form's own 查询", async () => {
    const page = await call('GET', '/online/cgreport/api/getData/over_jia', 'banzhuren');
    expect(page, String(page.message)).toMatchObject({ success: true });
    expect((page.result as { records: { title: string }[] }).records.map((r) => r.title)).toEqual([
      '甲的一行',
    ]);
    expect((await call('GET', '/online/cgreport/api/getRpColumns/over_jia', 'banzhuren')).success).toBe(true);
  });

  it("refuse another form's report to form A's 查询 holder, by the form's name", async () => {
    expect(CGREPORT_MESSAGES.formDenied('心理委员周报')).toBe(
      '没有表单「心理委员周报」的查询权限，不能查看基于该表单的报表',
    );
    for (const path of ['getData', 'getColumns', 'getQueryInfo', 'getRpColumns']) {
      expect(await call('GET', `/online/cgreport/api/${path}/over_weekly`, 'banzhuren')).toMatchObject(
        refusedOverWeekly,
      );
    }
  });

  it("asks the main form's 查询 for a report over its sub-table, alone or joined", async () => {
    for (const code of ['over_incident', 'over_joined']) {
      expect(await call('GET', `/online/cgreport/api/getData/${code}`, 'banzhuren')).toMatchObject(
        refusedOverWeekly,
      );
      expect((await call('GET', `/online/cgreport/api/getData/${code}`, 'admin')).success).toBe(true);
    }
  });

  it('refuses the preview of an unsaved design over a form whose 查询 is not held', async () => {
    const over = (source: string, column: string) =>
      call('POST', '/online/cgreport/head/preview', 'banzhuren', report('draft', source, [column]));
    expect(await over('form:xlwy_weekly', 'className')).toMatchObject(refusedOverWeekly);
    expect((await over('form:rep_jia', 'title')).success).toBe(true);
  });
});
