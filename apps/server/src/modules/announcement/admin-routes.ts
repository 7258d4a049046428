import { announcementRoutes, Msg } from '@xinmiao/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { sysAnnouncement } from '../../db/schema.ts';
import { announcementValues } from './announcement-values.ts';
import { toAnnouncement } from './records.ts';

export const NOT_FOUND = '未找到对应数据';

const live = eq(sysAnnouncement.delFlag, 0);

/** 系统通告 administration: list, read, add, edit, (soft) delete. */
export function registerAnnouncementAdmin(r: Registrar, services: Services): void {
  r.route(
    announcementRoutes.list,
    sqlList(announcementRoutes.list, {
      table: sysAnnouncement,
      sort: {
        createTime: sysAnnouncement.createTime,
        sendTime: sysAnnouncement.sendTime,
        priority: sysAnnouncement.priority,
        titile: sysAnnouncement.titile,
        sendStatus: sysAnnouncement.sendStatus,
      },
      filters: {
        titile: sysAnnouncement.titile,
        msgCategory: sysAnnouncement.msgCategory,
        sendStatus: sysAnnouncement.sendStatus,
        priority: sysAnnouncement.priority,
      },
      scope: () => live,
      defaultOrder: [desc(sysAnnouncement.createTime)],
      tiebreak: desc(sysAnnouncement.id),
      toRecords: (rows) => rows.map(toAnnouncement),
    }),
  );

  r.route(announcementRoutes.queryById, async (ctx, { query }) => {
    const row = await ctx.db.first(sysAnnouncement, and(live, eq(sysAnnouncement.id, query.id)) ?? live);
    return row ? ok(toAnnouncement(row)) : fail(NOT_FOUND);
  });

  r.route(announcementRoutes.add, async (ctx, { body }) => {
    const values = await announcementValues(services.db, ctx, body);
    await ctx.db.insert(sysAnnouncement, { ...values, sendStatus: '0', createBy: ctx.username });
    return okMsg(Msg.addOk);
  });

  r.route(announcementRoutes.edit, async (ctx, { body }) => {
    const row = await ctx.db.first(sysAnnouncement, and(live, eq(sysAnnouncement.id, body.id)) ?? live);
    if (!row) return fail(NOT_FOUND);
    if (row.sendStatus === '1') return fail('已发布的通告不能编辑，请先撤销');
    const values = await announcementValues(services.db, ctx, body);
    await ctx.db.update(
      sysAnnouncement,
      { ...values, updateBy: ctx.username, updateTime: new Date() },
      eq(sysAnnouncement.id, row.id),
    );
    return okMsg(Msg.editOk);
  });

  r.route(announcementRoutes.delete, async (ctx, { query }) => {
    const n = await ctx.db.update(
      sysAnnouncement,
      { delFlag: 1, updateBy: ctx.username, updateTime: new Date() },
      and(live, eq(sysAnnouncement.id, query.id)) ?? live,
    );
    return n ? okMsg(Msg.deleteOk) : fail(NOT_FOUND);
  });

  r.route(announcementRoutes.deleteBatch, async (ctx, { query }) => {
    const ids = query.ids
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (ids.length === 0) return fail(NOT_FOUND);
    await ctx.db.update(
      sysAnnouncement,
      { delFlag: 1, updateBy: ctx.username, updateTime: new Date() },
      and(live, inArray(sysAnnouncement.id, ids)) ?? live,
    );
    return okMsg(Msg.deleteBatchOk);
  });
}
