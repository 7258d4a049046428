import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redisCache } from '../../core/cache.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysRole } from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MENU = '/jeecg-boot/sys/permission/getUserPermissionByToken';

async function codes(app: TestApp, token: string): Promise<string[]> {
  const reply = await app.call({ method: 'GET', url: MENU, headers: auth(token) });
  return (reply.body.result as { codeList: string[] }).codeList;
}

describe('role change with the Redis permission cache on two instances', () => {
  it('a member removed on one instance loses the role’s buttons on the other at once', async () => {
    const prefix = `xm-test-${randomBytes(4).toString('hex')}:`;
    const cacheA = redisCache(REDIS_URL, prefix);
    const cacheB = redisCache(REDIS_URL, prefix);
    const a = await createTestApp({ cache: cacheA });
    const b = await createTestApp({ cache: cacheB, testDb: a.testDb });
    try {
      const teacher = await a.login('banzhuren');
      const admin = await b.login('admin');
      const fudaoyuan = await new TenantDb(a.db, 1000).first(sysRole, eq(sysRole.roleCode, 'fudaoyuan'));
      const info = await a.call({
        method: 'GET',
        url: '/jeecg-boot/sys/user/getUserInfo',
        headers: auth(teacher),
      });
      const teacherId = (info.body.result as { userInfo: { id: string } }).userInfo.id;
      expect(await codes(a, teacher)).not.toContain('school:student:add');

      await b.call({
        method: 'POST',
        url: '/jeecg-boot/sys/user/addSysUserRole',
        headers: auth(admin),
        payload: { roleId: fudaoyuan?.id, userIdList: [teacherId] },
      });
      expect(await codes(a, teacher)).toContain('school:student:add');
      // The set is now cached in Redis for instance A.
      expect(await codes(a, teacher)).toContain('school:student:add');

      const removed = await b.call({
        method: 'DELETE',
        url: `/jeecg-boot/sys/user/deleteUserRole?roleId=${fudaoyuan?.id}&userId=${teacherId}`,
        headers: auth(admin),
      });
      expect(removed.body.success).toBe(true);
      expect(await codes(a, teacher)).not.toContain('school:student:add');
      const call = await a.call({
        method: 'POST',
        url: '/jeecg-boot/sys/user/addSysUserRole',
        headers: auth(teacher),
        payload: { roleId: fudaoyuan?.id, userIdList: [teacherId] },
      });
      expect(call.body.code).toBe(510);
    } finally {
      await b.close();
      await a.close();
      await cacheA.close();
      await cacheB.close();
    }
  });
});
