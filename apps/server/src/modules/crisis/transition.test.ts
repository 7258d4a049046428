import {
  allPermissionCodes,
  CASE_ACTIONS,
  CASE_STATUS,
  CASE_TRANSITIONS,
  type CaseAction,
  type CaseStatus,
  stepsFrom,
} from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { crisisCase, crisisCaseEvent, crisisFollowup, sysUser } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { studentId } from '../school/test-support.ts';
import { reportSignal } from './intake.ts';
import { refusal, type TransitionInput, transition } from './transition.ts';

let t: TestApp;
let db: TenantDb;
let caseId: string;
/** 周两校, a centre counsellor (咨询师) of the demo school: a legal hand-over recipient. */
let zhou: string;

const everything = { userId: 'someone', permissions: new Set<string>(allPermissionCodes()) };
const complete = (action: CaseAction): TransitionInput => ({
  action,
  reason: '依据评估结果',
  level: action === 'downgrade' ? 0 : 3,
  counsellorId: 'c1',
  therapistId: 't1',
  recipientId: zhou,
  handoverRole: 'therapist',
});

beforeAll(async () => {
  t = await createTestApp();
  db = new TenantDb(t.db, 1000);
  const [user] = await t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'liangxiao'));
  zhou = user?.id ?? '';
  const student = await studentId(t, 1000, '20230102');
  ({ caseId } = await reportSignal(
    db,
    {
      studentId: student,
      source: 'manual',
      level: 2,
      summary: '测试',
      reportedBy: 'reporter',
    },
    t.services.notifier,
  ));
});
afterAll(() => t.close());

/** The case in `status`; a pending hand-over was sent by and waits on `someone` (the actor below). */
async function caseIn(status: CaseStatus) {
  const handoverTo = status === 'handed_over' ? 'someone' : null;
  await db.update(
    crisisCase,
    { caseStatus: status, level: 1, handoverTo, therapistId: null },
    eq(crisisCase.id, caseId),
  );
  if (handoverTo) {
    await db.insert(crisisCaseEvent, {
      caseId,
      action: 'hand_over',
      fromStatus: 'intervening',
      toStatus: 'handed_over',
      actor: 'someone',
      data: { recipientId: 'someone', role: 'therapist' },
    });
  }
  const row = await db.byId(crisisCase, caseId);
  if (!row) throw new Error('case missing');
  return row;
}

describe('the case state table', () => {
  const statuses = Object.keys(CASE_STATUS) as CaseStatus[];
  it.each(statuses)('from %s allows exactly the listed steps', async (status) => {
    const row = await caseIn(status);
    for (const action of CASE_ACTIONS) {
      const legal = (CASE_TRANSITIONS[action].from as readonly string[]).includes(status);
      const problem = await refusal(db, row, everything, complete(action));
      if (legal) expect(problem, `${status} → ${action}`).toBeNull();
      else
        expect(problem, `${status} → ${action}`).toBe(
          `个案当前为「${CASE_STATUS[status]}」，不能执行「${CASE_TRANSITIONS[action].label}」`,
        );
    }
  });

  it('asks for what a step needs and the right permission', async () => {
    const pending = await caseIn('pending_assessment');
    expect(await refusal(db, pending, everything, { action: 'dismiss' })).toBe('「排除预警」须填写原因');
    expect(await refusal(db, pending, everything, { action: 'confirm' })).toBe('请选择预警等级');
    expect(await refusal(db, pending, { userId: 'x', permissions: new Set() }, complete('confirm'))).toBe(
      '您没有「确认预警」的权限',
    );
    const confirmed = await caseIn('confirmed');
    expect(await refusal(db, confirmed, everything, { action: 'assign', counsellorId: 'c1' })).toBe(
      '请选择辅导员和咨询师',
    );
    const working = await caseIn('intervening');
    expect(await refusal(db, working, everything, { action: 'escalate', level: 1, reason: '复评' })).toBe(
      '升级后的等级须高于当前等级',
    );
    expect(await refusal(db, working, everything, { action: 'downgrade', level: 2, reason: '复评' })).toBe(
      '降级后的等级须低于当前等级',
    );
  });

  it('the reporter cannot dismiss their own warning; a requester cannot approve their release', async () => {
    const pending = await caseIn('pending_assessment');
    const reporter = { ...everything, userId: 'reporter' };
    expect(await refusal(db, pending, reporter, complete('dismiss'))).toBe(
      '报送人不能排除自己报送的预警，请由其他老师复核',
    );
    const following = await caseIn('follow_up');
    const requested = await transition(
      db,
      following,
      { ...everything, userId: 'asker' },
      complete('request_release'),
    );
    expect(
      await refusal(db, requested, { ...everything, userId: 'asker' }, complete('approve_release')),
    ).toBe('申请人不能批准自己的解除申请');
    expect(await refusal(db, requested, everything, complete('approve_release'))).toBeNull();
  });

  it('a step updates the case, logs the event and refuses a stale state', async () => {
    const intervening = await caseIn('intervening');
    const moved = await transition(db, intervening, everything, {
      action: 'follow_up',
      attachments: ['a.pdf'],
    });
    expect(moved.caseStatus).toBe('follow_up');
    expect(moved.dueAt).not.toBeNull();
    expect(await db.count(crisisFollowup, eq(crisisFollowup.caseId, caseId))).toBeGreaterThan(0);
    const [event] = await db.list(crisisCaseEvent, {
      where: and(eq(crisisCaseEvent.caseId, caseId), eq(crisisCaseEvent.action, 'follow_up')),
    });
    expect(event).toMatchObject({
      fromStatus: 'intervening',
      toStatus: 'follow_up',
      actor: 'someone',
      attachments: ['a.pdf'],
    });
    // The caller still holds the old row: somebody else moved the case meanwhile.
    await expect(transition(db, intervening, everything, { action: 'follow_up' })).rejects.toThrow(AppError);
  });

  it('a closing step frees the student for a new case', async () => {
    const releasing = await caseIn('release_requested');
    const released = await transition(db, releasing, everything, complete('approve_release'));
    expect(released.openKey).toBeNull();
    expect(released.closedAt).not.toBeNull();
  });
});

