import type { CrisisContacts, RiskLevel, RiskRuleKind } from '@xinmiao/shared';
import type { TenantDb } from '../../core/tenant-db.ts';
import { crisisContactSetting, crisisRiskRule } from '../../db/schema.ts';
import { saveCrisisContacts } from './crisis-contacts.ts';

type DefaultRule = { ruleKind: RiskRuleKind; ruleText: string; level: RiskLevel; description: string };

const phrases = (level: RiskLevel, description: string, texts: readonly string[]): DefaultRule[] =>
  texts.map((ruleText) => ({ ruleKind: 'phrase', ruleText, level, description }));

/**
 * The list every school starts with; docs/risk-rules.md documents it (a test keeps the two equal).
 * The centre edits it on 风险词规则. Broad on purpose: a person reviews every hit.
 */
export const DEFAULT_RISK_RULES: readonly DefaultRule[] = [
  ...phrases(3, '自杀意念或计划', [
    '自杀',
    '想死',
    '不想活',
    '活不下去',
    '结束生命',
    '结束自己',
    '了结自己',
    '轻生',
    '寻死',
    '自尽',
    '跳楼',
    '割腕',
    '上吊',
    '遗书',
    '死了算了',
    '不如死了',
    '去死',
  ]),
  ...phrases(2, '自伤或强烈的绝望', [
    '自残',
    '自伤',
    '伤害自己',
    '划自己',
    '活着没意思',
    '活着没有意义',
    '撑不下去',
    '消失就好了',
    '没有人在乎我',
    '绝望',
  ]),
  ...phrases(1, '需要关注的困扰', ['被霸凌', '被欺负', '崩溃', '好痛苦', '整夜睡不着']),
  {
    ruleKind: 'pattern',
    ruleText: '(吃|吞)了?.{0,4}(安眠药|药片|整瓶)',
    level: 3,
    description: '过量服药',
  },
  { ruleKind: 'pattern', ruleText: '(割|划).{0,3}(手腕|手臂|动脉)', level: 3, description: '割伤自己' },
];

/**
 * Gives a school its default risk rules and an empty hotline row, once: the row marks that the
 * defaults were installed, so rules the centre deleted never come back at the next start.
 */
export async function installRiskDefaults(tdb: TenantDb): Promise<void> {
  if (await tdb.first(crisisContactSetting, undefined)) return;
  await tdb.insert(crisisContactSetting, {});
  await tdb.insert(crisisRiskRule, [...DEFAULT_RISK_RULES]);
}

/** The demo schools' hotlines: the national lines are real, the school's own numbers are not. */
export const DEMO_CONTACTS: CrisisContacts = {
  hotlines: [
    { name: '全国心理援助热线', phone: '12356', hours: '24 小时' },
    { name: '希望24热线', phone: '400-161-9995', hours: '24 小时' },
    { name: '校心理中心预约电话（演示）', phone: '0571-8800-1234', hours: '工作日 8:30–17:30' },
  ],
  onDutyName: '心理中心值班老师',
  onDutyPhone: '0571-8800-1200（演示）',
  onDutyHours: '每天 8:00–22:00，其余时间请拨打 12356',
  note: '如果你正处在危险中，请立即拨打 110 或 120，或告诉身边的老师和同学。',
};

/** A demo school: the defaults, then hotlines filled in as a centre would. */
export async function seedRiskDefaults(tdb: TenantDb): Promise<void> {
  await installRiskDefaults(tdb);
  await saveCrisisContacts(tdb, DEMO_CONTACTS);
}
