import { LOW_APP_HEADER, LOW_APP_MESSAGES, type LowApp } from '@xinmiao/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { lowApp } from '../../db/schema.ts';
import { grantFormToRole, grantToRole } from '../../test/grant.ts';
import { auth, type Body, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  // The other school's 班主任 gets the buttons: isolation is then the tenant's, not the role's.
  await grantToRole(t, 1001, 'banzhuren', [
    'online:form:list',
    'online:form:add',
    'online:formData:list',
    'online:lowApp:list',
    'online:lowApp:add',
    'online:lowApp:edit',
    'online:lowApp:delete',
  ]);
  for (const name of ['admin', 'zhongxue', 'banzhuren']) token[name] = await t.login(name);
});
afterAll(() => t.close());

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { who = 'admin', payload, appId }: { who?: string; payload?: object; appId?: string } = {},
): Promise<Body> =>
  (
    await t.call({
      method,
      url: `/jeecg-boot${url}`,
      headers: auth(token[who] ?? '', appId ? { [LOW_APP_HEADER]: appId } : {}),
      ...(payload ? { payload } : {}),
    })
  ).body;

type Row = Record<string, string | number | null>;
const rowsOf = (body: Body) => (body.result as { records: Row[] }).records;

const weekly = {
  code: 'weekly',
  name: '心理委员周报',
  fields: [
    { name: 'className', label: '班级', type: 'text', query: 'single' },
    { name: 'grade', label: '年级', type: 'text', query: 'single' },
    { name: 'note', label: '备注', type: 'text' },
  ],
};
const incidents = {
  code: 'incidents',
  name: '事件',
  mainCode: 'weekly',
  fields: [{ name: 'what', label: '事件经过', type: 'text' }],
};

async function appNamed(name: string, who = 'admin'): Promise<LowApp> {
  const body = await call('GET', `/low-app/app/list?name=${encodeURIComponent(name)}`, { who });
  const [app] = (body.result as { records: LowApp[] }).records;
  if (!app) throw new Error(`no app ${name}`);
  return app;
}

let reportCode = '';
let app: LowApp;

