import { and, eq, not } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { sysAnnouncement, sysAnnouncementSend } from '../../db/schema.ts';

/**
 * A notice to all users gets its send rows when it is released, so somebody who joins the school later
 * has none. Their first look at the bell or 我的消息 creates the missing ones: unread, or already read
 * when the notice has expired (as the expiry job leaves everybody else's).
 */
export async function deliverBroadcasts(ctx: AuthCtx): Promise<void> {
  const mine = ctx.db
    .select({ id: sysAnnouncementSend.anntId })
    .from(sysAnnouncementSend)
    .where(eq(sysAnnouncementSend.userId, ctx.userId));
  const missing = await ctx.db.list(sysAnnouncement, {
    where: and(
      eq(sysAnnouncement.msgType, 'ALL'),
      eq(sysAnnouncement.sendStatus, '1'),
      not(ctx.db.inSelect(sysAnnouncement.id, mine)),
    ),
  });
  if (missing.length === 0) return;
  const now = new Date();
  const rows = missing.map((row) => {
    const expired = row.endTime !== null && row.endTime < now;
    return {
      anntId: row.id,
      userId: ctx.userId,
      readFlag: expired ? '1' : '0',
      readTime: expired ? now : null,
    };
  });
  // Two tabs may ask at once; the second insert of a row changes nothing.
  await ctx.db.upsert(sysAnnouncementSend, rows, {
    target: [sysAnnouncementSend.anntId, sysAnnouncementSend.userId],
    update: ['readFlag'],
  });
}
