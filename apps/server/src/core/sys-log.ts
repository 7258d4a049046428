import { sysLog } from '../db/schema.ts';
import type { TenantDb } from './tenant-db.ts';

/** JeecgBoot log_type: 1 login/logout, 2 operation. */
export const LogType = { LOGIN: 1, OPERATION: 2 } as const;

/** How a successful sign-in's login-log line ends; the home page counts these as visits. */
export const LOGIN_OK_SUFFIX = ',登录成功！';

export type LogEntry = {
  logType: number;
  logContent: string;
  username: string;
  realname: string;
  ip: string;
  operateType?: number;
  requestUrl?: string;
  method?: string;
  requestType?: string;
  requestParam?: string | null;
  costTime?: number;
};

export async function writeLog(tdb: TenantDb, entry: LogEntry): Promise<void> {
  await tdb.insert(sysLog, {
    logType: entry.logType,
    logContent: entry.logContent,
    operateType: entry.operateType ?? null,
    userid: entry.username,
    username: entry.realname,
    ip: entry.ip,
    requestUrl: entry.requestUrl ?? null,
    method: entry.method ?? null,
    requestType: entry.requestType ?? null,
    requestParam: entry.requestParam ?? null,
    costTime: entry.costTime ?? null,
    clientType: 'pc',
    createBy: entry.username,
  });
}