describe('低代码应用', () => {
  it('needs the button', async () => {
    expect((await call('GET', '/low-app/app/list', { who: 'banzhuren' })).code).toBe(510);
  });

  it('groups forms and reports into an app, its menu in the given order with names as titles', async () => {
    for (const form of [weekly, incidents]) {
      expect((await call('POST', '/online/cgform/head/add', { payload: form })).success).toBe(true);
    }
    for (const row of [
      { className: '高一(1)班', grade: '高一' },
      { className: '高一(2)班', grade: '高一' },
      { className: '高二(1)班', grade: '高二' },
    ]) {
      expect((await call('POST', '/online/cgform/api/form/weekly', { payload: row })).success).toBe(true);
    }
    const reports = await call('GET', '/online/cgreport/head/list');
    reportCode = String((reports.result as { records: { code: string }[] }).records[0]?.code);
    const added = await call('POST', '/low-app/app/add', {
      payload: {
        name: '高一周报',
        entries: [
          { kind: 'report', code: reportCode },
          { kind: 'form', code: 'weekly', title: '高一的周报', style: 'erp', filter: { grade: '高一' } },
        ],
      },
    });
    expect(added).toMatchObject({ success: true, message: LOW_APP_MESSAGES.addOk });
    app = await appNamed('高一周报');
    expect(app.entries.map((e) => [e.kind, e.code, e.style])).toEqual([
      ['report', reportCode, 'auto'],
      ['form', 'weekly', 'erp'],
    ]);
    expect(app.entries[1]?.title).toBe('高一的周报');
    expect(app.entries[0]?.title).not.toBe('');
    const menu = await call('GET', `/low-app/app/menu/${app.id}`);
    expect((menu.result as LowApp).entries.map((e) => e.code)).toEqual([reportCode, 'weekly']);
  });

  it("merges the app entry's filter into the form's list on the server, over what the request sends", async () => {
    expect(rowsOf(await call('GET', '/online/cgform/api/getData/weekly'))).toHaveLength(3);
    const inApp = rowsOf(await call('GET', '/online/cgform/api/getData/weekly', { appId: app.id }));
    expect(inApp.map((r) => r.grade)).toEqual(['高一', '高一']);
    // The request's own value for the app's field does not widen the list.
    const widened = await call('GET', '/online/cgform/api/getData/weekly?grade=*二*', { appId: app.id });
    expect(rowsOf(widened).map((r) => r.grade)).toEqual(['高一', '高一']);
    // Its other query fields still search within the app's rows.
    const searched = await call('GET', '/online/cgform/api/getData/weekly?className=*(2)*', {
      appId: app.id,
    });
    expect(rowsOf(searched).map((r) => r.className)).toEqual(['高一(2)班']);
    // A sub-table of a listed form opens under its rows; a form the app does not list is refused.
    const main = rowsOf(await call('GET', '/online/cgform/api/getData/weekly', { appId: app.id }));
    const sub = await call('GET', `/online/cgform/api/getData/incidents?mainId=${main[0]?.id}`, {
      appId: app.id,
    });
    expect(sub.success).toBe(true);
    expect(
      (await call('POST', '/online/cgform/head/add', { payload: { ...weekly, code: 'other' } })).success,
    ).toBe(true);
    expect((await call('GET', '/online/cgform/api/getData/other', { appId: app.id })).message).toBe(
      LOW_APP_MESSAGES.notInApp,
    );
    const exported = await t.call({
      method: 'GET',
      url: '/jeecg-boot/online/cgform/api/exportXls/weekly',
      headers: auth(token.admin ?? '', { [LOW_APP_HEADER]: 'no-such-app' }),
    });
    expect(exported.body.message).toBe(LOW_APP_MESSAGES.appMissing);
  });

  it('refuses entries outside the school, filters on fields that are not query fields, and any SQL', async () => {
    const add = (entries: object[], who = 'admin') =>
      call('POST', '/low-app/app/add', { who, payload: { name: `应用${Math.random()}`, entries } });
    expect((await add([{ kind: 'form', code: 'nope' }])).message).toBe(LOW_APP_MESSAGES.formMissing('nope'));
    expect((await add([{ kind: 'report', code: 'nope' }])).message).toBe(
      LOW_APP_MESSAGES.reportMissing('nope'),
    );
    expect((await add([{ kind: 'form', code: 'weekly', filter: { note: 'x' } }])).message).toBe(
      LOW_APP_MESSAGES.filterUnknown('weekly', 'note'),
    );
    for (const hostile of ["grade' or 1=1 --", 'f_1', 'tenant_id']) {
      expect((await add([{ kind: 'form', code: 'weekly', filter: { [hostile]: 'x' } }])).success).toBe(false);
    }
    expect((await add([{ kind: 'form', code: "weekly'; drop table low_app; --" }])).success).toBe(false);
    // One entry per form: the menu path and the server's filter lookup go by the code.
    const twice = await add([
      { kind: 'form', code: 'weekly', filter: { grade: '高一' } },
      { kind: 'form', code: 'weekly' },
    ]);
    expect(twice.message).toContain('「weekly」在应用中只能出现一次');
    // A filter value is a value: bound, never SQL; the school's rows are intact afterwards.
    const quoted = await add([{ kind: 'form', code: 'weekly', filter: { grade: "高一' or '1'='1" } }]);
    expect(quoted.success).toBe(true);
    // The other school has no form `weekly` of its own yet: the code does not reach ours.
    expect((await add([{ kind: 'form', code: 'weekly' }], 'zhongxue')).message).toBe(
      LOW_APP_MESSAGES.formMissing('weekly'),
    );
    expect(rowsOf(await call('GET', '/online/cgform/api/getData/weekly'))).toHaveLength(3);
  });

  it("refuses another school's appId everywhere, and keeps the table under row-level security", async () => {
    expect((await call('GET', `/low-app/app/menu/${app.id}`, { who: 'zhongxue' })).message).toBe(
      LOW_APP_MESSAGES.appMissing,
    );
    expect(
      (
        await call('PUT', '/low-app/app/edit', {
          who: 'zhongxue',
          payload: { id: app.id, name: 'x', entries: [{ kind: 'report', code: reportCode }] },
        })
      ).message,
    ).toBe(LOW_APP_MESSAGES.appMissing);
    expect((await call('DELETE', `/low-app/app/delete?id=${app.id}`, { who: 'zhongxue' })).message).toBe(
      LOW_APP_MESSAGES.appMissing,
    );
    expect(
      (await call('POST', '/online/cgform/head/add', { who: 'zhongxue', payload: weekly })).success,
    ).toBe(true);
    await grantFormToRole(t, 1001, 'banzhuren', weekly.code);
    // The other school's own form, asked through our app: the app is not theirs.
    expect(
      (await call('GET', '/online/cgform/api/getData/weekly', { who: 'zhongxue', appId: app.id })).message,
    ).toBe(LOW_APP_MESSAGES.appMissing);
    expect(rowsOf(await call('GET', '/low-app/app/list', { who: 'zhongxue' }))).toEqual([]);
    expect(await new TenantDb(t.db, 1001).list(lowApp)).toEqual([]);
    expect((await new TenantDb(t.db, 1000).list(lowApp)).length).toBeGreaterThan(0);
    const [security] = (
      (await t.db.execute(
        sql`select relrowsecurity as rls from pg_class where relname = 'low_app'`,
      )) as unknown as { rows: { rls: boolean }[] }
    ).rows;
    expect(security?.rls).toBe(true);
  });

  it('edits the menu order and deletes an app', async () => {
    const edited = await call('PUT', '/low-app/app/edit', {
      payload: {
        id: app.id,
        name: app.name,
        entries: [
          { kind: 'form', code: 'weekly', filter: { grade: '高二' } },
          { kind: 'report', code: reportCode },
        ],
      },
    });
    expect(edited.success).toBe(true);
    const menu = (await call('GET', `/low-app/app/menu/${app.id}`)).result as LowApp;
    expect(menu.entries.map((e) => e.code)).toEqual(['weekly', reportCode]);
    const inApp = rowsOf(await call('GET', '/online/cgform/api/getData/weekly', { appId: app.id }));
    expect(inApp.map((r) => r.grade)).toEqual(['高二']);
    expect((await call('DELETE', `/low-app/app/delete?id=${app.id}`)).success).toBe(true);
    expect((await call('GET', '/online/cgform/api/getData/weekly', { appId: app.id })).message).toBe(
      LOW_APP_MESSAGES.appMissing,
    );
  });
});
