import { UserMsg } from '@xinmiao/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import {
  sysDepart,
  sysDepartRole,
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysPermission,
  sysUser,
  sysUserDepart,
} from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;
const ids = { me: '', ownDepart: '', otherDepart: '', deptRole: '' };

/** fudaoyuan manages users only through a department role of their own department. */
beforeAll(async () => {
  t = await createTestApp();
  const db = new TenantDb(t.db, 1000);
  const [user] = await t.db.select().from(sysUser).where(eq(sysUser.username, 'fudaoyuan'));
  ids.me = user?.id ?? '';
  const [own] = await db.list(sysUserDepart, { where: eq(sysUserDepart.userId, ids.me) });
  ids.ownDepart = own?.depId ?? '';
  ids.otherDepart = (await db.first(sysDepart, ne(sysDepart.id, ids.ownDepart)))?.id ?? '';
  const [roleId] = await db.insert(sysDepartRole, {
    departId: ids.ownDepart,
    roleName: '用户管理员',
    roleCode: 'user_admin',
  });
  ids.deptRole = roleId ?? '';
  const buttons = await t.db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(inArray(sysPermission.perms, ['system:user:list', 'system:user:edit']));
  await db.insert(
    sysDepartRolePermission,
    buttons.map((b) => ({ departId: ids.ownDepart, roleId: ids.deptRole, permissionId: b.id })),
  );
  await db.insert(sysDepartRoleUser, { userId: ids.me, droleId: ids.deptRole });
  await t.services.permissions.invalidateTenant(1000);
  token = await t.login('fudaoyuan');
});
afterAll(() => t.close());

const edit = (payload: Record<string, unknown>) =>
  t.call({
    method: 'PUT',
    url: '/jeecg-boot/sys/user/edit',
    headers: auth(token),
    payload: { id: ids.me, realname: '李辅导', ...payload },
  });

describe('lockout guard with rights from a department role', () => {
  it('refuses leaving the department whose role grants the admin user management', async () => {
    const reply = await edit({ selecteddeparts: ids.otherDepart });
    expect(reply.body).toMatchObject({ success: false, message: UserMsg.selfStrip });
    const links = await new TenantDb(t.db, 1000).list(sysDepartRoleUser, {
      where: and(eq(sysDepartRoleUser.userId, ids.me), eq(sysDepartRoleUser.droleId, ids.deptRole)),
    });
    expect(links).toHaveLength(1);
  });

  it('lets the admin drop their own roles while the department role still grants it', async () => {
    expect((await edit({ selectedroles: '' })).body.success).toBe(true);
    expect((await edit({ selecteddeparts: `${ids.ownDepart},${ids.otherDepart}` })).body.success).toBe(true);
  });

  it('refuses once the department role is the only source and the department goes', async () => {
    expect((await edit({ selecteddeparts: '' })).body.message).toBe(UserMsg.selfStrip);
  });
});