describe('移交: a named recipient accepts; until then the sender can withdraw it', () => {
  const sender = { userId: 'sender', permissions: new Set<string>(allPermissionCodes()) };
  const recipient = () => ({ ...everything, userId: zhou });

  it('asks for a recipient of the school who holds the part handed over, never the sender', async () => {
    const working = await caseIn('intervening');
    const handOver = (extra: Partial<TransitionInput>) =>
      refusal(db, working, sender, { action: 'hand_over', reason: '咨询师休假', ...extra });
    expect(await handOver({})).toBe('请选择移交的工作和接收人');
    expect(await handOver({ recipientId: 'sender', handoverRole: 'therapist' })).toBe('不能移交给自己');
    expect(await handOver({ recipientId: 'nobody', handoverRole: 'therapist' })).toBe(
      '接收人须为本校有相应个案权限的老师',
    );
    expect(await handOver({ recipientId: zhou, handoverRole: 'therapist' })).toBeNull();
  });

  it('waits on the recipient, who takes over the therapist part; the case returns to its state', async () => {
    const working = await caseIn('follow_up');
    const sent = await transition(db, working, sender, complete('hand_over'));
    expect(sent).toMatchObject({ caseStatus: 'handed_over', handoverTo: zhou });
    expect(await refusal(db, sent, sender, complete('accept_handover'))).toBe('只有接收人才能接收或退回移交');
    expect(await refusal(db, sent, recipient(), complete('cancel_handover'))).toBe('只有移交人才能撤回移交');
    const accepted = await transition(db, sent, recipient(), complete('accept_handover'));
    expect(accepted).toMatchObject({ caseStatus: 'follow_up', handoverTo: null, therapistId: zhou });
  });

  it('the sender withdraws it, or the recipient declines with a reason: nothing changes hands', async () => {
    const sent = await transition(db, await caseIn('suspended'), sender, complete('hand_over'));
    const withdrawn = await transition(db, sent, sender, { action: 'cancel_handover' });
    expect(withdrawn).toMatchObject({ caseStatus: 'suspended', handoverTo: null, therapistId: null });
    const again = await transition(db, withdrawn, sender, complete('hand_over'));
    expect(await refusal(db, again, recipient(), { action: 'decline_handover' })).toBe(
      '「退回移交」须填写原因',
    );
    const declined = await transition(db, again, recipient(), complete('decline_handover'));
    expect(declined).toMatchObject({ caseStatus: 'suspended', handoverTo: null, therapistId: null });
  });

  it('a pending hand-over cannot be archived: it is never stranded', () => {
    expect(stepsFrom('handed_over').sort()).toEqual([
      'accept_handover',
      'cancel_handover',
      'decline_handover',
    ]);
  });
});
