import { z } from 'zod';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

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

export const logRoutes = {
  list: defineListRoute({
    path: '/sys/log/list',
    access: 'system:log:list',
    summary: '系统日志分页列表',
    record: sysLogSchema,
    sort: ['createTime', 'logType', 'operateType', 'costTime', 'userid', 'username', 'ip'],
    filters: {
      logType: filter.number(),
      operateType: filter.number(),
      userid: filter.text(),
      username: filter.text(),
      ip: filter.text(),
      createTime: filter.datetime(),
      /** JeecgBoot `keyWord`: fuzzy match on the log content. */
      keyWord: filter.custom(),
      /** Fuzzy match on the operator's account (`userid`) or real name (`username`). */
      operator: filter.custom(),
    },
    dicts: { logType: 'log_type', operateType: 'operate_type', clientType: 'client_type' },
  }),
} as const;
