import { announcementRoutes, Msg, READ_ALL_OK, SYNC_OK } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { fail, noAuth, okMsg } from '../../core/envelope.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { findInReach } from '../../core/policy/policy.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysAnnouncementSend } from '../../db/schema.ts';
import { NOT_FOUND } from './admin-routes.ts';
import { announcementPolicy } from './policies/announcement.ts';
import { notifyRecipients, recipients } from './release-routes.ts';

/** 全部已读 and 同步 (JeecgBoot's `readAll` / `syncNotic`). */
export function registerReadAll(r: Registrar, services: ModuleServices): void {
  r.route(announcementRoutes.readAll, async (ctx) => {
    await ctx.db.update(
      sysAnnouncementSend,
      { readFlag: '1', readTime: new Date() },
      and(eq(sysAnnouncementSend.userId, ctx.userId), eq(sysAnnouncementSend.readFlag, '0')) ??
        eq(sysAnnouncementSend.userId, ctx.userId),
    );
    return okMsg(READ_ALL_OK);
  });

  r.route(announcementRoutes.syncNotic, async (ctx, { query }) => {
    if (!query.anntId) {
      await services.notifier.publish(
        { tenantId: ctx.tenantId, userId: ctx.userId },
        { cmd: 'user', msgId: '', msgTxt: '批量设置已读' },
      );
      return okMsg(SYNC_OK);
    }
    // Pushing a notice to its recipients is the publisher's act, whatever the route's own access.
    if (!ctx.permissions.has('system:announcement:release')) return noAuth(Msg.noPermission);
    const row = await findInReach(ctx, announcementPolicy, query.anntId);
    if (row?.sendStatus !== '1') return fail(NOT_FOUND);
    await notifyRecipients(services, ctx, row, row.msgType === 'USER' ? await recipients(ctx, row) : []);
    return okMsg(SYNC_OK);
  });
}
