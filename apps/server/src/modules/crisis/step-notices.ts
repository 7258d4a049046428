import { type CaseAction, levelOf } from '@xinmiao/shared';
import type { TenantDb } from '../../core/tenant-db.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { sendSystemMessage } from '../announcement/index.ts';
import { schoolLevels } from '../dict/index.ts';
import { casePage } from './case-page.ts';
import type { CaseRow } from './case-records.ts';
import { centreStaff, collegeLeaders } from './recipients.ts';
import { handoverSender } from './transition.ts';

/** Levels at which the counsellor must contact the guardian on assignment (一级, 二级). */
const GUARDIAN_LEVELS: readonly number[] = [3, 2];

/**
 * Who hears about a step: an assignment tells the counsellor, the therapist and the college level
 * (with the guardian call when the level requires it); a release request the centre; an escalation
 * the college level; a hand-over its recipient, and their answer (or its withdrawal) the other side.
 * Messages name the step, never what the student answered.
 */
export async function announceStep(
  notifier: Notifier,
  db: TenantDb,
  record: CaseRow,
  action: CaseAction,
  before: CaseRow,
): Promise<void> {
  const level = levelOf(await schoolLevels(db), record.level).label;
  const base = {
    priority: 'H' as const,
    openPage: casePage(record.id),
    busType: 'crisis_case',
    busId: record.id,
  };
  if (action === 'assign') {
    const guardian = GUARDIAN_LEVELS.includes(record.level ?? 0)
      ? '该等级须在 24 小时内联系监护人并记录家校沟通。'
      : '';
    await sendSystemMessage(notifier, db, {
      ...base,
      userIds: [
        ...(record.counsellorId ? [record.counsellorId] : []),
        ...(record.therapistId ? [record.therapistId] : []),
        ...(await collegeLeaders(db, record.orgCode)),
      ],
      title: `预警个案已分派（${level}）`,
      content: `一个预警个案（${level}）已分派给您或您所在学院，请按时约谈。${guardian}`,
    });
  } else if (action === 'request_release') {
    await sendSystemMessage(notifier, db, {
      ...base,
      userIds: await centreStaff(db),
      title: '预警解除申请待审批',
      content: '一个预警个案申请解除，请审核回访记录后审批。',
    });
  } else if (action === 'hand_over' && record.handoverTo) {
    await sendSystemMessage(notifier, db, {
      ...base,
      userIds: [record.handoverTo],
      title: `预警个案移交待您接收（${level}）`,
      content: '一个预警个案移交给您，请在个案详情中接收；如不能接手，请退回并说明原因。',
    });
  } else if (action === 'cancel_handover' && before.handoverTo) {
    await sendSystemMessage(notifier, db, {
      ...base,
      userIds: [before.handoverTo],
      title: '预警个案移交已撤回',
      content: '移交给您的一个预警个案已由移交人撤回，无需接收。',
    });
  } else if (action === 'accept_handover' || action === 'decline_handover') {
    const sender = await handoverSender(db, record.id);
    if (!sender) return;
    await sendSystemMessage(notifier, db, {
      ...base,
      userIds: [sender],
      title: action === 'accept_handover' ? '预警个案移交已被接收' : '预警个案移交被退回',
      content:
        action === 'accept_handover'
          ? '您移交的预警个案已由接收人接手。'
          : '您移交的预警个案被接收人退回，个案回到移交前的状态，请查看退回原因。',
    });
  } else if (action === 'escalate') {
    await sendSystemMessage(notifier, db, {
      ...base,
      userIds: await collegeLeaders(db, record.orgCode),
      title: `预警个案已升级为${level}`,
      content: `一个预警个案已升级为${level}，请按新等级的时限跟进。`,
    });
  }
}
