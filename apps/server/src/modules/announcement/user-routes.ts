import { announcementRoutes, type MyAnnouncement, type NoticeItem } from '@xinmiao/shared';
import { and, desc, eq, gte, ilike, inArray } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, okPlain } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import { realNames } from '../../core/members.ts';
import { likeContains } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysAnnouncement, sysAnnouncementSend } from '../../db/schema.ts';
import { NOT_FOUND } from './admin-routes.ts';
import { deliverBroadcasts } from './broadcast-delivery.ts';
import { addressedToCaller, firstDayOfPreviousMonth } from './recipient-scope.ts';
import { type AnnouncementRow, asPriority } from './records.ts';

function toNotice(row: AnnouncementRow, names: Map<string, string>): NoticeItem {
  return {
    id: row.id,
    titile: row.titile,
    createTime: formatDateTime(row.createTime) ?? '',
    priority: asPriority(row.priority),
    busId: row.busId,
    openType: row.openType,
    openPage: row.openPage,
    sender: row.sender ? (names.get(row.sender) ?? row.sender) : null,
    sendTime: formatDateTime(row.sendTime),
    msgContent: row.msgContent,
  };
}

async function unreadOf(ctx: AuthCtx, category: '1' | '2', pageSize: number) {
  const where = and(
    addressedToCaller(ctx, true),
    eq(sysAnnouncement.msgCategory, category),
    gte(sysAnnouncement.createTime, firstDayOfPreviousMonth(new Date())),
  );
  const [rows, total] = await Promise.all([
    ctx.db.list(sysAnnouncement, {
      where,
      orderBy: [desc(sysAnnouncement.sendTime), desc(sysAnnouncement.id)],
      limit: pageSize,
    }),
    ctx.db.count(sysAnnouncement, where),
  ]);
  return { rows, total };
}

async function myAnnouncements(ctx: AuthCtx, rows: AnnouncementRow[]): Promise<MyAnnouncement[]> {
  const sends = rows.length
    ? await ctx.db.list(sysAnnouncementSend, {
        where: and(
          eq(sysAnnouncementSend.userId, ctx.userId),
          inArray(
            sysAnnouncementSend.anntId,
            rows.map((row) => row.id),
          ),
        ),
      })
    : [];
  const readState = new Map(sends.map((s) => [s.anntId, s]));
  const names = await realNames(
    ctx.db,
    rows.flatMap((row) => (row.sender ? [row.sender] : [])),
  );
  return rows.map((row) => {
    const send = readState.get(row.id);
    return {
      ...toNotice(row, names),
      anntId: row.id,
      msgCategory: row.msgCategory === '2' ? '2' : '1',
      readFlag: send?.readFlag === '1' ? '1' : '0',
      readTime: formatDateTime(send?.readTime),
    };
  });
}

/** The caller's own notices: the bell's unread lists, 我的消息, and marking one read. */
export function registerAnnouncementInbox(r: Registrar): void {
  r.route(announcementRoutes.listByUser, async (ctx, { query }) => {
    await deliverBroadcasts(ctx);
    const [annt, sys] = await Promise.all([
      unreadOf(ctx, '1', query.pageSize),
      unreadOf(ctx, '2', query.pageSize),
    ]);
    const names = await realNames(
      ctx.db,
      [...annt.rows, ...sys.rows].flatMap((row) => (row.sender ? [row.sender] : [])),
    );
    return okPlain({
      anntMsgList: annt.rows.map((row) => toNotice(row, names)),
      anntMsgTotal: annt.total,
      sysMsgList: sys.rows.map((row) => toNotice(row, names)),
      sysMsgTotal: sys.total,
    });
  });

  const myList = sqlList(announcementRoutes.myList, {
    table: sysAnnouncement,
    sort: {
      sendTime: sysAnnouncement.sendTime,
      titile: sysAnnouncement.titile,
      priority: sysAnnouncement.priority,
      createTime: sysAnnouncement.createTime,
    },
    filters: { titile: (value) => ilike(sysAnnouncement.titile, likeContains(value)) },
    scope: (ctx) => addressedToCaller(ctx, false),
    defaultOrder: [desc(sysAnnouncement.sendTime)],
    tiebreak: desc(sysAnnouncement.id),
    toRecords: (rows, ctx) => myAnnouncements(ctx, rows),
    reply: 'plain',
  });
  r.route(announcementRoutes.myList, async (ctx, input) => {
    await deliverBroadcasts(ctx);
    return myList(ctx, input);
  });

  r.route(announcementRoutes.markRead, async (ctx, { body }) => {
    const mine = eq(sysAnnouncementSend.userId, ctx.userId);
    const row = and(mine, eq(sysAnnouncementSend.anntId, body.anntId)) ?? mine;
    const own = await ctx.db.first(sysAnnouncementSend, row);
    if (!own) return fail(NOT_FOUND);
    if (own.readFlag !== '1') {
      await ctx.db.update(
        sysAnnouncementSend,
        { readFlag: '1', readTime: new Date() },
        eq(sysAnnouncementSend.id, own.id),
      );
    }
    return okPlain(null);
  });
}
