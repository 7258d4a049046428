import type { DataRuleCondition } from '@xinmiao/shared';
import { and, eq, gt, gte, ilike, inArray, lt, lte, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { idList } from '../id-list.ts';
import { likeContains } from '../query.ts';

export type DataRule = { ruleColumn: string; ruleConditions: string; ruleValue: string };

/** Values of the `#{…}` variables, taken from the signed-in user. */
export type RuleVariables = {
  username: string;
  realname: string;
  orgCode: string | null;
  tenantId: number;
  now: Date;
};

export const DENY = Symbol('deny');
export type Deny = typeof DENY;

const pad = (n: number) => String(n).padStart(2, '0');

function fill(value: string, vars: RuleVariables): string | Deny {
  const date = `${vars.now.getFullYear()}-${pad(vars.now.getMonth() + 1)}-${pad(vars.now.getDate())}`;
  const time = `${date} ${pad(vars.now.getHours())}:${pad(vars.now.getMinutes())}:${pad(vars.now.getSeconds())}`;
  const known: Record<string, string | null> = {
    sys_user_code: vars.username,
    sys_user_name: vars.realname,
    sys_org_code: vars.orgCode,
    sys_date: date,
    sys_time: time,
    tenant_id: String(vars.tenantId),
  };
  let unknown = false;
  const filled = value.replace(/#\{(\w+)\}/g, (_, name: string) => {
    const v = Object.hasOwn(known, name) ? known[name] : null;
    if (v === null || v === undefined) unknown = true;
    return v ?? '';
  });
  return unknown ? DENY : filled;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const CONDITIONS: Record<Exclude<DataRuleCondition, 'USE_SQL_RULES'>, (c: AnyPgColumn, v: string) => SQL> = {
  '=': (c, v) => eq(c, v),
  '!=': (c, v) => ne(c, v),
  '>': (c, v) => gt(c, v),
  '>=': (c, v) => gte(c, v),
  '<': (c, v) => lt(c, v),
  '<=': (c, v) => lte(c, v),
  IN: (c, v) => inArray(c, idList(v)),
  LIKE: (c, v) => ilike(c, likeContains(v)),
  LEFT_LIKE: (c, v) => ilike(c, `%${escapeLike(v)}`),
  RIGHT_LIKE: (c, v) => ilike(c, `${escapeLike(v)}%`),
};

/**
 * JeecgBoot data rules as one condition over whitelisted fields, every value a bound parameter.
 * A rule that cannot be applied exactly (a field the resource does not expose, custom SQL, an unknown
 * condition or variable, an empty IN list) denies: the user then sees nothing rather than too much.
 */
export function compileDataRules(
  rules: readonly DataRule[],
  fields: Readonly<Record<string, AnyPgColumn>>,
  vars: RuleVariables,
): SQL | undefined | Deny {
  const parts: SQL[] = [];
  for (const rule of rules) {
    const column = Object.hasOwn(fields, rule.ruleColumn) ? fields[rule.ruleColumn] : undefined;
    const condition = rule.ruleConditions.trim().toUpperCase();
    const build = Object.hasOwn(CONDITIONS, condition)
      ? CONDITIONS[condition as keyof typeof CONDITIONS]
      : undefined;
    if (!column || !build) return DENY;
    const value = fill(rule.ruleValue, vars);
    if (value === DENY) return DENY;
    if (condition === 'IN' && idList(value).length === 0) return DENY;
    parts.push(build(column, value));
  }
  return parts.length ? and(...parts) : undefined;
}
