import type { PermissionCode } from '../auth/permissions.ts';

/** 预警个案 states (domain reference §3.2). */
export const CASE_STATUS = {
  pending_assessment: '待评估',
  dismissed: '已排除',
  confirmed: '已确认',
  assigned: '已分派',
  intervening: '干预中',
  follow_up: '跟踪回访',
  suspended: '休学',
  return_assessment: '复学评估',
  handed_over: '移交待接收',
  release_requested: '申请解除',
  released: '已解除',
  archived: '已归档',
} as const;
export type CaseStatus = keyof typeof CASE_STATUS;

/** States in which a case has ended: the student may then get a new case. */
export const CLOSED_STATUSES: readonly CaseStatus[] = ['dismissed', 'released', 'archived'];

/** States in which the student can be interviewed and the case takes records (assigned, not ended). */
export const WORKING_STATUSES: readonly CaseStatus[] = [
  'assigned',
  'intervening',
  'follow_up',
  'suspended',
  'return_assessment',
];

/**
 * The one warning level vocabulary (scales reference §9): ordinal 0 (no warning) … 3 (highest), the
 * same for screening results, reports, cases, the monthly report, scale rules, notifications and
 * exports. These are the seed of each school's `crisis_level` dictionary (数据字典 预警等级), where
 * the school renames and recolours them; the defaults are shown only when an item is missing. The
 * colour words rank themselves (红 > 橙 > 黄, as in public warnings), so no reader can take the scale
 * upside down the way 一级/三级 numbering can be read.
 */
export const CASE_LEVELS = {
  3: { label: '红色预警', color: '#cf1322' },
  2: { label: '橙色预警', color: '#fa8c16' },
  1: { label: '黄色预警', color: '#fadb14' },
  0: { label: '未达预警', color: '#52c41a' },
} as const;
export type CaseLevel = keyof typeof CASE_LEVELS;
export const CASE_LEVEL_VALUES: readonly CaseLevel[] = [3, 2, 1, 0];
export const CASE_LEVEL_DICT = 'crisis_level';
export const CASE_LEVEL_DICT_NAME = '预警等级';

export type LevelStyle = { label: string; color: string };
export type LevelTable = Readonly<Record<CaseLevel, LevelStyle>>;

/** The school's `crisis_level` items over the defaults, level by level. */
export function levelTable(
  items: readonly { value: string; text: string; color?: string | null }[],
): LevelTable {
  const entry = (level: CaseLevel): LevelStyle => {
    const item = items.find((i) => i.value === String(level));
    return {
      label: item?.text.trim() || CASE_LEVELS[level].label,
      color: item?.color?.trim() || CASE_LEVELS[level].color,
    };
  };
  return { 3: entry(3), 2: entry(2), 1: entry(1), 0: entry(0) };
}

/** A level's style, the lowest for an unknown value. */
export const levelOf = (table: LevelTable, level: number | null | undefined): LevelStyle =>
  table[(level ?? 0) as CaseLevel] ?? table[0];

/** A level's name in the school's words, the lowest for an unknown value. */
export const levelName = (table: LevelTable, level: number | null | undefined): string =>
  levelOf(table, level).label;

/** Days between follow-up visits by confirmed level. */
export const FOLLOW_UP_DAYS: Readonly<Record<CaseLevel, number>> = { 3: 3, 2: 7, 1: 14, 0: 30 };
/** Default hours the centre has to assess (研判) a new case, by suggested level (domain reference §3.2); each school sets its own (`CrisisDeadlines`). */
export const TRIAGE_SLA_HOURS: Readonly<Record<1 | 2 | 3, number>> = { 3: 1, 2: 24, 1: 72 };
/** Default hours from assignment until the first interview is due, by confirmed level; each school sets its own. */
export const INTERVIEW_DUE_HOURS: Readonly<Record<CaseLevel, number>> = { 3: 4, 2: 24, 1: 72, 0: 168 };

/** What a transition asks the actor for besides the case. */
export type TransitionNeeds = {
  reason?: true;
  level?: true;
  assignees?: true;
  /** A recipient of the same school and the part of the case they take over (移交). */
  recipient?: true;
};

export type TransitionRule = {
  label: string;
  from: readonly CaseStatus[];
  /**
   * The state after the step; `'same'` keeps the current one (a level change), `'previous'` returns
   * to the state the pending hand-over left.
   */
  to: CaseStatus | 'same' | 'previous';
  permission: PermissionCode;
  needs: TransitionNeeds;
  /** The actor must not be the one who filed the case or asked for the step (four-eyes). */
  notSameAs?: 'reporter' | 'requester';
  /** Only this person may take the step: the hand-over's recipient or its sender. */
  onlyBy?: 'recipient' | 'sender';
};

