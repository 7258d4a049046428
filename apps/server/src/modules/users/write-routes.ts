import {
  AccountMsg,
  AVATAR_STORED_KEY,
  CLINICAL_GRANT_MESSAGES,
  IMAGE_CAPABILITY_PATTERN,
  USER_STATUS,
  UserMsg,
  type userAddSchema,
  userRoutes,
} from '@xinmiao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { adminChanger } from '../../core/accounts.ts';
import type { AuthCtx } from '../../core/context.ts';
import { fail, okMsg } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { type AvatarOwner, consoleAvatars } from '../../core/files/console-avatars.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { hashPassword } from '../../core/password.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysFile, sysUser, sysUserRole } from '../../db/schema.ts';
import { checkDeparts, checkRoles, setDeparts, setRoles } from './assignments.ts';
import { guardNotSelf, guardOwnAssignments } from './lockout.ts';
import { membersVisibleTo } from './policies/user.ts';
import { findVisibleMember, type MemberRow, selectMembers } from './records.ts';

type Profile = Omit<z.output<typeof userAddSchema>, 'username' | 'password' | 'confirmpassword'>;

function profileValues(body: Profile) {
  return {
    realname: body.realname,
    sex: body.sex ?? null,
    birthday: body.birthday ?? null,
    phone: body.phone || null,
    email: body.email || null,
    workNo: body.workNo || null,
    telephone: body.telephone || null,
    post: body.post || null,
    userIdentity: body.userIdentity ?? null,
  };
}

/** Members among `ids` within the caller's data scope; refuses when none is. */
async function membersOf(ctx: AuthCtx, ids: readonly string[]): Promise<MemberRow[]> {
  const rows = ids.length
    ? await selectMembers(ctx.db, and(inArray(sysUser.id, [...ids]), await membersVisibleTo(ctx)))
    : [];
  if (!rows.length) throw new AppError(UserMsg.notFound);
  return rows;
}

