import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysPermission, sysRole } from '../../db/schema.ts';
import { auth, type TestApp } from '../../test/test-app.ts';
import { withTwoInstances } from '../../test/two-instances.ts';

async function teacherId(app: TestApp, token: string): Promise<string> {
  const reply = await app.call({
    method: 'GET',
    url: '/jeecg-boot/sys/user/getUserInfo',
    headers: auth(token),
  });
  return (reply.body.result as { userInfo: { id: string } }).userInfo.id;
}

describe('role change with the Redis permission cache on two instances', () => {
  it('a button withdrawn on one instance is refused on the other at the next request', () =>
    withTwoInstances(async (a, b) => {
      const teacher = await a.login('banzhuren');
      const admin = await b.login('admin');
      const role = await new TenantDb(a.db, 1000).first(sysRole, eq(sysRole.roleCode, 'banzhuren'));
      const [button] = await a.db
        .select()
        .from(sysPermission)
        .where(eq(sysPermission.perms, 'system:role:list'));
      const grant = (permissionIds: string, lastpermissionIds: string) =>
        b.call({
          method: 'POST',
          url: '/jeecg-boot/sys/permission/saveRolePermission',
          headers: auth(admin),
          payload: { roleId: role?.id, permissionIds, lastpermissionIds },
        });
      const listRoles = () =>
        a.call({ method: 'GET', url: '/jeecg-boot/sys/role/list', headers: auth(teacher) });

      expect((await listRoles()).body.code).toBe(510);
      expect((await grant(button?.id ?? '', '')).body.success).toBe(true);
      expect((await listRoles()).body.success).toBe(true);
      // Instance A now holds the teacher's set in Redis; the change comes from instance B.
      expect(await a.services.cache?.get(`perm:1000:${await teacherId(a, teacher)}`)).toBeTruthy();
      expect((await grant('', button?.id ?? '')).body.success).toBe(true);
      expect((await listRoles()).body.code).toBe(510);
    }));

  it('reuses the set it parsed while Redis holds the same text, and takes a changed text at once', () =>
    withTwoInstances(async (a, b) => {
      const teacher = await a.login('banzhuren');
      const admin = await b.login('admin');
      const userId = await teacherId(a, teacher);
      const codes = () => a.services.permissions.codes(userId, 1000);
      const first = await codes();
      expect(await codes()).toBe(first);
      // Another instance rewrites the cached text (here: drops it and a request of its own refills it).
      await b.services.permissions.invalidateUser(userId, 1000);
      await b.services.permissions.codes(userId, 1000);
      expect(await codes()).toEqual(first);
      const role = await new TenantDb(a.db, 1000).first(sysRole, eq(sysRole.roleCode, 'banzhuren'));
      const [button] = await a.db
        .select()
        .from(sysPermission)
        .where(eq(sysPermission.perms, 'system:role:list'));
      const granted = await b.call({
        method: 'POST',
        url: '/jeecg-boot/sys/permission/saveRolePermission',
        headers: auth(admin),
        payload: { roleId: role?.id, permissionIds: button?.id ?? '', lastpermissionIds: '' },
      });
      expect(granted.body.success).toBe(true);
      const after = await codes();
      expect(after).not.toBe(first);
      expect(after.has('system:role:list')).toBe(true);
      expect(first.has('system:role:list')).toBe(false);
    }));
});
