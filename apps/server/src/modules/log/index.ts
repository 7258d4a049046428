import { logRoutes, type SysLog } from '@xinmiao/shared';
import { desc, ilike, or } from 'drizzle-orm';
import { sqlList } from '../../core/list/sql-list.ts';
import type { ModuleDefinition } from '../../core/module.ts';
import { likeContains } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysLog } from '../../db/schema.ts';
import { logRetentionJob } from './retention-job.ts';
import { registerRetentionRoutes } from './retention-routes.ts';
import { registerVisitRoutes } from './visits.ts';

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

function registerLogModule(r: Registrar): void {
  r.route(
    logRoutes.list,
    sqlList(logRoutes.list, {
      table: sysLog,
      sort: {
        createTime: sysLog.createTime,
        logType: sysLog.logType,
        operateType: sysLog.operateType,
        costTime: sysLog.costTime,
        userid: sysLog.userid,
        username: sysLog.username,
        ip: sysLog.ip,
      },
      filters: {
        logType: sysLog.logType,
        operateType: sysLog.operateType,
        userid: sysLog.userid,
        username: sysLog.username,
        ip: sysLog.ip,
        createTime: sysLog.createTime,
        keyWord: (value) => ilike(sysLog.logContent, likeContains(value)),
        operator: (value) =>
          or(ilike(sysLog.userid, likeContains(value)), ilike(sysLog.username, likeContains(value))),
      },
      defaultOrder: [desc(sysLog.createTime)],
      tiebreak: desc(sysLog.id),
      toRecords: (rows) => rows.map(toRecord),
    }),
  );
  registerVisitRoutes(r);
  registerRetentionRoutes(r);
}

export const logModule: ModuleDefinition = {
  name: 'log',
  register: registerLogModule,
  jobs: [logRetentionJob],
  pages: ['/dashboard/analysis', '/system/logs'],
};
