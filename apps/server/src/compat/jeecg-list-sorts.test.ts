import { Msg } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysRole } from '../db/schema.ts';
import { type ConsoleRequest, replay } from '../test/jeecg-console.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let token = '';
let roleId = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
  const [role] = await t.db.select().from(sysRole);
  roleId = role?.id ?? '';
});
afterAll(() => t.close());

/**
 * The system list pages of both consoles and the sort columns they send: each list's default
 * (`createTime desc`: Vue2's JeecgListMixin `isorter`, Vue3's `useListTable` beforeFetch and its
 * exports) and the columns their tables mark `sorter`. Vue2 also sends `field`, the shown columns.
 */
const PAGES: { path: string; query?: Record<string, string>; sorts: string[] }[] = [
  { path: '/sys/user/list', sorts: ['createTime', 'sex'] },
  // Vue3 (v3.9.3) 角色管理 sorts by id.
  { path: '/sys/role/list', sorts: ['createTime', 'id'] },
  { path: '/sys/user/listAll', sorts: ['createTime'] },
  { path: '/sys/user/userRoleList', query: { roleId: 'ROLE' }, sorts: ['createTime'] },
  { path: '/sys/dict/list', sorts: ['createTime'] },
  { path: '/sys/dictItem/list', query: { dictId: 'x' }, sorts: ['createTime', 'sortOrder'] },
  { path: '/sys/position/list', sorts: ['createTime'] },
  { path: '/sys/category/rootList', sorts: ['createTime'] },
  { path: '/sys/checkRule/list', sorts: ['createTime'] },
  { path: '/sys/quartzJob/list', sorts: ['createTime'] },
  { path: '/sys/log/list', query: { logType: '1' }, sorts: ['createTime', 'costTime'] },
  { path: '/sys/annountCement/list', sorts: ['createTime'] },
  { path: '/sys/sysAnnouncementSend/getMyAnnouncementSend', sorts: ['createTime', 'sendTime'] },
  { path: '/sys/sysDepartRole/list', query: { deptId: 'x' }, sorts: ['createTime'] },
  { path: '/sys/tenant/list', sorts: ['createTime'] },
];

function request(console: 'vue2' | 'vue3', page: (typeof PAGES)[number], column: string): ConsoleRequest {
  const query = Object.fromEntries(
    Object.entries(page.query ?? {}).map(([k, v]) => [k, v === 'ROLE' ? roleId : v]),
  );
  const paging = { column, order: 'desc', pageNo: '1', pageSize: '10' };
  return {
    console,
    method: 'GET',
    path: page.path,
    query: console === 'vue2' ? { ...query, ...paging, field: `id,,,${column}` } : { ...query, ...paging },
  };
}

describe('sort columns JeecgBoot’s list pages send', () => {
  for (const page of PAGES) {
    it(`${page.path} accepts ${page.sorts.join(', ')} from both consoles`, async () => {
      for (const console of ['vue2', 'vue3'] as const) {
        for (const column of page.sorts) {
          const reply = await replay(t, request(console, page, column), { token, tenantId: 1000 });
          expect(reply.body, `${console} ${column}`).toMatchObject({ success: true });
        }
      }
    });
  }

  it('keeps the whitelist: any other column is still refused', async () => {
    for (const path of ['/sys/user/userRoleList', '/sys/sysAnnouncementSend/getMyAnnouncementSend']) {
      const reply = await replay(
        t,
        { console: 'vue3', method: 'GET', path, query: { column: 'password', order: 'desc', roleId } },
        { token, tenantId: 1000 },
      );
      expect(reply.body).toMatchObject({ success: false, message: Msg.sortFieldUnknown });
    }
  });
});
