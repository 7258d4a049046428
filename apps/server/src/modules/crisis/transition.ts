import {
  CASE_STATUS,
  CASE_TRANSITIONS,
  type CaseAction,
  type CaseLevel,
  type CaseStatus,
  CLOSED_STATUSES,
  FOLLOW_UP_DAYS,
  type HandoverRole,
  stepsFrom,
  type TransitionRule,
} from '@xinmiao/shared';
import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { permissionHolders } from '../../core/permission-holders.ts';
import { allOf } from '../../core/query.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { crisisCase, crisisCaseEvent, crisisFollowup } from '../../db/schema.ts';

import type { CaseRow } from './case-records.ts';

export type TransitionInput = {
  action: CaseAction;
  reason?: string | undefined;
  level?: CaseLevel | undefined;
  counsellorId?: string | undefined;
  therapistId?: string | undefined;
  recipientId?: string | undefined;
  handoverRole?: HandoverRole | undefined;
  attachments?: readonly string[];
};

export type Actor = { userId: string; permissions: ReadonlySet<string> };

const DAY_MS = 86_400_000;

const statusLabel = (status: string) => CASE_STATUS[status as CaseStatus] ?? status;

/** The case's latest event of `action`. */
async function lastEvent(db: TenantDb, caseId: string, action: CaseAction) {
  const [event] = await db.list(crisisCaseEvent, {
    where: and(eq(crisisCaseEvent.caseId, caseId), eq(crisisCaseEvent.action, action)),
    orderBy: [desc(crisisCaseEvent.createTime), desc(crisisCaseEvent.id)],
    limit: 1,
  });
  return event;
}

/** Who asked for the step the four-eyes rule compares with. */
async function requesterOf(db: TenantDb, record: CaseRow, rule: TransitionRule): Promise<string | null> {
  if (rule.notSameAs === 'reporter') return record.reportedBy;
  return (await lastEvent(db, record.id, 'request_release'))?.actor ?? null;
}

/** The pending hand-over: who sent it, which part of the case it passes on, where the case returns. */
async function pendingHandover(db: TenantDb, record: CaseRow) {
  const event = await lastEvent(db, record.id, 'hand_over');
  const data = (event?.data ?? {}) as { role?: HandoverRole };
  return {
    sender: event?.actor ?? null,
    role: data.role ?? null,
    // A hand-over returns the case to the state it left; the oldest rows fall back to 干预中.
    returnTo: (event?.fromStatus ?? 'intervening') as CaseStatus,
  };
}

/** Who sent the case's latest hand-over. */
export async function handoverSender(db: TenantDb, caseId: string): Promise<string | null> {
  return (await lastEvent(db, caseId, 'hand_over'))?.actor ?? null;
}

/** Whether `actor` is the person the step is reserved for (the hand-over's recipient or sender). */
async function isReservedFor(db: TenantDb, record: CaseRow, rule: TransitionRule, userId: string) {
  if (rule.onlyBy === 'recipient') return record.handoverTo === userId;
  if (rule.onlyBy === 'sender') return (await pendingHandover(db, record)).sender === userId;
  return true;
}

/** Holders of what a hand-over's part needs: 个案详情 for a 辅导员, the counselling notes for a 咨询师. */
const ROLE_PERMISSION: Readonly<Record<HandoverRole, string>> = {
  counsellor: 'crisis:case:detail',
  therapist: 'crisis:case:notes',
};

async function recipientRefusal(db: TenantDb, record: CaseRow, actor: Actor, input: TransitionInput) {
  const { recipientId, handoverRole } = input;
  if (!recipientId || !handoverRole) return '请选择移交的工作和接收人';
  if (recipientId === actor.userId) return '不能移交给自己';
  const current = handoverRole === 'counsellor' ? record.counsellorId : record.therapistId;
  if (current === recipientId) return '该老师已负责本个案的这项工作';
  if (!(await permissionHolders(db, ROLE_PERMISSION[handoverRole])).includes(recipientId)) {
    return '接收人须为本校有相应个案权限的老师';
  }
  return null;
}

/**
 * Why `actor` may not take `action` on the case now (a Chinese message), or null when they may.
 * Checks the state table, the step's permission, its four-eyes rule and what it needs.
 */
export async function refusal(
  db: TenantDb,
  record: CaseRow,
  actor: Actor,
  input: TransitionInput,
): Promise<string | null> {
  const rule: TransitionRule = CASE_TRANSITIONS[input.action];
  if (!stepsFrom(record.caseStatus).includes(input.action)) {
    return `个案当前为「${statusLabel(record.caseStatus)}」，不能执行「${rule.label}」`;
  }
  if (!actor.permissions.has(rule.permission)) return `您没有「${rule.label}」的权限`;
  if (!(await isReservedFor(db, record, rule, actor.userId))) {
    return rule.onlyBy === 'recipient' ? '只有接收人才能接收或退回移交' : '只有移交人才能撤回移交';
  }
  if (rule.notSameAs && (await requesterOf(db, record, rule)) === actor.userId) {
    return rule.notSameAs === 'reporter'
      ? '报送人不能排除自己报送的预警，请由其他老师复核'
      : '申请人不能批准自己的解除申请';
  }
  if (rule.needs.reason && !input.reason?.trim()) return `「${rule.label}」须填写原因`;
  if (rule.needs.level && input.level === undefined) return '请选择预警等级';
  if (input.action === 'escalate' && input.level !== undefined && input.level <= (record.level ?? 0)) {
    return '升级后的等级须高于当前等级';
  }
  if (input.action === 'downgrade' && input.level !== undefined && input.level >= (record.level ?? 0)) {
    return '降级后的等级须低于当前等级';
  }
  if (rule.needs.assignees && (!input.counsellorId || !input.therapistId)) return '请选择辅导员和咨询师';
  if (rule.needs.recipient) return recipientRefusal(db, record, actor, input);
  return null;
}

