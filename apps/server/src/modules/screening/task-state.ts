import type { TaskStatus } from '@xinmiao/shared';
import { TASK_STATUS } from '@xinmiao/shared';
import { AppError } from '../../core/errors.ts';

export type TransitionAction = 'pause' | 'resume' | 'close' | 'makeup';

/** Which statuses each console action may leave from, and where it goes (domain reference §3.1). */
const TRANSITIONS: Record<TransitionAction, { from: readonly TaskStatus[]; to: TaskStatus }> = {
  pause: { from: ['open', 'makeup', 'scheduled'], to: 'paused' },
  resume: { from: ['paused'], to: 'open' },
  close: { from: ['scheduled', 'open', 'paused', 'makeup'], to: 'closed' },
  makeup: { from: ['closed'], to: 'makeup' },
};

const ACTION_LABEL: Record<TransitionAction, string> = {
  pause: '暂停',
  resume: '恢复',
  close: '结束',
  makeup: '开启补测',
};

export function statusLabel(status: string): string {
  return TASK_STATUS[status as TaskStatus] ?? status;
}

/** The status an action leads to, or a clear refusal naming the current status. */
export function nextStatus(current: string, action: TransitionAction): TaskStatus {
  const rule = TRANSITIONS[action];
  if (!(rule.from as readonly string[]).includes(current)) {
    throw new AppError(`任务当前为「${statusLabel(current)}」，不能${ACTION_LABEL[action]}`);
  }
  return rule.to;
}

/** Whether students may answer now: open, or in the make-up window before it ends. */
export function answerable(
  status: string,
  window: { endAt: Date | null; makeupEndAt: Date | null },
  now: Date,
): boolean {
  // The window job runs every few minutes; the clock, not its last run, closes a window.
  const before = (end: Date | null) => end === null || end > now;
  if (status === 'open') return before(window.endAt);
  return status === 'makeup' && before(window.makeupEndAt);
}

/** Where the clock puts a published task: the scheduler's and publish's one rule. */
export function scheduledStatus(
  status: string,
  window: { startAt: Date | null; endAt: Date | null; makeupEndAt: Date | null },
  now: Date,
): TaskStatus | null {
  if (status === 'scheduled' && (!window.startAt || window.startAt <= now)) {
    return window.endAt && window.endAt <= now ? 'closed' : 'open';
  }
  if (status === 'open' && window.endAt && window.endAt <= now) return 'closed';
  if (status === 'makeup' && window.makeupEndAt && window.makeupEndAt <= now) return 'closed';
  return null;
}
