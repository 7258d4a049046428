import {
  CLINICAL_GRANT_MESSAGES,
  CLINICAL_PERMISSIONS,
  type ClinicalGrant,
  clinicalGrantRoutes,
  describePermission,
  isClinicalPermission,
  type PermissionCode,
} from '@xinmiao/shared';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { allOf } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import {
  sysClinicalGrant,
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysPermission,
  sysRolePermission,
  sysUserRole,
} from '../../db/schema.ts';
import { clinicalPermissionsOf, tellCentreDirector } from './clinical-grants.ts';

type GrantRow = typeof sysClinicalGrant.$inferSelect;

const holdsAnyClinical = (ctx: AuthCtx) => CLINICAL_PERMISSIONS.some((code) => ctx.permissions.has(code));

/**
 * The codes a decider must hold: the permission asked for, or for a membership every clinical
 * permission the role confers now (joining gives them all).
 */
async function codesToHold(db: TenantDb, row: GrantRow, code: string | null): Promise<string[]> {
  if (!row.userId) return code ? [code] : [];
  const kind = row.targetKind === 'depart_role' ? 'depart_role' : 'role';
  return (await clinicalPermissionsOf(db, kind, row.roleId)).map((p) => p.code);
}

/** Why `ctx` may not decide the request for `codes`, if they may not. */
function refusal(ctx: AuthCtx, row: GrantRow, codes: readonly string[]): string | undefined {
  if (row.requestedBy === ctx.userId) return CLINICAL_GRANT_MESSAGES.selfApproval;
  if (row.userId === ctx.userId) return CLINICAL_GRANT_MESSAGES.memberSelf;
  if (!codes.length || codes.some((code) => !ctx.permissions.has(code)))
    return CLINICAL_GRANT_MESSAGES.notHolder;
  return undefined;
}

async function pendingRequest(ctx: AuthCtx, id: string) {
  const [row] = await ctx.db
    .select({ ...getTableColumns(sysClinicalGrant), code: sysPermission.perms, name: sysPermission.name })
    .from(sysClinicalGrant)
    .innerJoin(sysPermission, eq(sysPermission.id, sysClinicalGrant.permissionId))
    .where(and(eq(sysClinicalGrant.id, id), eq(sysClinicalGrant.status, 'pending')));
  return row;
}

/** The grant itself, once approved: into the role's or the department role's permissions, or its members. */
async function applyGrant(tdb: TenantDb, row: GrantRow): Promise<void> {
  if (row.userId) {
    const userId = row.userId;
    if (row.targetKind === 'depart_role') {
      const member = await tdb.first(
        sysDepartRoleUser,
        and(eq(sysDepartRoleUser.droleId, row.roleId), eq(sysDepartRoleUser.userId, userId)),
      );
      if (!member) await tdb.insert(sysDepartRoleUser, { droleId: row.roleId, userId });
      return;
    }
    const member = await tdb.first(
      sysUserRole,
      and(eq(sysUserRole.roleId, row.roleId), eq(sysUserRole.userId, userId)),
    );
    if (!member) await tdb.insert(sysUserRole, { roleId: row.roleId, userId });
    return;
  }
  if (row.targetKind === 'depart_role') {
    const held = await tdb.first(
      sysDepartRolePermission,
      and(
        eq(sysDepartRolePermission.roleId, row.roleId),
        eq(sysDepartRolePermission.permissionId, row.permissionId),
      ),
    );
    if (!held)
      await tdb.insert(sysDepartRolePermission, {
        departId: row.departId ?? '',
        roleId: row.roleId,
        permissionId: row.permissionId,
      });
    return;
  }
  const held = await tdb.first(
    sysRolePermission,
    and(eq(sysRolePermission.roleId, row.roleId), eq(sysRolePermission.permissionId, row.permissionId)),
  );
  if (!held) await tdb.insert(sysRolePermission, { roleId: row.roleId, permissionId: row.permissionId });
}

/**
 * 临床权限审批: a clinical grant takes effect only when a second person who already holds that
 * permission approves it (never the requester). Every decision is logged and told to the centre
 * director.
 */
export function registerClinicalGrantRoutes(r: Registrar, services: ModuleServices): void {
  r.route(clinicalGrantRoutes.list, async (ctx) => {
    if (!holdsAnyClinical(ctx) && !ctx.permissions.has('system:role:assign')) return ok([]);
    const rows = await ctx.db
      .select({ ...getTableColumns(sysClinicalGrant), code: sysPermission.perms })
      .from(sysClinicalGrant)
      .innerJoin(sysPermission, eq(sysPermission.id, sysClinicalGrant.permissionId))
      .orderBy(sql`${sysClinicalGrant.status} <> 'pending'`, desc(sysClinicalGrant.createTime))
      .limit(500);
    const answer: ClinicalGrant[] = [];
    for (const { code, ...grant } of rows) {
      const pending = grant.status === 'pending';
      answer.push({
        id: grant.id,
        targetKind: grant.targetKind === 'depart_role' ? 'depart_role' : 'role',
        roleName: grant.roleName,
        memberName: grant.memberName,
        permission: code ?? '',
        permissionName: isClinicalPermission(code)
          ? describePermission(code as PermissionCode)
          : (code ?? ''),
        requesterName: grant.requesterName,
        status: grant.status as ClinicalGrant['status'],
        decidedBy: grant.decidedBy,
        decidedTime: formatDateTime(grant.decidedTime),
        createTime: formatDateTime(grant.createTime) ?? '',
        canDecide: pending && refusal(ctx, grant, await codesToHold(ctx.db, grant, code)) === undefined,
      });
    }
    return ok(answer);
  });

  const decide = (status: 'approved' | 'rejected') => async (ctx: AuthCtx, id: string) => {
    const found = await pendingRequest(ctx, id);
    if (!found) return fail(CLINICAL_GRANT_MESSAGES.notFound);
    const { code, name, ...grant } = found;
    const refused = refusal(ctx, grant, await codesToHold(ctx.db, grant, code));
    if (refused) return fail(refused);
    const changed = await ctx.db.transaction(async (tdb) => {
      const done = await tdb.update(
        sysClinicalGrant,
        { status, decidedBy: ctx.username, decidedTime: new Date() },
        allOf(eq(sysClinicalGrant.id, id), eq(sysClinicalGrant.status, 'pending')),
      );
      if (done === 1 && status === 'approved') await applyGrant(tdb, grant);
      return done;
    });
    if (changed !== 1) return fail(CLINICAL_GRANT_MESSAGES.notFound);
    await services.permissions.invalidateTenant(ctx.tenantId);
    const verb = status === 'approved' ? '批准' : '驳回';
    const what = grant.memberName
      ? `将 ${grant.memberName} 加入含临床权限的「${grant.roleName}」`
      : `将临床权限「${name}」授予「${grant.roleName}」`;
    await tellCentreDirector(
      ctx.db,
      services,
      `${ctx.username} ${verb}了${what}的申请（申请人 ${grant.requesterName}）。`,
    );
    ctx.logSubject(
      grant.memberName ? `${grant.roleName} ${grant.memberName}` : `${grant.roleName} ${name}`,
      verb,
    );
    return okMsg(status === 'approved' ? CLINICAL_GRANT_MESSAGES.approved : CLINICAL_GRANT_MESSAGES.rejected);
  };
  const approve = decide('approved');
  const reject = decide('rejected');
  r.route(clinicalGrantRoutes.approve, (ctx, { body }) => approve(ctx, body.id));
  r.route(clinicalGrantRoutes.reject, (ctx, { body }) => reject(ctx, body.id));
}
