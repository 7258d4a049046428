import { CUSTOM_SCALE_LIMITS as L } from '@xinmiao/scales';

/**
 * A warning condition as the designer form holds it: the scale engine's `Condition` shape
 * (`{metric, op, value}`, `{all: […]}`, `{any: […]}`) with parts not yet filled in.
 */
export type DraftMetric = {
  kind?: string;
  factor?: string;
  item?: number;
  items?: number[];
  minScore?: number;
};
export type DraftComparison = { metric?: DraftMetric; op?: string; value?: number };
export type DraftGroup = { all: DraftCondition[] } | { any: DraftCondition[] };
export type DraftCondition = DraftComparison | DraftGroup;
export type Joiner = 'all' | 'any';

export const METRIC_KINDS = [
  { value: 'total', label: '总分' },
  { value: 'mean', label: '平均分' },
  { value: 'factorRaw', label: '维度总分' },
  { value: 'factorMean', label: '维度均分' },
  { value: 'itemScore', label: '题目得分' },
  { value: 'itemOption', label: '题目所选第几项' },
  { value: 'countItems', label: '达到分数的题目数' },
] as const;

export const COMPARATORS = [
  { value: '>', label: '大于' },
  { value: '>=', label: '大于等于' },
  { value: '<', label: '小于' },
  { value: '<=', label: '小于等于' },
  { value: '==', label: '等于' },
] as const;

export const JOINERS = [
  { value: 'all', label: '全部满足（且）' },
  { value: 'any', label: '任一满足（或）' },
] as const;

const FACTOR_KINDS = new Set(['factorRaw', 'factorMean']);
const ITEM_KINDS = new Set(['itemScore', 'itemOption']);
const KNOWN_KINDS: ReadonlySet<string> = new Set(METRIC_KINDS.map((m) => m.value));
const KNOWN_OPS: ReadonlySet<string> = new Set(COMPARATORS.map((c) => c.value));

export const CONDITION_MESSAGES = {
  metric: '请选择指标',
  factor: '请选择维度',
  item: '请输入题号',
  countItems: '请选择要计数的题目',
  minScore: '请输入计数的最低得分',
  op: '请选择比较方式',
  value: '请输入阈值',
  emptyGroup: '条件组至少要有一个条件',
  tooManyBranches: `条件组最多 ${L.conditionBranches} 个条件`,
  tooDeep: `条件组最多嵌套 ${L.conditionDepth} 层`,
  shape: '条件格式不正确，请在「高级（JSON）」中检查',
} as const;

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The group's joiner and branches, or null for a single comparison. */
export function groupOf(
  condition: DraftCondition | undefined,
): { joiner: Joiner; branches: DraftCondition[] } | null {
  if (!condition) return null;
  if ('all' in condition) return { joiner: 'all', branches: condition.all };
  if ('any' in condition) return { joiner: 'any', branches: condition.any };
  return null;
}

export function asComparison(condition: DraftCondition): DraftComparison | null {
  return 'all' in condition || 'any' in condition ? null : condition;
}

export function makeGroup(joiner: Joiner, branches: DraftCondition[]): DraftGroup {
  return joiner === 'all' ? { all: branches } : { any: branches };
}

/** The same metric under another kind, keeping only the parts that kind has. */
export function metricOfKind(kind: string, previous: DraftMetric | undefined): DraftMetric {
  if (FACTOR_KINDS.has(kind)) return previous?.factor ? { kind, factor: previous.factor } : { kind };
  if (ITEM_KINDS.has(kind)) return previous?.item ? { kind, item: previous.item } : { kind };
  if (kind === 'countItems') return { kind, items: previous?.items ?? [] };
  return { kind };
}

/** Sets or removes one part, so a cleared field leaves no `null` behind in the JSON. */
export function withPart<T extends object, K extends keyof T>(
  object: T,
  key: K,
  value: T[K] | null | undefined,
): T {
  const next = { ...object };
  if (value === null || value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

function metricProblem(metric: unknown): string | null {
  if (!isRecord(metric) || typeof metric.kind !== 'string' || !KNOWN_KINDS.has(metric.kind))
    return CONDITION_MESSAGES.metric;
  if (FACTOR_KINDS.has(metric.kind) && !(typeof metric.factor === 'string' && metric.factor.trim()))
    return CONDITION_MESSAGES.factor;
  if (ITEM_KINDS.has(metric.kind) && !(Number.isInteger(metric.item) && Number(metric.item) >= 1))
    return CONDITION_MESSAGES.item;
  if (metric.kind === 'countItems') {
    if (!Array.isArray(metric.items) || metric.items.length === 0) return CONDITION_MESSAGES.countItems;
    if (typeof metric.minScore !== 'number') return CONDITION_MESSAGES.minScore;
  }
  return null;
}

/**
 * The first thing missing from a condition, in Chinese, with where it is in nested groups
 * (`第 2 条 › 请输入阈值`); null when the engine will accept its shape.
 */
export function conditionProblem(condition: unknown, depth = 0): string | null {
  if (!isRecord(condition)) return CONDITION_MESSAGES.metric;
  const branches = condition.all ?? condition.any;
  if (branches !== undefined) {
    if (!Array.isArray(branches) || Object.keys(condition).length !== 1) return CONDITION_MESSAGES.shape;
    if (depth + 1 > L.conditionDepth) return CONDITION_MESSAGES.tooDeep;
    if (branches.length === 0) return CONDITION_MESSAGES.emptyGroup;
    if (branches.length > L.conditionBranches) return CONDITION_MESSAGES.tooManyBranches;
    for (const [index, branch] of branches.entries()) {
      const problem = conditionProblem(branch, depth + 1);
      if (problem) return `第 ${index + 1} 条 › ${problem}`;
    }
    return null;
  }
  const metric = metricProblem(condition.metric);
  if (metric) return metric;
  if (typeof condition.op !== 'string' || !KNOWN_OPS.has(condition.op)) return CONDITION_MESSAGES.op;
  if (typeof condition.value !== 'number' || !Number.isFinite(condition.value))
    return CONDITION_MESSAGES.value;
  return null;
}

/** An antd Form rule running `conditionProblem`. */
export const conditionRule = {
  validator: (_rule: unknown, value: unknown) => {
    const problem = conditionProblem(value);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};
