import { announcementRoutes, Msg, toPage } from '@xinmiao/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { type FilterField, filterBy, sortBy } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { sysAnnouncement } from '../../db/schema.ts';
import { announcementValues } from './announcement-values.ts';
import { toAnnouncement } from './records.ts';

export const NOT_FOUND = '未找到对应数据';

const SORT: Record<string, AnyPgColumn> = {
  createTime: sysAnnouncement.createTime,
  sendTime: sysAnnouncement.sendTime,
  priority: sysAnnouncement.priority,
  titile: sysAnnouncement.titile,
  sendStatus: sysAnnouncement.sendStatus,
};

const FILTERS: Record<string, FilterField> = {
  titile: { column: sysAnnouncement.titile, type: 'text' },
  msgCategory: { column: sysAnnouncement.msgCategory, type: 'text' },
  sendStatus: { column: sysAnnouncement.sendStatus, type: 'text' },
  priority: { column: sysAnnouncement.priority, type: 'text' },
};

const live = eq(sysAnnouncement.delFlag, 0);

/** 系统通告 administration: list, read, add, edit, (soft) delete. */
export function registerAnnouncementAdmin(r: Registrar, services: Services): void {
  r.route(announcementRoutes.list, async (ctx, { query }) => {
    const { pageNo, pageSize, column, order, ...rest } = query;
    const where = and(live, filterBy(FILTERS, rest));
    const orderBy = [
      ...sortBy(SORT, column, order, [desc(sysAnnouncement.createTime)]),
      desc(sysAnnouncement.id),
    ];
    const { rows, total } = await ctx.db.page(sysAnnouncement, { where, orderBy, pageNo, pageSize });
    return ok(toPage(rows.map(toAnnouncement), total, pageNo, pageSize));
  });

  r.route(announcementRoutes.queryById, async (ctx, { query }) => {
    const row = await ctx.db.first(sysAnnouncement, and(live, eq(sysAnnouncement.id, query.id)) ?? live);
    return row ? ok(toAnnouncement(row)) : fail(NOT_FOUND);
  });

  r.route(announcementRoutes.add, async (ctx, { body }) => {
    const values = await announcementValues(services.db, ctx, body);
    await ctx.db.insert(sysAnnouncement, { ...values, sendStatus: '0', createBy: ctx.username });
    ctx.logSubject(values.titile);
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
    ctx.logSubject(values.titile);
    return okMsg(Msg.editOk);
  });

  r.route(announcementRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.first(sysAnnouncement, and(live, eq(sysAnnouncement.id, query.id)) ?? live);
    if (!row) return fail(NOT_FOUND);
    const n = await ctx.db.update(
      sysAnnouncement,
      { delFlag: 1, updateBy: ctx.username, updateTime: new Date() },
      and(live, eq(sysAnnouncement.id, row.id)) ?? live,
    );
    ctx.logSubject(row.titile);
    return n ? okMsg(Msg.deleteOk) : fail(NOT_FOUND);
  });

  r.route(announcementRoutes.deleteBatch, async (ctx, { query }) => {
    const ids = query.ids
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (ids.length === 0) return fail(NOT_FOUND);
    const chosen = and(live, inArray(sysAnnouncement.id, ids)) ?? live;
    const rows = await ctx.db.list(sysAnnouncement, { where: chosen });
    await ctx.db.update(
      sysAnnouncement,
      { delFlag: 1, updateBy: ctx.username, updateTime: new Date() },
      chosen,
    );
    ctx.logSubject(rows.map((row) => row.titile));
    return okMsg(Msg.deleteBatchOk);
  });
}
