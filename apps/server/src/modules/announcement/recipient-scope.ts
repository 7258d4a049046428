import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { sysAnnouncement, sysAnnouncementSend } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

const CHINA_OFFSET_MS = 8 * 3600_000;

/** 00:00 (GMT+8) on the first day of the month before `now`: the bell's look-back horizon. */
export function firstDayOfPreviousMonth(now: Date): Date {
  const local = new Date(now.getTime() + CHINA_OFFSET_MS);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - 1, 1);
  return new Date(start - CHINA_OFFSET_MS);
}

/**
 * Announcements addressed to the caller (a send row of theirs exists, `unreadOnly` narrowing to
 * unread ones) that are published and not deleted. The send rows are matched on the caller's own
 * tenant and user id, so nobody can reach another user's rows.
 */
export function addressedToCaller(db: Db, ctx: AuthCtx, unreadOnly: boolean): SQL {
  const own = db
    .select({ id: sysAnnouncementSend.anntId })
    .from(sysAnnouncementSend)
    .where(
      and(
        eq(sysAnnouncementSend.tenantId, ctx.tenantId),
        eq(sysAnnouncementSend.userId, ctx.userId),
        unreadOnly ? eq(sysAnnouncementSend.readFlag, '0') : undefined,
      ),
    );
  const scope = and(
    eq(sysAnnouncement.sendStatus, '1'),
    eq(sysAnnouncement.delFlag, 0),
    inArray(sysAnnouncement.id, own),
  );
  return scope ?? eq(sysAnnouncement.delFlag, 0);
}