/** 用户管理 changes: add, edit (roles and departments too), delete, freeze, password reset. */
export function registerUserWriteRoutes(r: Registrar, services: ModuleServices): void {
  const { accounts } = services;

  /**
   * The avatar to store: '' removes it, the current value stays (also as the console was shown it,
   * `consoleAvatars`, which names an avatar set in another of the user's schools by that school's
   * file), else an image of this school, as the upload named it (JeecgBoot's consoles: its capability
   * name) or by its stored key.
   */
  async function avatarOf(ctx: AuthCtx, avatar: string | null | undefined, target: AvatarOwner | null) {
    const current = target?.avatar ?? null;
    if (avatar === undefined || avatar === current) return {};
    if (target && avatar) {
      const shown = await consoleAvatars(ctx.db, services.mediaLinks, ctx.console, [target]);
      if (avatar === shown(current)) return {};
    }
    if (!avatar) return { avatar: null };
    const image = IMAGE_CAPABILITY_PATTERN.test(avatar) ? services.mediaLinks.openImage(avatar) : null;
    const file = image
      ? image.db.tenantId === ctx.tenantId && (await ctx.db.byId(sysFile, image.fileId))
      : AVATAR_STORED_KEY.test(avatar) && (await ctx.db.first(sysFile, eq(sysFile.storageKey, avatar)));
    if (!file) throw new AppError(AccountMsg.avatarNotImage);
    return { avatar };
  }

  async function assertPhoneFree(phone: string | null | undefined, exceptId?: string): Promise<void> {
    if (phone && (await accounts.phoneTaken(phone, exceptId))) throw new AppError(UserMsg.phoneTaken);
  }

  r.route(userRoutes.add, async (ctx, { body }) => {
    const roles = await checkRoles(ctx.db, body.selectedroles ?? []);
    const departs = await checkDeparts(ctx.db, body.selecteddeparts ?? []);
    await assertPhoneFree(body.phone);
    const avatar = await avatarOf(ctx, body.avatar, null);
    const password = await hashPassword(body.password);
    let held = false;
    const account = {
      username: body.username,
      password,
      ...profileValues(body),
      ...avatar,
      status: body.status ?? USER_STATUS.normal,
    };
    await accounts.create(
      ctx.tenantId,
      ctx.username,
      [account],
      (a) => a,
      async (tdb, id) => {
        held = await setRoles(tdb, id, roles, { actor: ctx, services });
        await setDeparts(tdb, id, departs);
      },
    );
    ctx.logSubject(`${body.username} ${body.realname}`);
    return okMsg(held ? `${UserMsg.addOk}${CLINICAL_GRANT_MESSAGES.awaitingMember}` : UserMsg.addOk);
  });

  r.route(userRoutes.edit, async (ctx, { body }) => {
    const target = await findVisibleMember(ctx, body.id);
    if (!target) return fail(UserMsg.notFound);
    const home = target.tenantId === ctx.tenantId;
    const roles = body.selectedroles === undefined ? undefined : await checkRoles(ctx.db, body.selectedroles);
    const departs =
      body.selecteddeparts === undefined ? undefined : await checkDeparts(ctx.db, body.selecteddeparts);
    if (body.status === USER_STATUS.frozen) guardNotSelf(ctx, [target.id], UserMsg.selfFreeze);
    await guardOwnAssignments(ctx, target.id, { roleIds: roles, departIds: departs });
    if (home) await assertPhoneFree(body.phone, target.id);
    const avatar = home ? await avatarOf(ctx, body.avatar, target) : {};
    const newStatus = home && body.status !== target.status ? body.status : undefined;
    if (newStatus !== undefined) await accounts.credentialSchools(target.id, adminChanger(ctx));
    // The phone and the status are credentials: `accounts` refuses them on an account shared with another school.
    const profile = home ? { ...profileValues(body), ...avatar } : null;
    let held = false;
    await accounts.change(adminChanger(ctx), target.id, profile, async (tdb) => {
      if (roles) held = await setRoles(tdb, target.id, roles, { actor: ctx, services });
      if (departs) await setDeparts(tdb, target.id, departs);
    });
    if (newStatus !== undefined) await accounts.setStatus(target.id, newStatus, adminChanger(ctx));
    // The user's next request reads their permissions afresh.
    if (roles) await services.permissions.invalidateUser(target.id, ctx.tenantId);
    ctx.logSubject(`${target.username} ${body.realname}`);
    return okMsg(held ? `${UserMsg.editOk}${CLINICAL_GRANT_MESSAGES.awaitingMember}` : UserMsg.editOk);
  });

  async function remove(ctx: AuthCtx, ids: readonly string[]): Promise<MemberRow[]> {
    guardNotSelf(ctx, ids, UserMsg.selfDelete);
    const rows = await membersOf(ctx, ids);
    for (const row of rows) {
      await ctx.db.transaction(async (tdb) => {
        await tdb.delete(sysUserRole, eq(sysUserRole.userId, row.id));
        await setDeparts(tdb, row.id, []);
      });
      // An account another school owns or shares only leaves this school.
      if (await accounts.ownedAlone(row.id, ctx.tenantId)) await accounts.remove(row.id, ctx.username);
      await accounts.leaveTenant(row.id, ctx.tenantId, ctx.username);
    }
    return rows;
  }

  r.route(userRoutes.delete, async (ctx, { query }) => {
    const [row] = await remove(ctx, [query.id]);
    ctx.logSubject(row ? `${row.username} ${row.realname}` : query.id);
    return okMsg(UserMsg.deleteOk);
  });

  r.route(userRoutes.deleteBatch, async (ctx, { query }) => {
    if (!query.ids.length) return fail(UserMsg.selectOne);
    const rows = await remove(ctx, query.ids);
    ctx.logSubject(rows.map((row) => `${row.username} ${row.realname}`));
    return okMsg(UserMsg.deleteBatchOk);
  });

  r.route(userRoutes.frozenBatch, async (ctx, { body }) => {
    if (!body.ids.length) return fail(UserMsg.selectOne);
    const freezing = body.status === USER_STATUS.frozen;
    if (freezing) guardNotSelf(ctx, body.ids, UserMsg.selfFreeze);
    const rows = await membersOf(ctx, body.ids);
    for (const row of rows) await accounts.credentialSchools(row.id, adminChanger(ctx));
    for (const row of rows) {
      await accounts.setStatus(row.id, freezing ? USER_STATUS.frozen : USER_STATUS.normal, adminChanger(ctx));
    }
    ctx.logSubject(
      rows.map((row) => `${row.username} ${row.realname}`),
      freezing ? '冻结用户' : '解冻用户',
    );
    return okMsg(UserMsg.frozenOk);
  });

  r.route(userRoutes.changePassword, async (ctx, { body }) => {
    const rows = await selectMembers(
      ctx.db,
      and(eq(sysUser.username, body.username), await membersVisibleTo(ctx)),
    );
    const target = rows.find((row) => row.tenantId === ctx.tenantId) ?? rows[0];
    if (!target) return fail(UserMsg.notFound);
    await accounts.credentialSchools(target.id, adminChanger(ctx));
    // A reset password ends every session of that account, the admin's own included when it is theirs.
    await accounts.setPassword(target.id, await hashPassword(body.password), adminChanger(ctx));
    ctx.logSubject(`${target.username} ${target.realname}`);
    return okMsg(UserMsg.passwordOk);
  });
}
