import { z } from 'zod';
import { defineRoute } from '../api/route.ts';

export const CLINICAL_GRANT_MESSAGES = {
  /** Appended to a grant save that held clinical permissions back. */
  awaiting: '临床权限（咨询记录、个案隔离区、中心主任）需由另一位已持有该权限的人员审批后生效，已提交待审批',
  /** Appended to a membership change that held a role conferring clinical permissions back. */
  awaitingMember:
    '所选角色含临床权限（咨询记录、个案隔离区、中心主任），加入需由另一位已持有这些权限的人员审批后生效，已提交待审批',
  approved: '已批准，授权已生效',
  rejected: '已驳回',
  notFound: '该申请不存在或已处理',
  selfApproval: '不能审批自己提交的授权申请',
  notHolder: '只有已持有该临床权限的人员才能审批',
  memberSelf: '不能审批自己加入角色的申请',
} as const;

export const clinicalGrantSchema = z.object({
  id: z.string(),
  targetKind: z.enum(['role', 'depart_role']),
  roleName: z.string(),
  /** A membership request: the account joining the role (null for a permission grant). */
  memberName: z.string().nullable(),
  permission: z.string(),
  permissionName: z.string(),
  requesterName: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  decidedBy: z.string().nullable(),
  decidedTime: z.string().nullable(),
  createTime: z.string(),
  /** Whether the caller may approve or reject it (holds the permission, did not ask for it). */
  canDecide: z.boolean(),
});
export type ClinicalGrant = z.infer<typeof clinicalGrantSchema>;

const decision = z.object({ id: z.string('请选择申请').min(1, '请选择申请').max(64) });

/** 临床权限审批: grants of clinical permissions waiting for a second approver. */
export const clinicalGrantRoutes = {
  list: defineRoute({
    method: 'GET',
    // Not a `/list`: an unpaged queue, not a list-engine page (which would take the advanced query).
    path: '/sys/clinicalGrant/requests',
    // Answered to role administrators and to holders of a clinical permission; empty for anyone else.
    access: 'login',
    summary: '临床权限授权申请（待审批在前）',
    response: z.array(clinicalGrantSchema),
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/sys/clinicalGrant/approve',
    access: 'login',
    summary: '批准临床权限授权',
    operation: '批准临床权限授权',
    body: decision,
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/sys/clinicalGrant/reject',
    access: 'login',
    summary: '驳回临床权限授权',
    operation: '驳回临床权限授权',
    body: decision,
  }),
};
