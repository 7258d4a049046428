import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDict, sysRole } from '../db/schema.ts';
import { replay } from '../test/jeecg-console.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let token = '';
let sexDictId = '';
let adminRoleId = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
  const dicts = await t.db.select().from(sysDict);
  sexDictId = dicts.find((d) => d.tenantId === 1000 && d.dictCode === 'sex')?.id ?? '';
  const roles = await t.db.select().from(sysRole);
  adminRoleId = roles.find((r) => r.tenantId === 1000 && r.roleCode === 'admin')?.id ?? '';
});
afterAll(() => t.close());

/**
 * The `<field>_dictText` columns the system list pages of both consoles show (JeecgBoot's `@Dict`
 * fields of the entity behind each list), with a value each field takes in the seeded data.
 */
const PAGES: { path: string; query?: () => Record<string, string>; texts: Record<string, string> }[] = [
  {
    path: '/sys/log/list',
    query: () => ({ logType: '1' }),
    texts: { logType: '登录日志', clientType: '电脑端' },
  },
  { path: '/sys/log/list', query: () => ({ logType: '2' }), texts: { logType: '操作日志' } },
  { path: '/sys/user/list', texts: { status: '正常' } },
  { path: '/sys/user/userRoleList', query: () => ({ roleId: adminRoleId }), texts: { status: '正常' } },
  { path: '/sys/dictItem/list', query: () => ({ dictId: sexDictId }), texts: { status: '启用' } },
  { path: '/sys/quartzJob/list', texts: { status: '正常' } },
];

type Page = { records: Record<string, unknown>[] };

describe('dictionary texts JeecgBoot’s system lists read', () => {
  it('an operation to log exists', async () => {
    // 修改字典 writes an operation log line, so the operation log has a row to translate.
    const edit = await replay(
      t,
      { console: 'vue2', method: 'GET', path: '/sys/dict/list', query: { pageNo: '1', pageSize: '1' } },
      { token, tenantId: 1000 },
    );
    const [dict] = (edit.body.result as Page).records;
    const saved = await replay(
      t,
      { console: 'vue2', method: 'PUT', path: '/sys/dict/edit', body: { ...dict } },
      { token, tenantId: 1000 },
    );
    expect(saved.body.success).toBe(true);
    await t.registrar.logsWritten();
  });

  for (const page of PAGES) {
    const shown = Object.entries(page.texts).map(([field, text]) => `${field}_dictText ${text}`);
    it(`${page.path} rows carry ${shown.join(', ')}`, async () => {
      for (const console of ['vue2', 'vue3'] as const) {
        const reply = await replay(
          t,
          {
            console,
            method: 'GET',
            path: page.path,
            query: { column: 'createTime', order: 'desc', pageNo: '1', pageSize: '50', ...page.query?.() },
          },
          { token, tenantId: 1000 },
        );
        const records = (reply.body.result as Page).records;
        for (const [field, text] of Object.entries(page.texts)) {
          const texts = records.map((r) => r[`${field}_dictText`]);
          expect(texts, `${console} ${field}_dictText`).toContain(text);
        }
      }
    });
  }
});
