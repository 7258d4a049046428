import { announcementRoutes, RELEASE_OK, REVOKE_OK } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, okMsg } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { sysAnnouncement, sysAnnouncementSend } from '../../db/schema.ts';
import { NOT_FOUND } from './admin-routes.ts';
import type { AnnouncementRow } from './records.ts';
import { splitUserIds, tenantMembers } from './tenant-members.ts';

const live = eq(sysAnnouncement.delFlag, 0);

/** Recipients as of now: every active member for ALL, the listed ones still in the tenant for USER. */
async function recipients(services: Services, ctx: AuthCtx, row: AnnouncementRow): Promise<string[]> {
  const ids = row.msgType === 'USER' ? splitUserIds(row.userIds) : undefined;
  const members = await tenantMembers(services.db, ctx.tenantId, ids);
  return members.map((m) => m.id);
}

/** Publishing stores one send row per recipient (their read state), then pushes a reload hint. */
async function release(services: Services, ctx: AuthCtx, row: AnnouncementRow): Promise<void> {
  const users = await recipients(services, ctx, row);
  await ctx.db.transaction(async (tdb) => {
    await tdb.update(
      sysAnnouncement,
      { sendStatus: '1', sendTime: new Date(), sender: ctx.username, cancelTime: null },
      eq(sysAnnouncement.id, row.id),
    );
    const existing = await tdb.list(sysAnnouncementSend, { where: eq(sysAnnouncementSend.anntId, row.id) });
    const have = new Set(existing.map((s) => s.userId));
    await tdb.insert(
      sysAnnouncementSend,
      users.filter((u) => !have.has(u)).map((userId) => ({ anntId: row.id, userId })),
    );
  });
  await notifyRecipients(services, ctx, row, users);
}

/** Tells the recipients' open bells to reload their lists: everybody of the tenant for ALL. */
async function notifyRecipients(
  services: Services,
  ctx: AuthCtx,
  row: AnnouncementRow,
  users: readonly string[],
): Promise<void> {
  const message = { msgId: row.id, msgTxt: row.titile };
  if (row.msgType === 'ALL') {
    await services.notifier.publish({ tenantId: ctx.tenantId, userId: null }, { cmd: 'topic', ...message });
    return;
  }
  await Promise.all(
    users.map((userId) =>
      services.notifier.publish({ tenantId: ctx.tenantId, userId }, { cmd: 'user', ...message }),
    ),
  );
}

export function registerAnnouncementRelease(r: Registrar, services: Services): void {
  r.route(announcementRoutes.release, async (ctx, { query }) => {
    const row = await ctx.db.first(sysAnnouncement, and(live, eq(sysAnnouncement.id, query.id)) ?? live);
    if (!row) return fail(NOT_FOUND);
    await release(services, ctx, row);
    ctx.logSubject(row.titile);
    return okMsg(RELEASE_OK);
  });

  r.route(announcementRoutes.revoke, async (ctx, { query }) => {
    const row = await ctx.db.first(sysAnnouncement, and(live, eq(sysAnnouncement.id, query.id)) ?? live);
    if (!row) return fail(NOT_FOUND);
    await ctx.db.update(
      sysAnnouncement,
      { sendStatus: '2', cancelTime: new Date(), updateBy: ctx.username, updateTime: new Date() },
      eq(sysAnnouncement.id, row.id),
    );
    // Open bells still list the revoked notice; the same hint as a release makes them reload.
    const users = row.msgType === 'USER' ? await recipients(services, ctx, row) : [];
    await notifyRecipients(services, ctx, row, users);
    ctx.logSubject(row.titile);
    return okMsg(REVOKE_OK);
  });
}
