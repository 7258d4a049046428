import { z } from 'zod';
import { pageOf, pageQuery } from '../api/envelope.ts';
import { defineRoute } from '../api/route.ts';

export const sysLogSchema = z.object({
  id: z.string(),
  logType: z.number(),
  logContent: z.string(),
  operateType: z.number().nullable(),
  userid: z.string().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  method: z.string().nullable(),
  requestUrl: z.string().nullable(),
  requestParam: z.string().nullable(),
  requestType: z.string().nullable(),
  costTime: z.number().nullable(),
  clientType: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type SysLog = z.infer<typeof sysLogSchema>;

/** Sortable fields of the log list (`column=`); the server refuses any other. */
export const SYS_LOG_SORT_FIELDS = [
  'createTime',
  'logType',
  'operateType',
  'costTime',
  'userid',
  'username',
  'ip',
] as const;

export const sysLogListQuery = pageQuery.extend({
  logType: z.string().max(8).optional(),
  operateType: z.string().max(8).optional(),
  /** JeecgBoot `keyWord`: fuzzy match on the log content. */
  keyWord: z.string().max(100).optional(),
  userid: z.string().max(100).optional(),
  username: z.string().max(100).optional(),
  /** Fuzzy match on the operator's account (`userid`) or real name (`username`). */
  operator: z.string().max(100).optional(),
  ip: z.string().max(64).optional(),
  createTime_begin: z.string().max(19).optional(),
  createTime_end: z.string().max(19).optional(),
});

export const logRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/sys/log/list',
    access: 'system:log:list',
    summary: '系统日志分页列表',
    query: sysLogListQuery,
    response: pageOf(sysLogSchema),
  }),
} as const;
