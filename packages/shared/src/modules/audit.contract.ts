import { z } from 'zod';
import { pageOf, pageQuery } from '../api/envelope.ts';
import { defineRoute } from '../api/route.ts';

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

/** Sortable fields of the read-audit list (`column=`); the server refuses any other. */
export const READ_AUDIT_SORT_FIELDS = ['createTime', 'username', 'resource'] as const;

export const readAuditListQuery = pageQuery.extend({
  username: z.string().max(100).optional(),
  resource: z.string().max(200).optional(),
  recordId: z.string().max(100).optional(),
  createTime_begin: z.string().max(19).optional(),
  createTime_end: z.string().max(19).optional(),
});

export const auditRoutes = {
  readList: defineRoute({
    method: 'GET',
    path: '/sys/audit/readList',
    access: 'system:audit:read',
    summary: '敏感数据读取审计分页列表',
    query: readAuditListQuery,
    response: pageOf(readAuditSchema),
  }),
} as const;
