import { AccountMsg, AVATAR_STORED_KEY, accountRoutes, IMAGE_CAPABILITY_PATTERN, Msg } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, okWith } from '../../core/envelope.ts';
import { consoleAvatars } from '../../core/files/console-avatars.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { usable } from '../../core/tenants.ts';
import { sysFile } from '../../db/schema.ts';
import { toUserInfo, userDeparts } from '../session/index.ts';
import { checkAvatarDataUrl } from './avatar-image.ts';

/**
 * `/sys/user/login/setting/userEdit` (JeecgBoot Vue3's 账户设置 save): the caller's own name, email
 * and avatar, nothing else, and always the row of the session's user; the phone changes only by
 * 修改手机 (phone-change.ts). `sys_user` is a platform
 * table (an account may serve several schools), so it is written through `services.accounts`.
 */
export function registerSelfEdit(r: Registrar, services: ModuleServices): void {
  const { accounts } = services;

  /** Why a new avatar is refused, or null: an image the caller uploaded in this school, or a data URL. */
  async function avatarProblem(ctx: AuthCtx, avatar: string): Promise<string | null> {
    if (AVATAR_STORED_KEY.test(avatar)) {
      // An uploaded image: it must be one the caller stored in this school.
      const own = and(eq(sysFile.storageKey, avatar), eq(sysFile.ownerId, ctx.userId));
      return (await ctx.db.first(sysFile, own)) ? null : AccountMsg.avatarNotImage;
    }
    if (IMAGE_CAPABILITY_PATTERN.test(avatar)) {
      // The name a JeecgBoot console got for its upload: the caller's own image, in this school.
      const image = services.mediaLinks.openImage(avatar);
      const own =
        image?.db.tenantId === ctx.tenantId &&
        (await ctx.db.first(sysFile, and(eq(sysFile.id, image.fileId), eq(sysFile.ownerId, ctx.userId))));
      return own ? null : AccountMsg.avatarNotImage;
    }
    const checked = checkAvatarDataUrl(avatar);
    if (checked.ok) return null;
    return checked.reason === 'too-large' ? AccountMsg.avatarTooLarge : AccountMsg.avatarNotImage;
  }

  r.route(accountRoutes.editSelf, async (ctx, { body }) => {
    const stored = { id: ctx.userId, avatar: await accounts.avatarOf(ctx.userId) };
    // JeecgBoot's consoles send back the avatar as they were shown it (`consoleAvatars`: the
    // capability name, of another school when the account's avatar was set there): it stays as stored.
    const shown = await consoleAvatars(ctx.db, services.mediaLinks, ctx.console, [stored]);
    const unchanged = body.avatar === undefined || body.avatar === shown(stored.avatar);
    const problem = !unchanged && body.avatar ? await avatarProblem(ctx, body.avatar) : null;
    if (problem) return fail(problem);
    // The phone signs in by SMS: only 修改手机 (a code to the new number) changes it. JeecgBoot's
    // consoles send the current phone back with every save, and an empty one when they leave it out.
    if (body.phone && body.phone !== (await accounts.phoneOf(ctx.userId))) return fail(AccountMsg.phoneBySms);

    const user = await accounts.editOwn(ctx.userId, ctx.tenantId, ctx.username, {
      realname: body.realname,
      email: body.email || null,
      ...(unchanged ? {} : { avatar: body.avatar || null }),
    });
    if (!user) return fail(Msg.tokenInvalid);

    const departs = ctx.tenantId ? await userDeparts(ctx.db, ctx.userId) : [];
    const tenants = (await accounts.tenants(ctx.userId)).filter(usable);
    return okWith(
      AccountMsg.saved,
      toUserInfo(user, {
        orgCodeTxt: departs.find((d) => d.orgCode === user.orgCode)?.departName ?? null,
        tenantIds: tenants.map((t) => t.id),
        avatar: await consoleAvatars(ctx.db, services.mediaLinks, ctx.console, [user]),
      }),
    );
  });
}
