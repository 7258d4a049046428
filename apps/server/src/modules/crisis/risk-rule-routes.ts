import {
  crisisContactRoutes,
  RISK_MESSAGES,
  type RiskLevel,
  type RiskRule,
  type RiskRuleInput,
  riskRuleRoutes,
} from '@xinmiao/shared';
import { and, desc, eq, ne } from 'drizzle-orm';
import { fail, ok, okMsg, okWith } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import { crisisRiskRule } from '../../db/schema.ts';
import { compilePattern } from '../dict/index.ts';
import { crisisContacts, saveCrisisContacts } from './crisis-contacts.ts';
import { crisisDeadlines, saveCrisisDeadlines } from './deadlines.ts';
import { checkRisk } from './risk-check.ts';
import { normaliseForRisk } from './risk-normalise.ts';

function toRiskRule(row: typeof crisisRiskRule.$inferSelect): RiskRule {
  return {
    id: row.id,
    ruleKind: row.ruleKind === 'pattern' ? 'pattern' : 'phrase',
    ruleText: row.ruleText,
    level: row.level as RiskLevel,
    status: row.status,
    description: row.description,
    createTime: formatDateTime(row.createTime) ?? '',
    updateTime: formatDateTime(row.updateTime),
  };
}

/** Why the rule cannot be saved, or null. */
async function refusal(db: TenantDb, rule: RiskRuleInput, id?: string): Promise<string | null> {
  if (rule.ruleKind === 'pattern') {
    if (!compilePattern(rule.ruleText)) return RISK_MESSAGES.unsupportedPattern;
  } else if (normaliseForRisk(rule.ruleText).compact === '') {
    return RISK_MESSAGES.emptyPhrase;
  }
  const same = and(
    eq(crisisRiskRule.ruleKind, rule.ruleKind),
    eq(crisisRiskRule.ruleText, rule.ruleText.trim()),
  );
  const twin = await db.first(crisisRiskRule, id ? and(same, ne(crisisRiskRule.id, id)) : same);
  return twin ? RISK_MESSAGES.duplicate : null;
}

const values = (body: RiskRuleInput) => ({
  ruleKind: body.ruleKind,
  ruleText: body.ruleText.trim(),
  level: body.level,
  status: body.status ?? 1,
  description: body.description ?? null,
});

/** 风险词规则 and 求助热线: what the risk check reads and what a hit shows. */
export function registerRiskRoutes(r: Registrar): void {
  r.route(
    riskRuleRoutes.list,
    sqlList(riskRuleRoutes.list, {
      table: crisisRiskRule,
      sort: {
        createTime: crisisRiskRule.createTime,
        level: crisisRiskRule.level,
        ruleText: crisisRiskRule.ruleText,
      },
      filters: {
        ruleText: crisisRiskRule.ruleText,
        ruleKind: crisisRiskRule.ruleKind,
        level: crisisRiskRule.level,
      },
      defaultOrder: [desc(crisisRiskRule.level), desc(crisisRiskRule.createTime)],
      tiebreak: desc(crisisRiskRule.id),
      toRecords: (rows) => rows.map(toRiskRule),
    }),
  );

  r.route(riskRuleRoutes.add, async (ctx, { body }) => {
    const refused = await refusal(ctx.db, body);
    if (refused) return fail(refused);
    await ctx.db.insert(crisisRiskRule, values(body));
    ctx.logSubject(body.ruleText);
    return okMsg(RISK_MESSAGES.addOk);
  });

  r.route(riskRuleRoutes.edit, async (ctx, { body }) => {
    const row = await ctx.db.byId(crisisRiskRule, body.id);
    if (!row) return fail(RISK_MESSAGES.notFound);
    const refused = await refusal(ctx.db, body, row.id);
    if (refused) return fail(refused);
    await ctx.db.update(crisisRiskRule, values(body), eq(crisisRiskRule.id, row.id));
    ctx.logSubject(body.ruleText);
    return okMsg(RISK_MESSAGES.editOk);
  });

  r.route(riskRuleRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.byId(crisisRiskRule, query.id);
    if (!row) return fail(RISK_MESSAGES.notFound);
    await ctx.db.delete(crisisRiskRule, eq(crisisRiskRule.id, row.id));
    ctx.logSubject(row.ruleText);
    return okMsg(RISK_MESSAGES.deleteOk);
  });

  r.route(riskRuleRoutes.check, async (ctx, { body }) => ok({ hit: await checkRisk(ctx.db, body.text) }));

  r.route(crisisContactRoutes.current, async (ctx) => ok(await crisisContacts(ctx.db)));

  r.route(crisisContactRoutes.save, async (ctx, { body }) => {
    await saveCrisisContacts(ctx.db, body);
    ctx.logSubject('求助热线');
    return okMsg(RISK_MESSAGES.saveOk);
  });

  r.route(crisisContactRoutes.deadlines, async (ctx) => ok(await crisisDeadlines(ctx.db)));

  r.route(crisisContactRoutes.saveDeadlines, async (ctx, { body }) => {
    await saveCrisisDeadlines(ctx.db, body);
    ctx.logSubject('危机处置时限');
    return okWith(RISK_MESSAGES.saveOk, await crisisDeadlines(ctx.db));
  });
}
