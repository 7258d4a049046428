import { CLINICAL_PERMISSIONS, isClinicalPermission, TENANT_MESSAGES } from '@xinmiao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { tenantMembers } from '../../core/members.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { permissionHolders } from '../../core/permission-holders.ts';
import type { PermissionRow } from '../../core/permissions.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import {
  sysClinicalGrant,
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysPermission,
  sysRole,
  sysRolePermission,
  sysUserRole,
} from '../../db/schema.ts';
import { sendSystemMessage } from '../announcement/index.ts';

/** The role (or department role) a grant is for. */
export type GrantTarget = {
  kind: 'role' | 'depart_role';
  roleId: string;
  departId?: string;
  roleName: string;
};

/**
 * Splits the permissions a grant adds: the clinical ones are not granted but held as pending
 * requests for a second approver (and the centre director is told); the rest apply at once.
 * Returns the ids to grant now and whether anything was held (the reply then says so).
 */
export async function holdClinicalGrants(
  ctx: AuthCtx,
  db: TenantDb,
  services: Pick<ModuleServices, 'notifier'>,
  target: GrantTarget,
  added: readonly PermissionRow[],
): Promise<{ grantNow: string[]; held: boolean }> {
  const clinical = added.filter((row) => isClinicalPermission(row.perms));
  const grantNow = added.filter((row) => !isClinicalPermission(row.perms)).map((row) => row.id);
  if (clinical.length === 0) return { grantNow, held: false };
  const waiting = await db.list(sysClinicalGrant, {
    where: and(
      eq(sysClinicalGrant.roleId, target.roleId),
      eq(sysClinicalGrant.status, 'pending'),
      inArray(
        sysClinicalGrant.permissionId,
        clinical.map((row) => row.id),
      ),
    ),
  });
  const fresh = clinical.filter((row) => !waiting.some((w) => w.permissionId === row.id));
  if (fresh.length) {
    await db.insert(
      sysClinicalGrant,
      fresh.map((row) => ({
        targetKind: target.kind,
        roleId: target.roleId,
        departId: target.departId ?? null,
        roleName: target.roleName,
        permissionId: row.id,
        requestedBy: ctx.userId,
        requesterName: ctx.username,
      })),
    );
    await tellCentreDirector(
      db,
      services,
      `${ctx.username} 申请将临床权限「${fresh.map((row) => row.name).join('、')}」授予「${target.roleName}」，待第二位持有该权限的人员审批。`,
    );
  }
  return { grantNow, held: true };
}

/** Who acts: the signed-in administrator (or importer) asking for the change. */
type Actor = Pick<AuthCtx, 'userId' | 'username'>;

const liveClinical = and(
  eq(sysPermission.menuType, 2),
  eq(sysPermission.delFlag, 0),
  eq(sysPermission.status, 1),
  inArray(sysPermission.perms, [...CLINICAL_PERMISSIONS]),
);

export type ClinicalRow = { id: string; code: string; name: string };

/** The clinical permissions a role (or a department role) holds now. */
export async function clinicalPermissionsOf(
  db: TenantDb,
  kind: GrantTarget['kind'],
  roleId: string,
): Promise<ClinicalRow[]> {
  const link = kind === 'depart_role' ? sysDepartRolePermission : sysRolePermission;
  const rows = await db
    .select({ id: sysPermission.id, code: sysPermission.perms, name: sysPermission.name })
    .from(link)
    .innerJoin(sysPermission, eq(sysPermission.id, link.permissionId))
    .where(and(eq(link.roleId, roleId), liveClinical));
  return rows.map((row) => ({ id: row.id, code: row.code ?? '', name: row.name }));
}

/** The clinical codes `userId` holds now in this school, through roles and department roles. */
async function clinicalCodesHeld(db: TenantDb, userId: string): Promise<Set<string>> {
  const viaRoles = await db
    .select({ code: sysPermission.perms })
    .from(sysUserRole)
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(and(eq(sysUserRole.userId, userId), liveClinical));
  const viaDeparts = await db
    .select({ code: sysPermission.perms })
    .from(sysDepartRoleUser)
    .innerJoin(sysDepartRolePermission, eq(sysDepartRolePermission.roleId, sysDepartRoleUser.droleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysDepartRolePermission.permissionId))
    .where(and(eq(sysDepartRoleUser.userId, userId), liveClinical));
  return new Set([...viaRoles, ...viaDeparts].map((row) => row.code ?? ''));
}

/**
 * Membership is a grant too: joining a role (or a department role) that holds clinical permissions
 * the account does not hold yet waits, like a permission grant, for a second person who holds them
 * (`sys_clinical_grant` with the member's id), and the centre director is told. Call it before the
 * account's memberships change. Returns the roles to join now and whether any was held.
 */
