import {
  CASE_STATUS,
  CASE_TRANSITIONS,
  type CaseAction,
  type CaseLevel,
  type CaseStatus,
  CLOSED_STATUSES,
  FOLLOW_UP_DAYS,
  stepsFrom,
  type TransitionRule,
} from '@xinmiao/shared';
import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { appendGrowthEvents } from '../../core/growth-events.ts';
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
  attachments?: readonly string[];
};

export type Actor = { userId: string; permissions: ReadonlySet<string> };

const DAY_MS = 86_400_000;

const statusLabel = (status: string) => CASE_STATUS[status as CaseStatus] ?? status;

/** Who asked for the step the four-eyes rule compares with. */
async function requesterOf(db: TenantDb, record: CaseRow, rule: TransitionRule): Promise<string | null> {
  if (rule.notSameAs === 'reporter') return record.reportedBy;
  const [request] = await db.list(crisisCaseEvent, {
    where: and(eq(crisisCaseEvent.caseId, record.id), eq(crisisCaseEvent.action, 'request_release')),
    orderBy: [desc(crisisCaseEvent.createTime)],
    limit: 1,
  });
  return request?.actor ?? null;
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
  return null;
}

/** The steps `actor` may take on the case now, for the console's buttons. */
export async function legalSteps(db: TenantDb, record: CaseRow, actor: Actor): Promise<CaseAction[]> {
  const steps: CaseAction[] = [];
  for (const action of stepsFrom(record.caseStatus)) {
    const rule: TransitionRule = CASE_TRANSITIONS[action];
    if (!actor.permissions.has(rule.permission)) continue;
    if (rule.notSameAs && (await requesterOf(db, record, rule)) === actor.userId) continue;
    steps.push(action);
  }
  return steps;
}

/** The case columns a step changes besides its state. */
function changes(record: CaseRow, input: TransitionInput, to: string, now: Date): Partial<CaseRow> {
  const level = (input.level ?? record.level ?? 0) as CaseLevel;
  const set: Partial<CaseRow> = { caseStatus: to, alertStage: 0, updateTime: now };
  if (input.level !== undefined) set.level = input.level;
  if (input.action === 'assign') {
    set.counsellorId = input.counsellorId ?? null;
    set.therapistId = input.therapistId ?? null;
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
 * Entering 跟踪回访 schedules the first visit by the level's cadence.
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
  const to = rule.to === 'same' ? record.caseStatus : rule.to;
  const set = changes(record, input, to, now);
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
      },
    });
    if (set.closedAt) {
      await appendGrowthEvents(tdb, [
        {
          studentId: record.studentId,
          kind: 'crisis',
          visibility: 'case',
          title: '危机个案结案',
          payload: { caseId: record.id },
          sourceModule: 'crisis',
          sourceId: `${record.id}:close`,
          eventTime: now,
        },
      ]);
    }
    if (to === 'follow_up' && set.dueAt) {
      await tdb.insert(crisisFollowup, { caseId: record.id, kind: 'visit', dueAt: set.dueAt });
    }
    return { ...record, ...set } as CaseRow;
  });
}
