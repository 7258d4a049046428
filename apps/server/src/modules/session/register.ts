import { Msg, PLATFORM_TENANT_ID, REGISTER_MESSAGES, registerRoutes } from '@xinmiao/shared';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PublicCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { hashPassword } from '../../core/password.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { isUsableNow } from '../../core/tenants.ts';
import { chinaDateTime } from '../../core/time.ts';
import {
  sysRegisterSetting,
  sysRegistration,
  sysRole,
  sysTenant,
  sysUser,
  sysUserTenant,
} from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { sendSystemMessage } from '../announcement/index.ts';
import { setRoles } from '../users/index.ts';

/** A code proves the phone for one school's registration page only. */
const codeScope = (tenantId: number) => `register:${tenantId}`;

/**
 * The school and its setting when it takes registrations now: usable, the switch on with a role and
 * an approver, and a code can reach a phone.
 */
async function openSetting(services: Services, tenantId: number) {
  if (tenantId === PLATFORM_TENANT_ID) return null;
  const [school] = await services.db
    .select()
    .from(sysTenant)
    .where(and(eq(sysTenant.id, tenantId), eq(sysTenant.delFlag, 0)));
  if (!school || !isUsableNow(school)) return null;
  const setting = await new TenantDb(services.db, tenantId).first(sysRegisterSetting, undefined);
  if (setting?.enabled !== 1 || !setting.roleId || !setting.approverId) return null;
  // Without a way to send the code nobody could finish, so the page says it is closed.
  if (!(await services.sms.available(tenantId))) return null;
  return { schoolName: school.name, approverId: setting.approverId };
}

/**
 * Whether a frozen account is a self-registration still waiting for its school's approver: the
 * sign-in tells a caller who proved the password so, instead of 该用户已冻结.
 */
export async function awaitingApproval(db: Db, user: { id: string; tenantId: number }): Promise<boolean> {
  const tdb = new TenantDb(db, user.tenantId);
  const row = await tdb.first(
    sysRegistration,
    and(eq(sysRegistration.userId, user.id), eq(sysRegistration.status, 'pending')),
  );
  return row !== undefined;
}

async function sendCode(services: Services, ctx: PublicCtx, tenantId: number, mobile: string) {
  if (!(await openSetting(services, tenantId))) return fail(REGISTER_MESSAGES.closed);
  const sent = await services.sms.sendCode({
    tenantId,
    mobile,
    ip: ctx.ip,
    purpose: 'register',
    scope: codeScope(tenantId),
  });
  if (sent.ok) return okMsg(Msg.smsSent);
  if (sent.reason === 'unavailable') return fail(REGISTER_MESSAGES.smsUnavailable);
  if (sent.reason === 'limited') return fail(REGISTER_MESSAGES.smsLimited);
  if (sent.reason === 'locked') return fail(REGISTER_MESSAGES.smsLocked);
  ctx.log.warn({ gateway: sent.detail }, 'sms gateway refused a registration code');
  return fail(REGISTER_MESSAGES.smsFailed);
}

/**
 * 自助注册 (issue 30) on Xinmiao's own public calls; JeecgBoot's `/sys/user/register` stays absent.
 * A school opens it on 登录配置 by naming the role new accounts get and the approver. The page
 * proves the phone with a code bound to that school's registration; the account is created frozen
 * with a pending registration, so it cannot sign in (the sign-in says it waits) until the approver
 * passes it: then it is unfrozen and given the role in one transaction. A rejected account is deleted.
 * Rate limits: `PUBLIC_FORM_LIMITS` (core/rate-limits.ts).
 */
