import { LOW_APP_HEADER, LOW_APP_MESSAGES, type LowApp } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, type Body, createTestApp, type TestApp } from '../../test/test-app.ts';

// Reports opened inside a low-code app: the app's stored filter is applied on the server.
let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, appId?: string, payload?: object): Promise<Body> =>
  (
    await t.call({
      method,
      url: `/jeecg-boot${url}`,
      headers: auth(token, appId ? { [LOW_APP_HEADER]: appId } : {}),
      ...(payload ? { payload } : {}),
    })
  ).body;

type Row = Record<string, string | number | null>;
const rowsOf = (body: Body) => (body.result as { records: Row[] }).records;
const REPORT = 'xlwy_incident_stats';

async function addApp(name: string, entries: object[]): Promise<Body> {
  return call('POST', '/low-app/app/add', undefined, { name, entries });
}

async function appNamed(name: string): Promise<LowApp> {
  const body = await call('GET', `/low-app/app/list?name=${encodeURIComponent(name)}`);
  const [app] = (body.result as { records: LowApp[] }).records;
  if (!app) throw new Error(`no app ${name}`);
  return app;
}

describe('低代码应用: reports', () => {
  let app: LowApp;
  let bare: LowApp;

  beforeAll(async () => {
    const entry = { kind: 'report', code: REPORT, filter: { eventType: 'family' } };
    expect((await addApp('家庭事件', [entry])).success).toBe(true);
    expect((await addApp('无报表', [{ kind: 'form', code: 'xlwy_weekly' }])).success).toBe(true);
    app = await appNamed('家庭事件');
    bare = await appNamed('无报表');
  });

  it("checks a report entry's filter keys against the report's search fields and parameters", async () => {
    expect(app.entries[0]?.filter).toEqual({ eventType: 'family' });
    const unknown = await addApp('坏筛选', [{ kind: 'report', code: REPORT, filter: { peopleCount: '1' } }]);
    expect(unknown.message).toBe(LOW_APP_MESSAGES.reportFilterUnknown(REPORT, 'peopleCount'));
  });

  it("merges the entry's filter into getData, over what the request sends", async () => {
    const all = rowsOf(await call('GET', `/online/cgreport/api/getData/${REPORT}?pageSize=50`));
    expect(new Set(all.map((r) => r.eventType)).size).toBeGreaterThan(1);
    const inApp = rowsOf(await call('GET', `/online/cgreport/api/getData/${REPORT}?pageSize=50`, app.id));
    expect(inApp.map((r) => r.eventType)).toEqual(['family']);
    const widened = await call('GET', `/online/cgreport/api/getData/${REPORT}?eventType=study`, app.id);
    expect(rowsOf(widened).map((r) => r.eventType)).toEqual(['family']);
  });

  it('refuses every report call for a report the app does not list, or an unknown app', async () => {
    const columns = await call('GET', `/online/cgreport/api/getRpColumns/${REPORT}`);
    const id = (columns.result as { cgRpConfigId: string }).cgRpConfigId;
    for (const path of [
      `getRpColumns/${REPORT}`,
      `getColumns/${id}`,
      `getQueryInfo/${id}`,
      `getData/${id}`,
    ]) {
      const refused = await call('GET', `/online/cgreport/api/${path}`, bare.id);
      expect(refused, path).toMatchObject({ success: false, message: LOW_APP_MESSAGES.reportNotInApp });
      const listed = await call('GET', `/online/cgreport/api/${path}`, app.id);
      expect(listed.success, path).toBe(true);
      expect((await call('GET', `/online/cgreport/api/${path}`, 'no-such-app')).message).toBe(
        LOW_APP_MESSAGES.appMissing,
      );
    }
  });
});
