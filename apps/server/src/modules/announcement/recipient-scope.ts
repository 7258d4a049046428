import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { CHINA_OFFSET_MS } from '../../core/time.ts';
import { sysAnnouncement, sysAnnouncementSend } from '../../db/schema.ts';

/** 00:00 (GMT+8) on the first day of the month before `now`: the bell's look-back horizon. */
export function firstDayOfPreviousMonth(now: Date): Date {
  const local = new Date(now.getTime() + CHINA_OFFSET_MS);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - 1, 1);
  return new Date(start - CHINA_OFFSET_MS);
}

/**
 * Announcements addressed to the caller (a send row of theirs exists, `unreadOnly` narrowing to
 * unread ones) that are published. The send rows are matched on the caller's own user id within
 * the caller's tenant, so nobody can reach another user's rows.
 */
export function addressedToCaller(ctx: AuthCtx, unreadOnly: boolean): SQL {
  const own = ctx.db
    .select({ id: sysAnnouncementSend.anntId })
    .from(sysAnnouncementSend)
    .where(
      and(
        eq(sysAnnouncementSend.userId, ctx.userId),
        unreadOnly ? eq(sysAnnouncementSend.readFlag, '0') : undefined,
      ),
    );
  return and(eq(sysAnnouncement.sendStatus, '1'), ctx.db.inSelect(sysAnnouncement.id, own)) ?? sql`false`;
}