export function registerSelfRegistration(r: Registrar, services: Services): void {
  const { accounts } = services;

  r.route(registerRoutes.school, async (_ctx, { query }) => {
    const open = await openSetting(services, query.tenantId);
    return ok({ open: open !== null, schoolName: open?.schoolName ?? '' });
  });

  r.route(registerRoutes.sms, (ctx, { body }) => sendCode(services, ctx, body.tenantId, body.mobile));

  r.route(registerRoutes.submit, async (ctx, { body }) => {
    const setting = await openSetting(services, body.tenantId);
    if (!setting) return fail(REGISTER_MESSAGES.closed);
    const taken = await accounts.takenUsernames(body.tenantId, [body.username]);
    if (taken.size > 0) return fail(REGISTER_MESSAGES.usernameTaken);
    const checked = await services.sms.checkCode({
      mobile: body.phone,
      code: body.smsCode,
      purpose: 'register',
      scope: codeScope(body.tenantId),
    });
    if (checked === 'locked') return fail(REGISTER_MESSAGES.smsLocked);
    if (checked === 'elsewhere') return fail(REGISTER_MESSAGES.smsElsewhere);
    if (checked !== 'ok') return fail(REGISTER_MESSAGES.smsWrong);
    // Only the phone's holder gets this far, so saying the number has an account tells nobody else.
    if (await accounts.phoneTaken(body.phone)) return fail(REGISTER_MESSAGES.phoneTaken);
    const password = await hashPassword(body.password);
    let registrationId = '';
    const tdb = new TenantDb(services.db, body.tenantId, body.username);
    await accounts.create(
      body.tenantId,
      body.username,
      [body],
      (form) => ({
        username: form.username,
        realname: form.realname,
        phone: form.phone,
        password,
        status: 2,
      }),
      async (inTx, userId) => {
        const [id] = await inTx.insert(sysRegistration, { userId, status: 'pending', ip: ctx.ip });
        registrationId = id ?? '';
      },
    );
    await sendSystemMessage(services.notifier, tdb, {
      userIds: [setting.approverId],
      title: `新的注册申请：${body.realname}（${body.username}）`,
      content: `${body.realname}（${body.username}）申请注册本校账号，请在“注册审核”中通过或驳回；审核前该账号不能登录。`,
      openPage: '/system/registrations',
      busType: 'sys_registration',
      busId: registrationId,
    });
    return okMsg(REGISTER_MESSAGES.submitted);
  });

  /** The live, unfrozen account named `username` among the school's active members (its own first). */
  async function memberNamed(tenantId: number, username: string): Promise<string | null> {
    const rows = await services.db
      .select({ id: sysUser.id, home: sysUser.tenantId })
      .from(sysUser)
      .innerJoin(sysUserTenant, eq(sysUserTenant.userId, sysUser.id))
      .where(
        and(
          eq(sysUser.username, username),
          eq(sysUser.delFlag, 0),
          eq(sysUser.status, 1),
          eq(sysUserTenant.tenantId, tenantId),
          eq(sysUserTenant.status, 1),
        ),
      );
    return (rows.find((row) => row.home === tenantId) ?? rows[0])?.id ?? null;
  }

  r.route(registerRoutes.setting, async (ctx) => {
    const row = await ctx.db.first(sysRegisterSetting, undefined);
    return ok({
      enabled: row?.enabled ?? 0,
      roleId: row?.roleId ?? null,
      approver: row?.approverId ? await usernameOf(row.approverId) : null,
    });
  });

  r.route(registerRoutes.saveSetting, async (ctx, { body }) => {
    const roleId = body.roleId || null;
    if (body.enabled === 1 && !roleId) return fail(REGISTER_MESSAGES.roleRequired);
    if (body.enabled === 1 && !body.approver) return fail(REGISTER_MESSAGES.approverRequired);
    if (body.enabled === 1 && !(await services.sms.available(ctx.tenantId))) {
      return fail(REGISTER_MESSAGES.smsUnavailable);
    }
    if (roleId && !(await ctx.db.byId(sysRole, roleId))) return fail(REGISTER_MESSAGES.unknownRole);
    const approverId = body.approver ? await memberNamed(ctx.tenantId, body.approver) : null;
    if (body.approver && !approverId) return fail(REGISTER_MESSAGES.unknownApprover);
    await ctx.db.upsert(sysRegisterSetting, { enabled: body.enabled, roleId, approverId }, { target: [] });
    ctx.logSubject(body.enabled === 1 ? '开启' : '关闭');
    return okMsg(REGISTER_MESSAGES.saved);
  });

  async function usernameOf(userId: string): Promise<string> {
    const [user] = await services.db
      .select({ username: sysUser.username })
      .from(sysUser)
      .where(eq(sysUser.id, userId));
    return user?.username ?? userId;
  }

  /** The school's setting when the caller is its approver. */
  async function asApprover(ctx: { db: TenantDb; userId: string }) {
    const setting = await ctx.db.first(sysRegisterSetting, undefined);
    return setting?.approverId === ctx.userId ? setting : null;
  }

  r.route(registerRoutes.pending, async (ctx) => {
    const setting = await asApprover(ctx);
    if (!setting) return fail(REGISTER_MESSAGES.notApprover);
    const rows = await ctx.db.list(sysRegistration, {
      where: eq(sysRegistration.status, 'pending'),
      orderBy: [asc(sysRegistration.createTime)],
    });
    if (!rows.length) return ok([]);
    const users = await services.db
      .select({
        id: sysUser.id,
        username: sysUser.username,
        realname: sysUser.realname,
        phone: sysUser.phone,
      })
      .from(sysUser)
      .where(
        and(
          inArray(
            sysUser.id,
            rows.map((row) => row.userId),
          ),
          eq(sysUser.tenantId, ctx.tenantId),
        ),
      );
    const role = setting.roleId ? await ctx.db.byId(sysRole, setting.roleId) : undefined;
    const byId = new Map(users.map((u) => [u.id, u]));
    return ok(
      rows.flatMap((row) => {
        const user = byId.get(row.userId);
        if (!user) return [];
        return [
          {
            id: row.id,
            username: user.username,
            realname: user.realname,
            phone: user.phone ?? '',
            roleName: role?.roleName ?? '',
            createTime: chinaDateTime(row.createTime),
          },
        ];
      }),
    );
  });

  /** The pending registration `id` of the caller's school, when the caller is its approver. */
  async function pendingFor(ctx: { db: TenantDb; userId: string }, id: string) {
    const setting = await asApprover(ctx);
    if (!setting) return REGISTER_MESSAGES.notApprover;
    const row = await ctx.db.byId(sysRegistration, id);
    if (row?.status !== 'pending') return REGISTER_MESSAGES.notPending;
    return { setting, row };
  }

  r.route(registerRoutes.approve, async (ctx, { body }) => {
    const found = await pendingFor(ctx, body.id);
    if (typeof found === 'string') return fail(found);
    const { setting, row } = found;
    if (!setting.roleId || !(await ctx.db.byId(sysRole, setting.roleId))) {
      return fail(REGISTER_MESSAGES.unknownRole);
    }
    const roleId = setting.roleId;
    const who = { by: 'school', tenantId: ctx.tenantId, actor: ctx.username } as const;
    await accounts.activate(row.userId, who, async (tdb) => {
      const decided = await tdb.update(
        sysRegistration,
        { status: 'approved', decidedBy: ctx.username, decidedTime: new Date() },
        and(eq(sysRegistration.id, row.id), eq(sysRegistration.status, 'pending')) as SQL,
      );
      // A parallel decision won: this one changes nothing.
      if (decided !== 1) throw new AppError(REGISTER_MESSAGES.notPending);
      await setRoles(tdb, row.userId, [roleId], { actor: ctx, services });
    });
    ctx.logSubject(await usernameOf(row.userId));
    return okMsg(REGISTER_MESSAGES.approved);
  });

  r.route(registerRoutes.reject, async (ctx, { body }) => {
    const found = await pendingFor(ctx, body.id);
    if (typeof found === 'string') return fail(found);
    const { row } = found;
    const decided = await ctx.db.update(
      sysRegistration,
      { status: 'rejected', decidedBy: ctx.username, decidedTime: new Date() },
      and(eq(sysRegistration.id, row.id), eq(sysRegistration.status, 'pending')) as SQL,
    );
    if (decided !== 1) return fail(REGISTER_MESSAGES.notPending);
    await accounts.remove(row.userId, ctx.username);
    ctx.logSubject(await usernameOf(row.userId));
    return okMsg(REGISTER_MESSAGES.rejected);
  });
}