export async function holdClinicalMemberships(
  actor: Actor,
  db: TenantDb,
  services: Pick<ModuleServices, 'notifier'>,
  userId: string,
  targets: readonly GrantTarget[],
): Promise<{ joinNow: GrantTarget[]; held: boolean }> {
  const joinNow: GrantTarget[] = [];
  const asked: { target: GrantTarget; conferred: ClinicalRow[] }[] = [];
  let holds: Set<string> | undefined;
  for (const target of targets) {
    const clinical = await clinicalPermissionsOf(db, target.kind, target.roleId);
    if (clinical.length) holds ??= await clinicalCodesHeld(db, userId);
    const conferred = clinical.filter((row) => !holds?.has(row.code));
    if (conferred.length === 0) joinNow.push(target);
    else asked.push({ target, conferred });
  }
  if (asked.length === 0) return { joinNow, held: false };
  const waiting = await db.list(sysClinicalGrant, {
    where: and(
      eq(sysClinicalGrant.userId, userId),
      eq(sysClinicalGrant.status, 'pending'),
      inArray(
        sysClinicalGrant.roleId,
        asked.map((a) => a.target.roleId),
      ),
    ),
  });
  const fresh = asked.filter((a) => !waiting.some((w) => w.roleId === a.target.roleId));
  if (fresh.length) {
    const [member] = await tenantMembers(db, [userId]);
    const memberName = member?.username ?? userId;
    await db.insert(
      sysClinicalGrant,
      fresh.map(({ target, conferred }) => ({
        targetKind: target.kind,
        roleId: target.roleId,
        departId: target.departId ?? null,
        roleName: target.roleName,
        permissionId: conferred[0]?.id ?? '',
        userId,
        memberName,
        requestedBy: actor.userId,
        requesterName: actor.username,
      })),
    );
    for (const { target, conferred } of fresh)
      await tellCentreDirector(
        db,
        services,
        `${actor.username} 申请将 ${memberName} 加入含临床权限「${conferred.map((row) => row.name).join('、')}」的「${target.roleName}」，待第二位持有这些权限的人员审批。`,
      );
  }
  return { joinNow, held: true };
}

/** Every clinical grant request and decision reaches the centre director(s) at once. */
export async function tellCentreDirector(
  db: TenantDb,
  services: Pick<ModuleServices, 'notifier'>,
  content: string,
): Promise<void> {
  await sendSystemMessage(services.notifier, db, {
    userIds: await permissionHolders(db, 'counselling:centre:director'),
    title: '临床权限授权',
    content,
    priority: 'H',
    openPage: '/counselling/cases',
    busType: 'clinical_grant',
  });
}

/** The centre's head (the demo university seeds the same role with the centre's pages besides). */
const CENTRE_HEAD = { code: 'centre_head', name: '中心主任' } as const;

/**
 * A school's first centre director, named by the platform operator: the bootstrap of the second
 * approver, allowed only while nobody in the school holds any clinical permission (afterwards every
 * clinical grant needs a holder of the school, decision 38). The account joins the school's 中心主任
 * role, which holds every clinical permission; the naming is recorded as an approved clinical grant
 * decided by the operator, and the school's administrators and the director are told. Returns the
 * refusal, if any.
 */
export async function nameFirstCentreDirector(
  db: TenantDb,
  services: Pick<ModuleServices, 'notifier' | 'permissions'>,
  actor: Actor,
  userId: string,
): Promise<string | undefined> {
  const [member] = await tenantMembers(db, [userId]);
  if (!member) return TENANT_MESSAGES.memberMissing;
  const clinical = (await services.permissions.catalogRows(db.tenantId)).filter(
    (row) => row.menuType === 2 && row.status === 1 && isClinicalPermission(row.perms),
  );
  const refused = await db.transaction(async (tdb) => {
    for (const code of CLINICAL_PERMISSIONS)
      if ((await permissionHolders(tdb, code)).length) return TENANT_MESSAGES.directorExists;
    const roleId =
      (await tdb.first(sysRole, eq(sysRole.roleCode, CENTRE_HEAD.code)))?.id ??
      (
        await tdb.insert(sysRole, {
          roleName: CENTRE_HEAD.name,
          roleCode: CENTRE_HEAD.code,
          dataScope: 'all',
          createBy: actor.username,
        })
      )[0] ??
      '';
    const granted = (await tdb.list(sysRolePermission, { where: eq(sysRolePermission.roleId, roleId) })).map(
      (row) => row.permissionId,
    );
    const missing = clinical.filter((row) => !granted.includes(row.id));
    if (missing.length)
      await tdb.insert(
        sysRolePermission,
        missing.map((row) => ({ roleId, permissionId: row.id })),
      );
    await tdb.insert(sysUserRole, { roleId, userId });
    const director = clinical.find((row) => row.perms === 'counselling:centre:director');
    await tdb.insert(sysClinicalGrant, {
      targetKind: 'role',
      roleId,
      roleName: CENTRE_HEAD.name,
      permissionId: director?.id ?? '',
      userId,
      memberName: member.username,
      requestedBy: actor.userId,
      requesterName: actor.username,
      status: 'approved',
      decidedBy: actor.username,
      decidedTime: new Date(),
    });
    return undefined;
  });
  if (refused) return refused;
  const admins = await permissionHolders(db, 'system:role:assign');
  await sendSystemMessage(services.notifier, db, {
    userIds: [...new Set([...admins, userId])],
    title: '临床权限授权',
    content: `平台管理员 ${actor.username} 指定 ${member.realname || member.username}（${member.username}）为本校首位中心主任，持有全部临床权限。此后临床权限的授予须由本校已持有该权限的人员审批。`,
    priority: 'H',
    openPage: '/counselling/cases',
    busType: 'clinical_grant',
  });
  return undefined;
}
