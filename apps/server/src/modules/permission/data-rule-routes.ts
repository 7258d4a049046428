import {
  DATA_RULE_VARIABLES,
  type dataRuleInput,
  PERMISSION_MESSAGES,
  permissionRoutes,
} from '@xinmiao/shared';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { PermissionService } from '../../core/permissions.ts';
import { likeContains } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { ModuleRegistry } from '../../core/services.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysPermissionDataRule } from '../../db/schema.ts';

type RuleRow = typeof sysPermissionDataRule.$inferSelect;
type Input = z.output<typeof dataRuleInput>;

function toRule(row: RuleRow) {
  return {
    id: row.id,
    permissionId: row.permissionId,
    ruleName: row.ruleName,
    ruleColumn: row.ruleColumn,
    ruleConditions: row.ruleConditions,
    ruleValue: row.ruleValue,
    status: String(row.status),
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
  };
}

/**
 * Why a rule cannot be stored, or null. The column must be one the page's policy whitelists and
 * the value may only use the known `#{…}` variables: the core would deny such a rule at query time
 * anyway, and refusing it here tells the administrator why.
 */
function ruleProblem(input: Input, fields: readonly string[]): string | null {
  if (fields.length === 0) return PERMISSION_MESSAGES.noRuleFields;
  if (!fields.includes(input.ruleColumn)) return PERMISSION_MESSAGES.unknownColumn;
  if (input.ruleConditions === 'USE_SQL_RULES') return PERMISSION_MESSAGES.sqlRules;
  const names = [...input.ruleValue.matchAll(/#\{[^}]*\}/g)].map((m) => m[0]);
  if (names.some((name) => !Object.hasOwn(DATA_RULE_VARIABLES, name)))
    return PERMISSION_MESSAGES.unknownVariable;
  return null;
}

function values(input: Input) {
  return {
    permissionId: input.permissionId,
    ruleName: input.ruleName,
    ruleColumn: input.ruleColumn,
    ruleConditions: input.ruleConditions,
    ruleValue: input.ruleValue,
    status: Number(input.status),
  };
}

/** 数据规则 of a page, per school; roles choose among them in 角色授权. */
export function registerDataRules(
  r: Registrar,
  permissions: PermissionService,
  registry: ModuleRegistry,
): void {
  const page = async (id: string, tenantId: number) => {
    const [row] = await permissions.liveRows([id], tenantId);
    return row && row.menuType !== 2 ? row : undefined;
  };

  r.route(permissionRoutes.rules, async (ctx, { query }) => {
    const rows = await ctx.db.list(sysPermissionDataRule, {
      where: eq(sysPermissionDataRule.permissionId, query.permissionId),
      orderBy: [asc(sysPermissionDataRule.createTime), asc(sysPermissionDataRule.id)],
    });
    return ok(rows.map(toRule));
  });

  r.route(permissionRoutes.queryRules, async (ctx, { query }) => {
    const rows = await ctx.db.list(sysPermissionDataRule, {
      where: and(
        eq(sysPermissionDataRule.permissionId, query.permissionId),
        query.ruleName ? ilike(sysPermissionDataRule.ruleName, likeContains(query.ruleName)) : undefined,
        query.ruleValue ? ilike(sysPermissionDataRule.ruleValue, likeContains(query.ruleValue)) : undefined,
      ),
      orderBy: [asc(sysPermissionDataRule.createTime), asc(sysPermissionDataRule.id)],
    });
    return ok(rows.map(toRule));
  });

  r.route(permissionRoutes.addRule, async (ctx, { body }) => {
    const menu = await page(body.permissionId, ctx.tenantId);
    if (!menu) return fail(PERMISSION_MESSAGES.notFound);
    const problem = ruleProblem(body, registry.ruleFieldsOf(menu.url));
    if (problem) return fail(problem);
    await ctx.db.insert(sysPermissionDataRule, values(body));
    ctx.logSubject(`${menu.name}：${body.ruleName}`);
    return okMsg(PERMISSION_MESSAGES.ruleAddOk);
  });

  r.route(permissionRoutes.editRule, async (ctx, { body }) => {
    const rule = await ctx.db.byId(sysPermissionDataRule, body.id);
    const menu = rule ? await page(rule.permissionId, ctx.tenantId) : undefined;
    if (!rule || !menu || rule.permissionId !== body.permissionId) return fail(PERMISSION_MESSAGES.notFound);
    const problem = ruleProblem(body, registry.ruleFieldsOf(menu.url));
    if (problem) return fail(problem);
    await ctx.db.update(sysPermissionDataRule, values(body), eq(sysPermissionDataRule.id, rule.id));
    ctx.logSubject(`${menu.name}：${body.ruleName}`);
    return okMsg(PERMISSION_MESSAGES.ruleEditOk);
  });

  r.route(permissionRoutes.deleteRule, async (ctx, { query }) => {
    const rule = await ctx.db.byId(sysPermissionDataRule, query.id);
    if (!rule) return fail(PERMISSION_MESSAGES.notFound);
    await ctx.db.delete(sysPermissionDataRule, eq(sysPermissionDataRule.id, rule.id));
    ctx.logSubject(rule.ruleName);
    return okMsg(PERMISSION_MESSAGES.ruleDeleteOk);
  });
}