/** The steps `actor` may take on the case now, for the console's buttons. */
export async function legalSteps(db: TenantDb, record: CaseRow, actor: Actor): Promise<CaseAction[]> {
  const steps: CaseAction[] = [];
  for (const action of stepsFrom(record.caseStatus)) {
    const rule: TransitionRule = CASE_TRANSITIONS[action];
    if (!actor.permissions.has(rule.permission)) continue;
    if (!(await isReservedFor(db, record, rule, actor.userId))) continue;
    if (rule.notSameAs && (await requesterOf(db, record, rule)) === actor.userId) continue;
    steps.push(action);
  }
  return steps;
}

const HANDOVER_STEPS: readonly CaseAction[] = [
  'hand_over',
  'accept_handover',
  'decline_handover',
  'cancel_handover',
];

type Handover = Awaited<ReturnType<typeof pendingHandover>>;

/** The case columns a step changes besides its state. */
function changes(
  record: CaseRow,
  input: TransitionInput,
  to: string,
  now: Date,
  handover: Handover | null,
): Partial<CaseRow> {
  const level = (input.level ?? record.level ?? 0) as CaseLevel;
  const set: Partial<CaseRow> = { caseStatus: to, alertStage: 0, updateTime: now };
  if (input.level !== undefined) set.level = input.level;
  if (input.action === 'assign') {
    set.counsellorId = input.counsellorId ?? null;
    set.therapistId = input.therapistId ?? null;
  }
  if (HANDOVER_STEPS.includes(input.action)) {
    // The case's deadlines and follow-up visits run on while it changes hands.
    set.handoverTo = input.action === 'hand_over' ? (input.recipientId ?? null) : null;
    if (input.action === 'accept_handover' && handover?.role === 'counsellor') {
      set.counsellorId = record.handoverTo;
    }
    if (input.action === 'accept_handover' && handover?.role === 'therapist') {
      set.therapistId = record.handoverTo;
    }
    return set;
  }
  if (to === 'follow_up') set.dueAt = new Date(now.getTime() + FOLLOW_UP_DAYS[level] * DAY_MS);
  else if (to !== record.caseStatus) set.dueAt = null;
  if ((CLOSED_STATUSES as readonly string[]).includes(to)) {
    set.openKey = null;
    set.closedAt = now;
  }
  return set;
}

/**
 * The one way a case changes state: refuses an illegal step with a clear message, else updates the
 * case (only if nobody moved it meanwhile) and appends the event with actor, reason and attachments.
 * Entering 跟踪回访 schedules the first visit by the level's cadence. A hand-over (移交) names its
 * recipient and waits on their acceptance; accepting, declining or withdrawing it returns the case to
 * the state it left, so a hand-over never strands a case.
 */
export async function transition(
  db: TenantDb,
  record: CaseRow,
  actor: Actor,
  input: TransitionInput,
  now = new Date(),
): Promise<CaseRow> {
  const problem = await refusal(db, record, actor, input);
  if (problem) throw new AppError(problem);
  const rule: TransitionRule = CASE_TRANSITIONS[input.action];
  const handover = rule.to === 'previous' ? await pendingHandover(db, record) : null;
  const to = rule.to === 'same' ? record.caseStatus : rule.to === 'previous' ? handover?.returnTo : rule.to;
  if (!to) throw new AppError('个案状态已被他人更新，请刷新后重试');
  const set = changes(record, input, to, now, handover);
  return db.transaction(async (tdb) => {
    const moved = await tdb.update(
      crisisCase,
      set,
      allOf(eq(crisisCase.id, record.id), eq(crisisCase.caseStatus, record.caseStatus)),
    );
    if (moved === 0) throw new AppError('个案状态已被他人更新，请刷新后重试');
    await tdb.insert(crisisCaseEvent, {
      caseId: record.id,
      action: input.action,
      fromStatus: record.caseStatus,
      toStatus: to,
      actor: actor.userId,
      reason: input.reason?.trim() || null,
      attachments: [...(input.attachments ?? [])],
      data: {
        ...(input.level !== undefined ? { level: input.level, fromLevel: record.level } : {}),
        ...(input.action === 'assign'
          ? { counsellorId: input.counsellorId, therapistId: input.therapistId }
          : {}),
        ...(input.action === 'hand_over' ? { recipientId: input.recipientId, role: input.handoverRole } : {}),
        ...(rule.to === 'previous' ? { recipientId: record.handoverTo, role: handover?.role } : {}),
      },
    });
    if (to === 'follow_up' && set.dueAt) {
      await tdb.insert(crisisFollowup, { caseId: record.id, kind: 'visit', dueAt: set.dueAt });
    }
    return { ...record, ...set } as CaseRow;
  });
}
