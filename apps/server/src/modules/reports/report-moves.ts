import {
  REPORT_ACTIONS,
  REPORT_STATE_LABELS,
  type ReportAction,
  type ReportListRecord,
  type ReportState,
} from '@xinmiao/shared';
import type { PolicyActor } from '../../core/policy/policy.ts';

/** GENERATED → REVIEWED → RELEASED_TO_STUDENT | WITHHELD; the centre may swap the last two. */
export const MOVES: Readonly<
  Record<ReportAction, { from: readonly ReportState[]; to: ReportState; verb: string }>
> = {
  review: { from: ['generated'], to: 'reviewed', verb: '审核' },
  release: { from: ['reviewed', 'withheld'], to: 'released', verb: '发布' },
  withhold: { from: ['reviewed', 'released'], to: 'withheld', verb: '暂缓发布' },
};

export function illegalMove(change: ReportAction, state: ReportState): string {
  const hint = state === 'generated' ? '，请先审核' : '';
  return `报告当前为「${REPORT_STATE_LABELS[state]}」，不能${MOVES[change].verb}${hint}`;
}

/** Whether `action` can be taken at all on a report whose task lets (or does not let) students read it. */
export function moveFitsTask(action: ReportAction, studentMayRead: boolean): boolean {
  return action !== 'release' || studentMayRead;
}

/**
 * The moves `actor` may make on a report in `state`, as the list sends them: the release permission
 * (every move's route asks for it), the state the move starts from and, for 发布给学生, a task that
 * lets students read this scale's report — the same rules the move checks.
 */
export function reportAbilities(
  actor: Pick<PolicyActor, 'permissions'>,
  state: ReportState,
  studentMayRead: boolean,
): ReportListRecord['abilities'] {
  const may = actor.permissions.has('screening:report:release');
  return Object.fromEntries(
    REPORT_ACTIONS.map((action) => [
      action,
      may && MOVES[action].from.includes(state) && moveFitsTask(action, studentMayRead),
    ]),
  ) as ReportListRecord['abilities'];
}