/** The parts of a case a hand-over passes on: the 辅导员's or the 咨询师's. */
export const HANDOVER_ROLES = { counsellor: '辅导员', therapist: '咨询师' } as const;
export type HandoverRole = keyof typeof HANDOVER_ROLES;

const OPEN_WORK: readonly CaseStatus[] = ['assigned', 'intervening', 'follow_up'];

/** The whole workflow as one table: a step not listed from the current state is illegal. */
export const CASE_TRANSITIONS = {
  confirm: {
    label: '确认预警',
    from: ['pending_assessment'],
    to: 'confirmed',
    permission: 'crisis:warning:confirm',
    needs: { level: true },
  },
  dismiss: {
    label: '排除预警',
    from: ['pending_assessment'],
    to: 'dismissed',
    permission: 'crisis:warning:confirm',
    needs: { reason: true },
    notSameAs: 'reporter',
  },
  assign: {
    label: '分派',
    from: ['confirmed'],
    to: 'assigned',
    permission: 'crisis:warning:assign',
    needs: { assignees: true },
  },
  intervene: {
    label: '开始干预',
    from: ['assigned'],
    to: 'intervening',
    permission: 'crisis:intervention:add',
    needs: {},
  },
  follow_up: {
    label: '转入跟踪回访',
    from: ['intervening'],
    to: 'follow_up',
    permission: 'crisis:followup:add',
    needs: {},
  },
  escalate: {
    label: '升级',
    from: OPEN_WORK,
    to: 'same',
    permission: 'crisis:warning:confirm',
    needs: { level: true, reason: true },
  },
  downgrade: {
    label: '降级',
    from: OPEN_WORK,
    to: 'same',
    permission: 'crisis:warning:confirm',
    needs: { level: true, reason: true },
  },
  suspend: {
    label: '休学',
    from: ['intervening', 'follow_up'],
    to: 'suspended',
    permission: 'crisis:warning:edit',
    needs: { reason: true },
  },
  return_assessment: {
    label: '复学评估',
    from: ['suspended'],
    to: 'return_assessment',
    permission: 'crisis:warning:edit',
    needs: {},
  },
  resume: {
    label: '复学通过',
    from: ['return_assessment'],
    to: 'follow_up',
    permission: 'crisis:warning:confirm',
    needs: { reason: true },
  },
  hand_over: {
    label: '移交',
    from: [...OPEN_WORK, 'suspended'],
    to: 'handed_over',
    permission: 'crisis:warning:edit',
    needs: { reason: true, recipient: true },
  },
  accept_handover: {
    label: '接收移交',
    from: ['handed_over'],
    to: 'previous',
    permission: 'crisis:case:detail',
    needs: {},
    onlyBy: 'recipient',
  },
  decline_handover: {
    label: '退回移交',
    from: ['handed_over'],
    to: 'previous',
    permission: 'crisis:case:detail',
    needs: { reason: true },
    onlyBy: 'recipient',
  },
  cancel_handover: {
    label: '撤回移交',
    from: ['handed_over'],
    to: 'previous',
    permission: 'crisis:warning:edit',
    needs: {},
    onlyBy: 'sender',
  },
  request_release: {
    label: '申请解除',
    from: ['follow_up'],
    to: 'release_requested',
    permission: 'crisis:followup:add',
    needs: { reason: true },
  },
  approve_release: {
    label: '批准解除',
    from: ['release_requested'],
    to: 'released',
    permission: 'crisis:warning:release',
    needs: {},
    notSameAs: 'requester',
  },
  reject_release: {
    label: '驳回解除',
    from: ['release_requested'],
    to: 'follow_up',
    permission: 'crisis:warning:release',
    needs: { reason: true },
  },
  archive: {
    label: '归档',
    from: ['dismissed', 'released'],
    to: 'archived',
    permission: 'crisis:warning:release',
    needs: {},
  },
} as const satisfies Record<string, TransitionRule>;
export type CaseAction = keyof typeof CASE_TRANSITIONS;

export const CASE_ACTIONS = Object.keys(CASE_TRANSITIONS) as CaseAction[];

/** Steps the state allows, before permissions and four-eyes checks. */
export function stepsFrom(status: string): CaseAction[] {
  return CASE_ACTIONS.filter((action) =>
    (CASE_TRANSITIONS[action].from as readonly string[]).includes(status),
  );
}
