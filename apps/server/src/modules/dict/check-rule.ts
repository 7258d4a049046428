import { CHECK_RULE_MESSAGES, DICT_MESSAGES, dictRoutes } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { fail, ok, type Reply } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysCheckRule } from '../../db/schema.ts';
import { matchesWhole } from './rule-pattern.ts';

const ruleSchema = z.array(
  z.object({
    digits: z.union([z.string(), z.number()]).transform(String),
    pattern: z.string(),
    message: z.string(),
  }),
);
type Rule = z.infer<typeof ruleSchema>[number];

export type RuleFailure = Rule & {
  beginIndex?: number;
  endIndex?: number;
  checkValue: string;
  passed: false;
};

/**
 * JeecgBoot's checkByCode: rules apply in order; `*` takes the rest of the value, N the next N
 * characters; each part must match its pattern whole. Returns the first failing rule.
 */
export function firstFailure(rules: Rule[], value: string): RuleFailure | undefined {
  let begin = 0;
  for (const rule of rules) {
    const whole = rule.digits === '*';
    const length = whole ? value.length - begin : Number.parseInt(rule.digits, 10);
    if (!Number.isInteger(length) || length < 0) return { ...rule, checkValue: value, passed: false };
    const end = Math.min(begin + length, value.length);
    const part = value.slice(begin, end);
    // A stored pattern RE2 cannot run (saved before the check, or written to the table directly) fails.
    const passed = matchesWhole(rule.pattern, part);
    if (!passed) {
      return whole
        ? { ...rule, checkValue: part, passed: false }
        : { ...rule, beginIndex: begin, endIndex: end, checkValue: part, passed: false };
    }
    if (whole) break;
    begin = end;
  }
  return undefined;
}

/** Characters a `*` rule checks: a code field, far above any real 编码. */
const STAR_MAX_CHARS = 255;

/** The longest value the rules describe: their fixed widths, plus `STAR_MAX_CHARS` if one takes the rest. */
export function maxValueLength(rules: readonly Rule[]): number {
  let max = 0;
  for (const rule of rules) {
    if (rule.digits === '*') return max + STAR_MAX_CHARS;
    max += Number.parseInt(rule.digits, 10) || 0;
  }
  return max;
}

export function registerCheckRule(r: Registrar): void {
  r.route(dictRoutes.checkRule, async (ctx, { query }): Promise<Reply<RuleFailure | null>> => {
    const row = await ctx.db.first(sysCheckRule, eq(sysCheckRule.ruleCode, query.ruleCode));
    const rules = row ? ruleSchema.safeParse(row.ruleJson) : undefined;
    if (!rules?.success) return fail(DICT_MESSAGES.ruleUnknown);
    // Checked before any pattern runs: the rule says how long a value it checks can be.
    const max = maxValueLength(rules.data);
    if (query.value.length > max) return fail(CHECK_RULE_MESSAGES.valueTooLong(max));
    const failure = firstFailure(rules.data, query.value);
    return failure ? { ...fail(failure.message), result: failure } : ok(null);
  });
}
