import { z } from 'zod';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

/** One read of sensitive personal data (PIPL Art. 28), written for routes declared `auditRead`. */
export const readAuditSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** Account of the reader. */
  username: z.string(),
  /** Route path that was read, e.g. `/screening/result/queryById`. */
  resource: z.string(),
  /** What the route reads (its summary); null when the route is no longer registered. */
  resourceName: z.string().nullable(),
  /** Kind of data, named after the route's permission resource (测评结果, 学生…). */
  dataType: z.string().nullable(),
  /** Ids of the records the request returned (a list page reads many, a detail one). */
  recordIds: z.array(z.string()),
  ip: z.string().nullable(),
  createTime: z.string(),
});
export type ReadAudit = z.infer<typeof readAuditSchema>;

export const auditRoutes = {
  readList: defineListRoute({
    path: '/sys/audit/readList',
    access: 'system:audit:read',
    summary: '敏感数据读取审计分页列表',
    record: readAuditSchema,
    sort: ['createTime', 'username', 'resource'],
    filters: {
      username: filter.text(),
      resource: filter.text(),
      /** Reads that returned this record ("who viewed student X"): matched in the per-record rows. */
      recordId: filter.custom(z.string().max(100).optional()),
      createTime: filter.datetime(),
    },
  }),
} as const;
