import {
  CLINICAL_GRANT_MESSAGES,
  type ClinicalGrant,
  DepartRoleMsg,
  ROLE_MESSAGES,
  STUDENT_ACCOUNT_MESSAGES,
} from '@xinmiao/shared';
import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import {
  schoolStudent,
  sysAnnouncementSend,
  sysDepart,
  sysDepartRole,
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysPermission,
  sysRole,
  sysRolePermission,
  sysUser,
  sysUserDepart,
  sysUserRole,
} from '../../db/schema.ts';
import { multipart } from '../../test/multipart.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

// Joining a role that already holds clinical permissions is a clinical grant too: on every path that
// makes a member (角色 → 用户, 用户管理 add and edit, user import, 部门角色 members) it waits for a
// second holder, the centre director is told, and the decision is logged.

const tenant = 1000;
let t: TestApp;
let tdb: TenantDb;
const token: Record<string, string> = {};
const user: Record<string, string> = {};
let centreHead = '';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: Record<string, unknown>) =>
  t.call({
    method,
    url: `/jeecg-boot${url}`,
    headers: auth(token[who] ?? ''),
    ...(payload ? { payload } : {}),
  });

async function userId(username: string): Promise<string> {
  const [row] = await t.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.username, username), eq(sysUser.tenantId, tenant)));
  return row?.id ?? '';
}

async function permissionId(code: string): Promise<string> {
  const [row] = await t.db.select().from(sysPermission).where(eq(sysPermission.perms, code));
  return row?.id ?? '';
}

const rolesOf = async (id: string) =>
  (await tdb.list(sysUserRole, { where: eq(sysUserRole.userId, id) })).map((row) => row.roleId);

async function holds(id: string, code: string): Promise<boolean> {
  await t.services.permissions.invalidateTenant(tenant);
  return (await t.services.permissions.codes(id, tenant)).has(code);
}

const requests = async (who: string) =>
  (await call('GET', '/sys/clinicalGrant/requests', who)).body.result as ClinicalGrant[];

const pendingFor = async (memberName: string) =>
  (await requests('zhuren')).find((g) => g.memberName === memberName && g.status === 'pending');

beforeAll(async () => {
  t = await createTestApp();
  tdb = new TenantDb(t.db, tenant, 'admin');
  for (const name of ['admin', 'zhuren', 'xinli', 'fudaoyuan', 'banzhuren']) {
    token[name] = await t.login(name);
    user[name] = await userId(name);
  }
  centreHead = (await tdb.first(sysRole, eq(sysRole.roleCode, 'centre_head')))?.id ?? '';
}, 120_000);
afterAll(() => t.close());

