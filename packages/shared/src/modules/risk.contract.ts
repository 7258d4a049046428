import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { INTERVIEW_DUE_HOURS, TRIAGE_SLA_HOURS } from '../crisis/case-flow.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

export const RISK_MESSAGES = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  saveOk: '保存成功',
  notFound: '未找到该风险词规则',
  duplicate: '已有相同的风险词规则',
  badPattern: '正则表达式无效',
  unsupportedPattern: '正则表达式使用了不支持的语法（如反向引用、环视），请改写后再保存',
  emptyPhrase: '风险词去掉空格和标点后不能为空',
} as const;

/** Longest text the risk check reads; callers bound their input below it (a diary entry, a chat message). */
export const RISK_TEXT_MAX = 20_000;

export const RISK_RULE_KINDS = { phrase: '风险词', pattern: '正则表达式' } as const;
export type RiskRuleKind = keyof typeof RISK_RULE_KINDS;

/** Signal levels, 3 the highest (scales reference §9), as the crisis queue suggests them. */
export const riskLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], '请选择风险等级');
export type RiskLevel = z.infer<typeof riskLevelSchema>;

export const riskRuleSchema = z.object({
  id: z.string(),
  ruleKind: z.enum(['phrase', 'pattern']),
  ruleText: z.string(),
  level: riskLevelSchema,
  status: z.number(),
  description: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type RiskRule = z.infer<typeof riskRuleSchema>;

export const riskRuleInput = z.object({
  ruleKind: z.enum(['phrase', 'pattern'], '请选择规则类型'),
  ruleText: z.string().trim().min(1, '请输入风险词或正则表达式').max(200, '规则最多 200 个字符'),
  level: riskLevelSchema,
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  description: z.string().trim().max(500, '说明最多 500 个字符').nullish(),
});
export type RiskRuleInput = z.input<typeof riskRuleInput>;
export const riskRuleEditInput = riskRuleInput.extend({ id: z.string().min(1, 'id 不能为空').max(64) });

/** What the check found: the rule that matched (the highest level) and the excerpt around it. */
export const riskHitSchema = z.object({
  ruleId: z.string(),
  ruleKind: z.enum(['phrase', 'pattern']),
  ruleText: z.string(),
  level: riskLevelSchema,
  /** The original text around the match, at most about 100 characters. */
  excerpt: z.string(),
});
export type RiskHit = z.infer<typeof riskHitSchema>;

export const hotlineSchema = z.object({
  name: z.string().trim().min(1, '请输入热线名称').max(50, '热线名称最多 50 个字符'),
  phone: z.string().trim().min(1, '请输入电话').max(30, '电话最多 30 个字符'),
  hours: z.string().trim().max(50, '服务时间最多 50 个字符').default(''),
});
export type Hotline = z.infer<typeof hotlineSchema>;

/** The school's hotline list and the centre's on-duty contact, shown with every risk hit. */
export const crisisContactsSchema = z.object({
  hotlines: z.array(hotlineSchema).max(20, '热线最多 20 条'),
  onDutyName: z.string().trim().max(50, '值班联系人最多 50 个字符').default(''),
  onDutyPhone: z.string().trim().max(30, '值班电话最多 30 个字符').default(''),
  onDutyHours: z.string().trim().max(50, '值班时间最多 50 个字符').default(''),
  note: z.string().trim().max(500, '说明最多 500 个字符').default(''),
});
export type CrisisContacts = z.infer<typeof crisisContactsSchema>;

/** Longest time limit a school may set, in hours (30 days). */
export const DEADLINE_HOURS_MAX = 720;
const deadlineMessage = `时限须为 1 到 ${DEADLINE_HOURS_MAX} 之间的整数（小时）`;
const hours = z
  .number(deadlineMessage)
  .int(deadlineMessage)
  .min(1, deadlineMessage)
  .max(DEADLINE_HOURS_MAX, deadlineMessage);

/**
 * The school's crisis time limits in hours: 研判 (assessment) of a new case by its suggested level,
 * and the first 约谈 after assignment by the confirmed level. Defaults: `DEFAULT_CRISIS_DEADLINES`.
 */
export const crisisDeadlinesSchema = z.object({
  triage: z.object({ 3: hours, 2: hours, 1: hours }),
  interview: z.object({ 3: hours, 2: hours, 1: hours, 0: hours }),
});
export type CrisisDeadlines = z.infer<typeof crisisDeadlinesSchema>;

export const DEFAULT_CRISIS_DEADLINES: CrisisDeadlines = {
  triage: { ...TRIAGE_SLA_HOURS },
  interview: { ...INTERVIEW_DUE_HOURS },
};

const idQuery = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });

export const riskRuleRoutes = {
  list: defineListRoute({
    path: '/crisis/riskRule/list',
    access: 'crisis:riskRule:list',
    summary: '风险词规则分页列表',
    record: riskRuleSchema,
    sort: ['createTime', 'level', 'ruleText'],
    filters: { ruleText: filter.text(), ruleKind: filter.text(), level: filter.number() },
  }),
  add: defineRoute({
    method: 'POST',
    path: '/crisis/riskRule/add',
    access: 'crisis:riskRule:add',
    summary: '添加风险词规则',
    operation: '添加风险词规则',
    body: riskRuleInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/crisis/riskRule/edit',
    access: 'crisis:riskRule:edit',
    summary: '编辑风险词规则',
    operation: '编辑风险词规则',
    body: riskRuleEditInput,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/crisis/riskRule/delete',
    access: 'crisis:riskRule:delete',
    summary: '删除风险词规则',
    operation: '删除风险词规则',
    query: idQuery,
  }),
  /** Tries the school's live rules on a sample text: files nothing. */
  check: defineRoute({
    method: 'POST',
    path: '/crisis/riskRule/check',
    access: 'crisis:riskRule:list',
    summary: '试用风险词规则',
    operation: false,
    body: z.object({ text: z.string().max(2000, '试用文本最多 2000 个字符') }),
    response: z.object({ hit: riskHitSchema.nullable() }),
  }),
};

export const crisisContactRoutes = {
  /** For every signed-in user, students included: whom to call now. */
  current: defineRoute({
    method: 'GET',
    path: '/crisis/contacts/current',
    access: 'login',
    summary: '求助热线和值班联系人',
    response: crisisContactsSchema,
  }),
  save: defineRoute({
    method: ['PUT', 'POST'],
    path: '/crisis/contacts/save',
    access: 'crisis:hotline:edit',
    summary: '保存求助热线和值班联系人',
    operation: '保存求助热线和值班联系人',
    body: crisisContactsSchema,
  }),
  deadlines: defineRoute({
    method: 'GET',
    path: '/crisis/deadlines',
    access: 'login',
    summary: '危机处置时限（研判、约谈）',
    response: crisisDeadlinesSchema,
  }),
  saveDeadlines: defineRoute({
    method: ['PUT', 'POST'],
    path: '/crisis/deadlines/save',
    access: 'crisis:hotline:edit',
    summary: '保存危机处置时限',
    operation: '保存危机处置时限',
    body: crisisDeadlinesSchema,
    response: crisisDeadlinesSchema,
  }),
};
