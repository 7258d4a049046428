import { DICT_MESSAGES, dictRoutes } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { fail, ok, type Reply } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysCheckRule } from '../../db/schema.ts';
import { anchored, judgePattern } from './regex-safety.ts';

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
    // A stored pattern that is unsafe (saved before the check, or written to the table directly) fails.
    const passed = judgePattern(rule.pattern) === 'ok' && anchored(rule.pattern).test(part);
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

export function registerCheckRule(r: Registrar): void {
  r.route(dictRoutes.checkRule, async (ctx, { query }): Promise<Reply<RuleFailure | null>> => {
    const row = await ctx.db.first(sysCheckRule, eq(sysCheckRule.ruleCode, query.ruleCode));
    const rules = row ? ruleSchema.safeParse(row.ruleJson) : undefined;
    if (!rules?.success) return fail(DICT_MESSAGES.ruleUnknown);
    const failure = firstFailure(rules.data, query.value);
    return failure ? { ...fail(failure.message), result: failure } : ok(null);
  });
}
