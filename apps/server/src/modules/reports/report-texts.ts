/**
 * Interpretation and suggestion texts of individual reports, per warning level and audience.
 * Student wording describes the present state and what helps, never a diagnosis, a label, a score
 * or a band; staff wording names what set the level and the next professional step, in the crisis
 * workflow's own order and time limits. A screening result is never a diagnosis, which both wordings
 * say where it matters.
 */
import type { CrisisDeadlines, LevelTable } from '@xinmiao/shared';
import { levelName } from '@xinmiao/shared';

type Audience = 'student' | 'professional';
type Level = 0 | 1 | 2 | 3;

const STUDENT_SUMMARY: Readonly<Record<Level, string>> = {
  0: '从这次作答来看，你最近的整体状态比较平稳。每个人都会有起伏，保持规律作息、适度运动和与朋友家人的交流，有助于继续保持良好状态。',
  1: '从这次作答来看，你最近可能承受着一些压力或情绪上的波动，这在学习和生活中很常见。留意自己的休息和情绪变化，找信任的人聊一聊，往往会有帮助。',
  2: '从这次作答来看，你最近可能经历着一些困扰，这些感受值得被认真对待。你不需要独自面对，学校心理中心的老师愿意倾听并和你一起想办法。',
  3: '从这次作答来看，你最近可能承受着很大的痛苦。你的感受很重要，心理中心的老师会尽快与你联系；如果此刻感到难以承受，请立即联系身边的老师、家人，或拨打全国统一心理援助热线 12356。',
};

/** The crisis workflow's steps for a level-3 warning, with the school's time limits: assess first, then act. */
const assessFirst = ({ triage, interview }: CrisisDeadlines) =>
  `约谈评估：心理中心在 ${triage[3]} 小时内研判，分派后 ${interview[3]} 小时内约谈学生，评估自伤、自杀风险；评估确认存在风险时，再启动危机干预流程，落实 24 小时监护与家校沟通。`;

/** Staff wording after the level's name (the school's, from 数据字典) and why it was reached. */
const staffSummary = (level: Level, { triage }: CrisisDeadlines): string =>
  ({
    0: '未触发预警规则。筛查结果不构成诊断，仍请结合日常观察。',
    1: '建议由辅导员或咨询师进行一次了解性谈话，并在下一轮测评时复查。筛查结果不构成诊断。',
    2: `建议心理中心在 ${triage[2]} 小时内研判、安排初步访谈评估，并确认学生的支持系统。筛查结果不构成诊断。`,
    3: '为最高预警等级，须先约谈评估再决定处置（见建议）。筛查结果不构成诊断。',
  })[level];

const SUGGESTION: Readonly<Record<Audience, Readonly<Record<Level, string | null>>>> = {
  student: {
    0: '继续保持规律的作息和运动，遇到烦恼时记得心理中心一直在。',
    1: '可以尝试放松练习、规律作息，也欢迎预约心理中心的咨询，和老师聊一聊。',
    2: '建议你预约心理中心的咨询，老师会为你保密并提供支持。',
    3: '心理中心老师会主动联系你。任何时候感到需要帮助，都可以直接前往心理中心，或拨打全国统一心理援助热线 12356。',
  },
  professional: {
    0: '无需特别处置，常规心理健康教育。',
    1: '安排谈话了解情况，下次测评复查。',
    2: '安排初步访谈评估，评估后决定是否建立个案并制定跟进计划。',
    // The school's time limits: `assessFirst`.
    3: null,
  },
};

const INVALID: Readonly<Record<Audience, string>> = {
  student: '这次作答的信息不足以形成可靠的结果，心理中心的老师可能会邀请你重新作答。',
  professional: '本次答卷未通过效度检验（如作答过快或选项单一），分数仅供参考，请复核或安排补测。',
};

const asLevel = (level: number): Level => (level >= 3 ? 3 : level <= 0 ? 0 : (level as Level));

export type SummaryInput = {
  level: number;
  valid: boolean;
  levels: LevelTable;
  /** Item rules that set the level when the totals and factors alone would not have (staff only). */
  raisedBy: readonly string[];
  /** The school's 危机处置时限, quoted in staff wording. */
  deadlines: CrisisDeadlines;
};

export function summaryText(
  audience: Audience,
  { level, valid, levels, raisedBy, deadlines }: SummaryInput,
): string {
  if (!valid) return INVALID[audience];
  if (audience === 'student') return STUDENT_SUMMARY[asLevel(level)];
  const why = raisedBy.length
    ? `该等级由单项预警规则触发：${raisedBy.join('；')}；总分和因子分本身未达到该等级。`
    : '';
  return `本次筛查结果：${levelName(levels, level)}。${why}${staffSummary(asLevel(level), deadlines)}`;
}

/**
 * A career result's summary (RIASEC, a school's 生涯问卷): what it describes, never a warning level
 * or the screening wording — it is a career record, not a mental-health one.
 */
export function careerSummaryText(audience: Audience, valid: boolean, hollandCode: string | null): string {
  if (!valid) return INVALID[audience];
  const what = hollandCode ? `霍兰德代码：${hollandCode}。` : '各维度得分见下。';
  return `${what}结果描述兴趣与生涯倾向，是生涯探索的参考，不评价能力或心理状态。`;
}

export const CAREER_SUGGESTION = '可结合生涯报告中的专业与职业方向，与辅导员或生涯导师交流。';

export function suggestionText(audience: Audience, level: number, deadlines: CrisisDeadlines): string {
  return SUGGESTION[audience][asLevel(level)] ?? assessFirst(deadlines);
}

export type FactorReading = {
  name: string;
  band: string | null;
  elevated: boolean;
  /** A norm or bands to compare with; without them only the item scores are reported. */
  comparable: boolean;
  /** `第 n 题 s 分` per item, for a factor read item by item. */
  itemScores: readonly string[];
};

/**
 * One factor's reading: its band when the scale has bands, else its distance from the norm, else
 * (SCL-90 其他, which has no norm) its item scores with no judgement. Students read factors only of
 * non-clinical profiles, in words that neither rank nor alarm.
 */
export function factorText(audience: Audience, factor: FactorReading): string {
  if (audience === 'student') {
    return factor.elevated
      ? `“${factor.name}”方面的得分相对较高，可以结合自己的实际情况来看。`
      : `“${factor.name}”方面的得分处于一般水平。`;
  }
  if (!factor.comparable) {
    return `${factor.name}：无常模可比，不作高低判断，请结合条目得分阅读（${factor.itemScores.join('，')}）。`;
  }
  const band = factor.band ? `（${factor.band}）` : '';
  return factor.elevated
    ? `${factor.name}${band}高于常模或达到关注区间，建议访谈中重点了解。`
    : `${factor.name}${band}未高于常模，也未达到关注区间。`;
}

/** A 16-type axis: the preference and how clear it is, the same for both audiences (not a risk). */
export function axisText(axis: { factor: string; letter: string; clear: boolean }): string {
  return axis.clear
    ? `${axis.factor}：倾向 ${axis.letter}，偏好较明显。`
    : `${axis.factor}：倾向不明显，两种方式都可能使用。`;
}

/** The action card line for a class teacher: an action, never a score or a level. */
export function actionCardSuggestion(level: number): string {
  return level >= 2
    ? '请尽快与心理中心联系，配合安排约谈，并留意学生日常状态。'
    : '请与心理中心联系，安排约谈；日常多关心学生的学习和生活。';
}
