import { announcementRoutes, READ_ALL_OK, type RouteQuery, type Vue3Message } from '@xinmiao/shared';
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { realNames } from '../../core/members.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysAnnouncement, sysAnnouncementSend } from '../../db/schema.ts';
import { NOT_FOUND } from './admin-routes.ts';
import { deliverBroadcasts } from './broadcast-delivery.ts';
import { messageRange } from './message-range.ts';
import { addressedToCaller, firstDayOfPreviousMonth } from './recipient-scope.ts';
import { asPriority } from './records.ts';

const MESSAGE_FIELDS = {
  id: sysAnnouncement.id,
  titile: sysAnnouncement.titile,
  msgContent: sysAnnouncement.msgContent,
  msgAbstract: sysAnnouncement.msgAbstract,
  createTime: sysAnnouncement.createTime,
  priority: sysAnnouncement.priority,
  msgCategory: sysAnnouncement.msgCategory,
  busType: sysAnnouncement.busType,
  busId: sysAnnouncement.busId,
  openType: sysAnnouncement.openType,
  openPage: sysAnnouncement.openPage,
  sender: sysAnnouncement.sender,
  sendTime: sysAnnouncement.sendTime,
  sendId: sysAnnouncementSend.id,
  readFlag: sysAnnouncementSend.readFlag,
  readTime: sysAnnouncementSend.readTime,
  starFlag: sysAnnouncementSend.starFlag,
};

/** Vue3's message-centre query, over the caller's own delivery rows of published notices. */
async function messagePage(ctx: AuthCtx, query: RouteQuery<typeof announcementRoutes.vue3List>) {
  const { from, to } = messageRange(query.rangeDateKey, query.beginDate, query.endDate);
  const where = and(
    eq(sysAnnouncement.sendStatus, '1'),
    query.fromUser ? eq(sysAnnouncement.sender, query.fromUser) : undefined,
    query.starFlag ? eq(sysAnnouncementSend.starFlag, query.starFlag) : undefined,
    query.busType ? eq(sysAnnouncement.busType, query.busType) : undefined,
    query.msgCategory ? eq(sysAnnouncement.msgCategory, query.msgCategory) : undefined,
    from ? gte(sysAnnouncement.sendTime, from) : undefined,
    to ? lt(sysAnnouncement.sendTime, to) : undefined,
  );
  return ctx.db
    .select(MESSAGE_FIELDS)
    .from(sysAnnouncement)
    .innerJoin(
      sysAnnouncementSend,
      and(eq(sysAnnouncementSend.anntId, sysAnnouncement.id), eq(sysAnnouncementSend.userId, ctx.userId)),
    )
    .where(where)
    .orderBy(desc(sysAnnouncement.sendTime), desc(sysAnnouncement.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
}

/** JeecgBoot 3.9's bell and message centre, as its Vue3 console calls them. */
export function registerVue3Inbox(r: Registrar): void {
  r.route(announcementRoutes.unreadCount, async (ctx) => {
    await deliverBroadcasts(ctx);
    const systemCount = await ctx.db.count(
      sysAnnouncement,
      and(addressedToCaller(ctx, true), gte(sysAnnouncement.createTime, firstDayOfPreviousMonth(new Date()))),
    );
    return ok({ systemCount, flowCount: 0, fileCount: 0, planCount: 0, count: systemCount });
  });

  r.route(announcementRoutes.vue3List, async (ctx, { query }) => {
    // Xinmiao's notices are all of JeecgBoot's notice type `system` (no flow, file or plan ones).
    if (query.noticeType && query.noticeType !== 'system') return ok([]);
    await deliverBroadcasts(ctx);
    const rows = await messagePage(ctx, query);
    // The rows came through the caller's own delivery rows (the join), so their ids are the caller's.
    const unread = rows.filter((row) => row.readFlag !== '1').map((row) => row.sendId);
    if (unread.length) {
      await ctx.db.update(
        sysAnnouncementSend,
        { readFlag: '1', readTime: new Date() },
        inArray(sysAnnouncementSend.id, unread),
      );
    }
    const names = await realNames(
      ctx.db,
      rows.flatMap((row) => (row.sender ? [row.sender] : [])),
    );
    const messages: Vue3Message[] = rows.map((row) => ({
      id: row.id,
      anntId: row.id,
      sendId: row.sendId,
      titile: row.titile,
      msgContent: row.msgContent,
      msgAbstract: row.msgAbstract,
      createTime: formatDateTime(row.createTime) ?? '',
      priority: asPriority(row.priority),
      msgCategory: row.msgCategory === '2' ? '2' : '1',
      busType: row.busType,
      busId: row.busId,
      openType: row.openType,
      openPage: row.openPage,
      sender: row.sender ? (names.get(row.sender) ?? row.sender) : null,
      sendTime: formatDateTime(row.sendTime),
      // What the caller had when the page was asked for: the page itself is what reads them.
      readFlag: row.readFlag === '1' ? '1' : '0',
      readTime: formatDateTime(row.readTime),
      starFlag: row.starFlag === '1' ? '1' : '0',
      noticeType: 'system',
    }));
    return ok(messages);
  });

  r.route(announcementRoutes.starMessage, async (ctx, { body }) => {
    const own = and(eq(sysAnnouncementSend.id, body.id), eq(sysAnnouncementSend.userId, ctx.userId));
    const row = await ctx.db.first(sysAnnouncementSend, own);
    if (!row) return fail(NOT_FOUND);
    await ctx.db.update(sysAnnouncementSend, { starFlag: body.starFlag }, eq(sysAnnouncementSend.id, row.id));
    return okMsg(body.starFlag === '1' ? '标星成功' : '取消标星成功');
  });

  r.route(announcementRoutes.clearAllUnread, async (ctx) => {
    await ctx.db.update(
      sysAnnouncementSend,
      { readFlag: '1', readTime: new Date() },
      and(eq(sysAnnouncementSend.userId, ctx.userId), eq(sysAnnouncementSend.readFlag, '0')) ??
        eq(sysAnnouncementSend.userId, ctx.userId),
    );
    return okMsg(READ_ALL_OK);
  });
}
