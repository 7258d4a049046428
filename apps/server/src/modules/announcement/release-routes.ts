import { announcementRoutes, RELEASE_OK, REVOKE_OK } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, okMsg } from '../../core/envelope.ts';
import { uniqueIdList } from '../../core/id-list.ts';
import { tenantMembers } from '../../core/members.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { abilitiesOf, findInReach } from '../../core/policy/policy.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysAnnouncement, sysAnnouncementSend } from '../../db/schema.ts';
import { NOT_FOUND } from './admin-routes.ts';
import { announcementPolicy } from './policies/announcement.ts';
import type { AnnouncementRow } from './records.ts';

const NOT_PUBLISHED = '该通告尚未发布，无需撤销';

/** Recipients as of now: every active member for ALL, the listed ones still in the tenant for USER. */
export async function recipients(ctx: AuthCtx, row: AnnouncementRow): Promise<string[]> {
  const ids = row.msgType === 'USER' ? uniqueIdList(row.userIds) : undefined;
  const members = await tenantMembers(ctx.db, ids);
  return members.map((m) => m.id);
}

/** Publishing stores one send row per recipient (their read state), then pushes a reload hint. */
async function release(services: ModuleServices, ctx: AuthCtx, row: AnnouncementRow): Promise<void> {
  const users = await recipients(ctx, row);
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
export async function notifyRecipients(
  services: ModuleServices,
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

export function registerAnnouncementRelease(r: Registrar, services: ModuleServices): void {
  r.route(announcementRoutes.release, async (ctx, { query }) => {
    const row = await findInReach(ctx, announcementPolicy, query.id);
    if (!row) return fail(NOT_FOUND);
    await release(services, ctx, row);
    ctx.logSubject(row.titile);
    return okMsg(RELEASE_OK);
  });

  r.route(announcementRoutes.revoke, async (ctx, { query }) => {
    const row = await findInReach(ctx, announcementPolicy, query.id);
    if (!row) return fail(NOT_FOUND);
    if (!(await abilitiesOf(ctx, announcementPolicy, row)).revoke) return fail(NOT_PUBLISHED);
    await ctx.db.update(
      sysAnnouncement,
      { sendStatus: '2', cancelTime: new Date() },
      eq(sysAnnouncement.id, row.id),
    );
    // Open bells still list the revoked notice; the same hint as a release makes them reload.
    const users = row.msgType === 'USER' ? await recipients(ctx, row) : [];
    await notifyRecipients(services, ctx, row, users);
    ctx.logSubject(row.titile);
    return okMsg(REVOKE_OK);
  });
}
