import { announcementRoutes, Msg } from '@xinmiao/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { idList } from '../../core/id-list.ts';
import { listExport } from '../../core/list/list-export.ts';
import { type SqlListConfig, sqlList, sqlListRows } from '../../core/list/sql-list.ts';
import { abilitiesOf, abilitiesOfEach, findInReach, listCondition } from '../../core/policy/policy.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysAnnouncement } from '../../db/schema.ts';
import { announcementValues } from './announcement-values.ts';
import { announcementPolicy } from './policies/announcement.ts';
import { toAnnouncement } from './records.ts';

export const NOT_FOUND = '未找到对应数据';

/** 系统通告 administration: list, read, add, edit, (soft) delete. */
export function registerAnnouncementAdmin(r: Registrar): void {
  const list: SqlListConfig<typeof announcementRoutes.list, typeof sysAnnouncement> = {
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
    scope: (ctx) => listCondition(ctx, announcementPolicy),
    defaultOrder: [desc(sysAnnouncement.createTime)],
    tiebreak: desc(sysAnnouncement.id),
    toRecords: async (rows, ctx) => {
      const abilities = await abilitiesOfEach(ctx, announcementPolicy, rows);
      return rows.flatMap((row, i) => {
        const may = abilities[i];
        return may ? [{ ...toAnnouncement(row), abilities: may }] : [];
      });
    },
  };
  r.route(announcementRoutes.list, sqlList(announcementRoutes.list, list));
  r.route(
    announcementRoutes.exportXls,
    listExport(sqlListRows(announcementRoutes.list, list), {
      title: '系统通告',
      columns: [
        { key: 'titile', header: '标题', width: 30, value: (n) => n.titile },
        {
          key: 'msgCategory',
          header: '消息类型',
          width: 12,
          value: (n) => n.msgCategory_dictText ?? n.msgCategory,
        },
        { key: 'priority', header: '优先级', width: 10, value: (n) => n.priority_dictText ?? n.priority },
        { key: 'msgType', header: '通告对象', width: 12, value: (n) => n.msgType_dictText ?? n.msgType },
        {
          key: 'sendStatus',
          header: '发布状态',
          width: 12,
          value: (n) => n.sendStatus_dictText ?? n.sendStatus,
        },
        { key: 'sender', header: '发布人', width: 14, value: (n) => n.sender },
        { key: 'sendTime', header: '发布时间', width: 20, value: (n) => n.sendTime },
        { key: 'msgAbstract', header: '摘要', width: 30, value: (n) => n.msgAbstract },
      ],
    }),
  );

  r.route(announcementRoutes.queryById, async (ctx, { query }) => {
    const row = await findInReach(ctx, announcementPolicy, query.id);
    if (!row) return fail(NOT_FOUND);
    return ok({ ...toAnnouncement(row), abilities: await abilitiesOf(ctx, announcementPolicy, row) });
  });

  r.route(announcementRoutes.add, async (ctx, { body }) => {
    const values = await announcementValues(ctx, body);
    await ctx.db.insert(sysAnnouncement, { ...values, sendStatus: '0' });
    ctx.logSubject(values.titile);
    return okMsg(Msg.addOk);
  });

  r.route(announcementRoutes.edit, async (ctx, { body }) => {
    const row = await findInReach(ctx, announcementPolicy, body.id);
    if (!row) return fail(NOT_FOUND);
    if (!(await abilitiesOf(ctx, announcementPolicy, row)).edit)
      return fail('已发布的通告不能编辑，请先撤销');
    const values = await announcementValues(ctx, body);
    await ctx.db.update(sysAnnouncement, values, eq(sysAnnouncement.id, row.id));
    ctx.logSubject(values.titile);
    return okMsg(Msg.editOk);
  });

  r.route(announcementRoutes.delete, async (ctx, { query }) => {
    const row = await findInReach(ctx, announcementPolicy, query.id);
    if (!row) return fail(NOT_FOUND);
    const n = await ctx.db.softDelete(sysAnnouncement, eq(sysAnnouncement.id, row.id));
    ctx.logSubject(row.titile);
    return n ? okMsg(Msg.deleteOk) : fail(NOT_FOUND);
  });

  r.route(announcementRoutes.deleteBatch, async (ctx, { query }) => {
    const ids = idList(query.ids);
    if (ids.length === 0) return fail(NOT_FOUND);
    const reach = await listCondition(ctx, announcementPolicy);
    const chosen = and(reach, inArray(sysAnnouncement.id, ids)) ?? sql`false`;
    const rows = await ctx.db.list(sysAnnouncement, { where: chosen });
    await ctx.db.softDelete(sysAnnouncement, chosen);
    ctx.logSubject(rows.map((row) => row.titile));
    return okMsg(Msg.deleteBatchOk);
  });
}
