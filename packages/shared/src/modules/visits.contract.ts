import { z } from 'zod';
import { defineRoute } from '../api/route.ts';

/** `/sys/loginfo`: successful sign-ins of the tenant (JeecgBoot counts its login log). */
export const loginInfoSchema = z.object({
  totalVisitCount: z.number(),
  todayVisitCount: z.number(),
  todayIp: z.number(),
});
export type LoginInfo = z.infer<typeof loginInfoSchema>;

/** One day of `/sys/visitInfo`, JeecgBoot's lower-case keys: `tian` the date, `type` its MM-dd label. */
export const visitDaySchema = z.object({
  visit: z.number(),
  ip: z.number(),
  tian: z.string(),
  type: z.string(),
});
export type VisitDay = z.infer<typeof visitDaySchema>;

/** Days the log-retention job keeps; the range the setting accepts. */
export const LOG_RETENTION_LIMITS = { min: 7, max: 3650 } as const;

/**
 * Network logs (operation, login and visit rows of `sys_log`) are kept at least six months
 * (网络安全法 第二十一条): 184 days covers any six calendar months. A school's shorter setting
 * still applies to its read audits and job fire records.
 */
export const NETWORK_LOG_FLOOR_DAYS = 184;

export const logRetentionSchema = z.object({
  /** The tenant's setting; null → the job's parameter, else its default. */
  days: z.number().nullable(),
  /** What the next run of the job will keep. */
  effectiveDays: z.number(),
});
export type LogRetention = z.infer<typeof logRetentionSchema>;

const retentionMessage = `保留天数须为 ${LOG_RETENTION_LIMITS.min} 到 ${LOG_RETENTION_LIMITS.max} 之间的整数`;

export const visitRoutes = {
  loginfo: defineRoute({
    method: 'GET',
    path: '/sys/loginfo',
    access: 'login',
    summary: '首页访问统计',
    response: loginInfoSchema,
  }),
  visitInfo: defineRoute({
    method: 'GET',
    path: '/sys/visitInfo',
    access: 'login',
    summary: '近 7 天访问统计',
    response: z.array(visitDaySchema),
  }),
  retention: defineRoute({
    method: 'GET',
    path: '/sys/log/retention',
    access: 'system:log:list',
    summary: '日志保留天数',
    response: logRetentionSchema,
  }),
  saveRetention: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/log/retention',
    access: 'system:log:edit',
    summary: '设置日志保留天数',
    operation: '设置日志保留天数',
    body: z.object({
      days: z
        .number(retentionMessage)
        .int(retentionMessage)
        .min(LOG_RETENTION_LIMITS.min, retentionMessage)
        .max(LOG_RETENTION_LIMITS.max, retentionMessage)
        .nullable(),
    }),
    response: logRetentionSchema,
  }),
} as const;
