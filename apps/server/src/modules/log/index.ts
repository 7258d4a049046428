import { logRoutes, type SYS_LOG_SORT_FIELDS, type SysLog, toPage } from '@xinmiao/shared';
import { and, desc, ilike, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ok } from '../../core/envelope.ts';
import { type FilterField, filterBy, likeContains, sortBy } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysLog } from '../../db/schema.ts';

const SORT: Record<(typeof SYS_LOG_SORT_FIELDS)[number], AnyPgColumn> = {
  createTime: sysLog.createTime,
  logType: sysLog.logType,
  operateType: sysLog.operateType,
  costTime: sysLog.costTime,
  userid: sysLog.userid,
  username: sysLog.username,
  ip: sysLog.ip,
};

const FILTERS: Record<string, FilterField> = {
  logType: { column: sysLog.logType, type: 'number' },
  operateType: { column: sysLog.operateType, type: 'number' },
  userid: { column: sysLog.userid, type: 'text' },
  username: { column: sysLog.username, type: 'text' },
  ip: { column: sysLog.ip, type: 'text' },
  createTime: { column: sysLog.createTime, type: 'datetime' },
};

type LogRow = typeof sysLog.$inferSelect;

function toRecord(row: LogRow): SysLog {
  return {
    id: row.id,
    logType: row.logType,
    logContent: row.logContent,
    operateType: row.operateType,
    userid: row.userid,
    username: row.username,
    ip: row.ip,
    method: row.method,
    requestUrl: row.requestUrl,
    requestParam: row.requestParam,
    requestType: row.requestType,
    costTime: row.costTime,
    clientType: row.clientType,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
  };
}

export function registerLogModule(r: Registrar): void {
  r.route(logRoutes.list, async (ctx, { query }) => {
    const { pageNo, pageSize, column, order, keyWord, operator, ...rest } = query;
    const whereSql = and(
      filterBy(FILTERS, rest),
      keyWord?.trim() ? ilike(sysLog.logContent, likeContains(keyWord)) : undefined,
      operator?.trim()
        ? or(ilike(sysLog.userid, likeContains(operator)), ilike(sysLog.username, likeContains(operator)))
        : undefined,
    );
    const orderBy = [...sortBy(SORT, column, order, [desc(sysLog.createTime)]), desc(sysLog.id)];
    const { rows, total } = await ctx.db.page(sysLog, { where: whereSql, orderBy, pageNo, pageSize });
    return ok(toPage(rows.map(toRecord), total, pageNo, pageSize));
  });
}
