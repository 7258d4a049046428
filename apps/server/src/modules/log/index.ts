import { logRoutes, type SysLog, toPage } from '@xinmiao/shared';
import { and, desc, ilike } from 'drizzle-orm';
import { ok } from '../../core/envelope.ts';
import { type FieldMap, type FilterField, filterBy, sortBy } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysLog } from '../../db/schema.ts';

const SORT: FieldMap = {
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

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function registerLogModule(r: Registrar): void {
  r.route(logRoutes.list, async (ctx, { query }) => {
    const { pageNo, pageSize, column, order, keyWord, ...rest } = query;
    const filters = filterBy(FILTERS, rest);
    const content = keyWord ? ilike(sysLog.logContent, `%${escapeLike(keyWord)}%`) : undefined;
    const whereSql = filters && content ? and(filters, content) : (filters ?? content);
    const orderBy = [...sortBy(SORT, column, order, [desc(sysLog.createTime)]), desc(sysLog.id)];
    const [rows, total] = await Promise.all([
      ctx.db.list(sysLog, { where: whereSql, orderBy, limit: pageSize, offset: (pageNo - 1) * pageSize }),
      ctx.db.pageTotal(sysLog, whereSql),
    ]);
    return ok(toPage(rows.map(toRecord), total, pageNo, pageSize));
  });
}