describe('membership that confers clinical permissions waits for a second approver (issue 19)', () => {
  it('角色 → 用户 (/sys/user/addSysUserRole): held, the director told, only another holder approves', async () => {
    const before = await tdb.count(sysAnnouncementSend, eq(sysAnnouncementSend.userId, user.zhuren ?? ''));
    const added = await call('POST', '/sys/user/addSysUserRole', 'admin', {
      roleId: centreHead,
      userIdList: [user.fudaoyuan],
    });
    expect(added.body.message).toBe(`${ROLE_MESSAGES.userAddOk}${CLINICAL_GRANT_MESSAGES.awaitingMember}`);
    expect(await rolesOf(user.fudaoyuan ?? '')).not.toContain(centreHead);
    expect(await holds(user.fudaoyuan ?? '', 'counselling:centre:director')).toBe(false);
    expect(await tdb.count(sysAnnouncementSend, eq(sysAnnouncementSend.userId, user.zhuren ?? ''))).toBe(
      before + 1,
    );
    // Asking twice keeps one request.
    await call('POST', '/sys/user/addSysUserRole', 'admin', {
      roleId: centreHead,
      userIdList: [user.fudaoyuan],
    });
    const mine = (await requests('zhuren')).filter((g) => g.memberName === 'fudaoyuan');
    expect(mine.map((g) => [g.roleName, g.status, g.canDecide])).toEqual([['中心主任', 'pending', true]]);
    const id = mine[0]?.id ?? '';
    // The requester, a holder of only some of the role's clinical permissions, and the member cannot decide.
    expect((await call('POST', '/sys/clinicalGrant/approve', 'admin', { id })).body.message).toBe(
      CLINICAL_GRANT_MESSAGES.selfApproval,
    );
    expect((await call('POST', '/sys/clinicalGrant/approve', 'xinli', { id })).body.message).toBe(
      CLINICAL_GRANT_MESSAGES.notHolder,
    );
    expect((await call('POST', '/sys/clinicalGrant/approve', 'fudaoyuan', { id })).body.message).toBe(
      CLINICAL_GRANT_MESSAGES.memberSelf,
    );
    expect((await call('POST', '/sys/clinicalGrant/approve', 'zhuren', { id })).body.message).toBe(
      CLINICAL_GRANT_MESSAGES.approved,
    );
    expect(await rolesOf(user.fudaoyuan ?? '')).toContain(centreHead);
    expect(await holds(user.fudaoyuan ?? '', 'counselling:centre:director')).toBe(true);
  });

  it('用户管理 edit with roles: the clinical role is held, the others apply', async () => {
    const fudaoyuanRole = (await tdb.first(sysRole, eq(sysRole.roleCode, 'fudaoyuan')))?.id ?? '';
    const was = await rolesOf(user.banzhuren ?? '');
    const edit = await call('PUT', '/sys/user/edit', 'admin', {
      id: user.banzhuren,
      realname: '班主任',
      selectedroles: [...was, fudaoyuanRole, centreHead].join(','),
    });
    expect(edit.body.message).toContain(CLINICAL_GRANT_MESSAGES.awaitingMember);
    expect((await rolesOf(user.banzhuren ?? '')).sort()).toEqual([...was, fudaoyuanRole].sort());
    const request = await pendingFor('banzhuren');
    expect(request?.roleName).toBe('中心主任');
    expect(
      (await call('POST', '/sys/clinicalGrant/reject', 'zhuren', { id: request?.id ?? '' })).body.message,
    ).toBe(CLINICAL_GRANT_MESSAGES.rejected);
    expect(await rolesOf(user.banzhuren ?? '')).not.toContain(centreHead);
  });

  it('用户管理 add with roles: the new account starts without the clinical role', async () => {
    const added = await call('POST', '/sys/user/add', 'admin', {
      username: 'newhead',
      realname: '新主任',
      password: 'Teach2024a',
      confirmpassword: 'Teach2024a',
      selectedroles: centreHead,
    });
    expect(added.body.message).toContain(CLINICAL_GRANT_MESSAGES.awaitingMember);
    expect(await rolesOf(await userId('newhead'))).toEqual([]);
    expect(await pendingFor('newhead')).toBeDefined();
  });

  it('user import with role codes: the imported account starts without the clinical role', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('用户');
    sheet.addRow(['用户信息']);
    sheet.addRow(['导出人:admin']);
    sheet.addRow(['登录账号', '真实姓名', '性别', '手机号码', '部门编码', '角色编码', '初始密码']);
    sheet.addRow(['importhead', '导入主任', '男', '', '', 'centre_head', 'Teach2024a']);
    const { payload, contentType } = multipart([
      { name: 'file', filename: 'users.xlsx', data: new Uint8Array(await book.xlsx.writeBuffer()) },
    ]);
    const res = await t.call({
      method: 'POST',
      url: '/jeecg-boot/sys/user/importExcel',
      headers: { ...auth(token.admin ?? ''), 'content-type': contentType },
      payload,
    });
    expect(res.body.message).toContain(CLINICAL_GRANT_MESSAGES.awaitingMember);
    expect(await rolesOf(await userId('importhead'))).toEqual([]);
    expect(await pendingFor('importhead')).toBeDefined();
  });

  it('部门角色 members (deptRoleUserAdd): held until a holder approves', async () => {
    const centre = await tdb.first(sysDepart, eq(sysDepart.departName, '心理健康教育中心'));
    const duty = await tdb.first(sysDepartRole, eq(sysDepartRole.departId, centre?.id ?? ''));
    // Fixture: the duty role already holds a clinical permission (an approved grant).
    await tdb.insert(sysDepartRolePermission, {
      departId: centre?.id ?? '',
      roleId: duty?.id ?? '',
      permissionId: await permissionId('counselling:note:edit'),
    });
    await tdb.insert(sysUserDepart, { userId: user.banzhuren ?? '', depId: centre?.id ?? '' });
    const set = await call('POST', '/sys/sysDepartRole/deptRoleUserAdd', 'admin', {
      userId: user.banzhuren,
      departId: centre?.id,
      newRoleId: duty?.id,
    });
    expect(set.body.message).toBe(`${DepartRoleMsg.savedOk}${CLINICAL_GRANT_MESSAGES.awaitingMember}`);
    const joined = () =>
      tdb.count(
        sysDepartRoleUser,
        and(
          eq(sysDepartRoleUser.userId, user.banzhuren ?? ''),
          eq(sysDepartRoleUser.droleId, duty?.id ?? ''),
        ),
      );
    expect(await joined()).toBe(0);
    const request = await pendingFor('banzhuren');
    expect(request?.targetKind).toBe('depart_role');
    await call('POST', '/sys/clinicalGrant/approve', 'zhuren', { id: request?.id ?? '' });
    expect(await joined()).toBe(1);
    expect(await holds(user.banzhuren ?? '', 'counselling:note:edit')).toBe(true);
  });

  it('a role without clinical permissions, or whose clinical permissions the account holds already, joins at once', async () => {
    const plain = (await tdb.first(sysRole, eq(sysRole.roleCode, 'banzhuren')))?.id ?? '';
    const added = await call('POST', '/sys/user/addSysUserRole', 'admin', {
      roleId: plain,
      userIdList: [user.xinli],
    });
    expect(added.body.message).toBe(ROLE_MESSAGES.userAddOk);
    const [readers = ''] = await tdb.insert(sysRole, { roleName: '记录查阅', roleCode: 'note_readers' });
    await tdb.insert(sysRolePermission, {
      roleId: readers,
      permissionId: await permissionId('counselling:note:list'),
    });
    expect(await holds(user.xinli ?? '', 'counselling:note:list')).toBe(true);
    const same = await call('POST', '/sys/user/addSysUserRole', 'admin', {
      roleId: readers,
      userIdList: [user.xinli],
    });
    expect(same.body.message).toBe(ROLE_MESSAGES.userAddOk);
    expect(await rolesOf(user.xinli ?? '')).toEqual(expect.arrayContaining([plain, readers]));
  });

  it('new student accounts join the 学生 role by themselves: refused while that role holds a clinical permission', async () => {
    const studentRole = (await tdb.first(sysRole, eq(sysRole.roleCode, 'student')))?.id ?? '';
    const [student] = await tdb.list(schoolStudent, { where: isNull(schoolStudent.userId), limit: 1 });
    const create = () =>
      call('POST', '/school/student/createAccounts', 'admin', { ids: [student?.id ?? ''] });
    // A clinical permission on the role, as a grant approved earlier (or data from before the rule) would leave it.
    const noteList = await permissionId('counselling:note:list');
    const [grantRow = ''] = await tdb.insert(sysRolePermission, {
      roleId: studentRole,
      permissionId: noteList,
    });
    const [permission] = await t.db.select().from(sysPermission).where(eq(sysPermission.id, noteList));
    const refused = await create();
    expect(refused.body).toMatchObject({
      success: false,
      message: STUDENT_ACCOUNT_MESSAGES.clinicalStudentRole(permission?.name ?? ''),
    });
    const after = await tdb.first(schoolStudent, eq(schoolStudent.id, student?.id ?? ''));
    expect(after?.userId).toBeNull();
    await tdb.delete(sysRolePermission, eq(sysRolePermission.id, grantRow));
    expect((await create()).body).toMatchObject({ success: true, result: { created: 1 } });
  });
});
