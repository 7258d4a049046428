import { AccountMsg, AVATAR_STORED_KEY, accountRoutes, Msg } from '@xinmiao/shared';
import { and, eq, ne } from 'drizzle-orm';
import { fail, okWith } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { usable, userTenants } from '../../core/tenants.ts';
import { sysFile, sysUser } from '../../db/schema.ts';
import { userDeparts } from '../session/user-departs.ts';
import { toUserInfo } from '../session/user-info.ts';
import { checkAvatarDataUrl } from './avatar-image.ts';

/**
 * `/sys/user/login/setting/userEdit` (JeecgBoot Vue3's 账户设置 save): the caller's own name, phone,
 * email and avatar, nothing else, and always the row of the session's user. `sys_user` is a platform
 * table (an account may serve several schools), so it is written through the platform connection.
 */
export function registerSelfEdit(r: Registrar, services: Services): void {
  const { db } = services;
  r.route(accountRoutes.editSelf, async (ctx, { body }) => {
    if (body.avatar && AVATAR_STORED_KEY.test(body.avatar)) {
      // An uploaded image: it must be one the caller stored in this school.
      const own = and(eq(sysFile.storageKey, body.avatar), eq(sysFile.ownerId, ctx.userId));
      if (!(await ctx.db.first(sysFile, own))) return fail(AccountMsg.avatarNotImage);
    } else if (body.avatar) {
      const avatar = checkAvatarDataUrl(body.avatar);
      if (!avatar.ok) {
        return fail(avatar.reason === 'too-large' ? AccountMsg.avatarTooLarge : AccountMsg.avatarNotImage);
      }
    }
    // SMS login finds the account by phone, so a number may belong to one live account only.
    if (body.phone) {
      const [holder] = await db
        .select({ id: sysUser.id })
        .from(sysUser)
        .where(and(eq(sysUser.phone, body.phone), eq(sysUser.delFlag, 0), ne(sysUser.id, ctx.userId)))
        .limit(1);
      if (holder) return fail(AccountMsg.phoneTaken);
    }

    const [user] = await db
      .update(sysUser)
      .set({
        realname: body.realname,
        phone: body.phone || null,
        email: body.email || null,
        ...(body.avatar === undefined ? {} : { avatar: body.avatar || null }),
        updateBy: ctx.username,
        updateTime: new Date(),
      })
      .where(eq(sysUser.id, ctx.userId))
      .returning();
    if (!user) return fail(Msg.tokenInvalid);

    const departs = ctx.tenantId ? await userDeparts(ctx.db, ctx.userId) : [];
    const tenants = (await userTenants(db, ctx.userId)).filter(usable);
    return okWith(
      AccountMsg.saved,
      toUserInfo(user, {
        orgCodeTxt: departs.find((d) => d.orgCode === user.orgCode)?.departName ?? null,
        tenantIds: tenants.map((t) => t.id),
      }),
    );
  });
}
