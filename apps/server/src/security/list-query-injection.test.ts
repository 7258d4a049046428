import { Msg } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, type Body, createTestApp, type TestApp } from '../test/test-app.ts';
import { registeredRoutes } from './route-inventory.ts';

let t: TestApp;
let token: string;
let lists: string[];
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
  lists = registeredRoutes(t.app)
    .filter((r) => r.methods.includes('GET') && r.path.endsWith('/list'))
    .map((r) => r.path);
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, headers: auth(token) });

function ids(body: Body): string[] {
  const page = body.result as { records?: { id?: unknown }[] } | null;
  return (page?.records ?? []).map((r) => String(r.id)).sort();
}

const SORT_PAYLOADS = [
  'password',
  'id;select pg_sleep(3)',
  '(case when (select 1)=1 then id else tenant_id end)',
  'createTime desc, (select 1)',
  'tenantId',
  'tenant_id',
  '__proto__',
  'constructor',
  'create_time`',
];

const SUPER_QUERY = JSON.stringify([
  { field: 'id', rule: 'USE_SQL_RULES', val: '1=1 or pg_sleep(3) is null', type: 'string' },
  { field: 'tenant_id', rule: 'ne', val: '0', type: 'int', dbType: 'int' },
]);

// core/tenant-isolation.test.ts covers sort names on /sys/log/list; this runs them on every list.
describe('#7 ORDER BY injection through column= (#3331) on every list route', () => {
  it('covers the registered lists', () => {
    expect(lists).toEqual(expect.arrayContaining(['/jeecg-boot/sys/log/list']));
  });

  it.each(SORT_PAYLOADS)('column=%j is refused or ignored', async (column) => {
    for (const path of lists) {
      const baseline = await get(`${path}?pageSize=100`);
      const { body } = await get(`${path}?pageSize=100&column=${encodeURIComponent(column)}&order=asc`);
      if (body.success) expect(ids(body), path).toEqual(ids(baseline.body));
      else expect(body, path).toMatchObject({ code: 500, message: Msg.sortFieldUnknown, result: null });
    }
  });
});

describe('#17 superQueryParams / USE_SQL_RULES (#9434) on every list route', () => {
  it('is refused, never run: a raw-SQL rule fails validation on every list', async () => {
    for (const path of lists) {
      const { body } = await get(
        `${path}?pageSize=100&superQueryMatchType=or&superQueryParams=${encodeURIComponent(SUPER_QUERY)}`,
      );
      expect(body, path).toMatchObject({ success: false, code: 500, result: null });
    }
  });

  it('an unknown field (tenant_id) is refused too, so no rule reaches another column', async () => {
    const onlyTenant = JSON.stringify([{ field: 'tenant_id', rule: 'ne', val: '0', type: 'int' }]);
    for (const path of lists) {
      const { body } = await get(`${path}?pageSize=100&superQueryParams=${encodeURIComponent(onlyTenant)}`);
      expect(body, path).toMatchObject({ success: false, code: 500, result: null });
    }
  });
});
