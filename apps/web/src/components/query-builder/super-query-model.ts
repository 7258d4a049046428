/** Spec §9 query rules, in the order the builder offers them. */
export const QUERY_RULES = [
  { value: 'eq', label: '等于' },
  { value: 'like', label: '包含' },
  { value: 'right_like', label: '以..开始' },
  { value: 'left_like', label: '以..结尾' },
  { value: 'in', label: '在...中' },
  { value: 'ne', label: '不等于' },
  { value: 'gt', label: '大于' },
  { value: 'ge', label: '大于等于' },
  { value: 'lt', label: '小于' },
  { value: 'le', label: '小于等于' },
] as const;
export type QueryRule = (typeof QUERY_RULES)[number]['value'];
export type MatchType = 'and' | 'or';

/** A field the builder may query: a declared filter of the list route. */
export type QueryField = {
  value: string;
  text: string;
  type: 'string' | 'number' | 'date';
  dictCode?: string;
};

export type Condition = { field?: string; rule: QueryRule; val: string };

export type SavedQuery = { title: string; matchType: MatchType; records: Condition[] };

export const SUPER_QUERY_MESSAGES = {
  emptyRun: '不能查询空条件',
  emptySave: '空条件不能保存',
  emptyName: '保存名称不能为空',
  confirmDelete: '是否删除当前查询？',
  overwrite: (title: string) => `${title} 已存在，是否覆盖？`,
} as const;

/** Multi values of `in` travel as one comma list. */
const VALUE_SEPARATOR = ',';

export function defaultLine(): Condition {
  return { rule: 'eq', val: '' };
}

/** An empty condition list gets one default line (rule eq). */
export function withDefaultLine(conditions: readonly Condition[]): Condition[] {
  return conditions.length ? [...conditions] : [defaultLine()];
}

/** Changing the rule away from `in` keeps only the first of several values. */
export function changeRule(condition: Condition, rule: QueryRule): Condition {
  if (rule === 'in' || condition.rule !== 'in') return { ...condition, rule };
  return { ...condition, rule, val: condition.val.split(VALUE_SEPARATOR)[0] ?? '' };
}

function complete(condition: Condition): boolean {
  return Boolean(condition.field && condition.rule && condition.val.trim() !== '');
}

/** The message that stops 查询, or null: one line lacking field, value or rule cannot run. */
export function runProblem(conditions: readonly Condition[]): string | null {
  return conditions.length === 1 && conditions[0] && !complete(conditions[0])
    ? SUPER_QUERY_MESSAGES.emptyRun
    : null;
}

/** The message that stops 保存, or null: a name is needed and at least one complete condition. */
export function saveProblem(title: string, conditions: readonly Condition[]): string | null {
  if (!conditions.some(complete)) return SUPER_QUERY_MESSAGES.emptySave;
  if (!title.trim()) return SUPER_QUERY_MESSAGES.emptyName;
  return null;
}

/** What the list engine takes: complete conditions as the JSON `superQueryParams`. */
export function toSuperQuery(
  conditions: readonly Condition[],
  matchType: MatchType,
  fields: readonly QueryField[],
): { superQueryParams: string; superQueryMatchType: MatchType } {
  const params = conditions.filter(complete).map((c) => ({
    field: c.field,
    rule: c.rule,
    val: c.val.trim(),
    type: fields.find((f) => f.value === c.field)?.type ?? 'string',
  }));
  return { superQueryParams: JSON.stringify(params), superQueryMatchType: matchType };
}
