import { z } from 'zod';

/** JeecgBoot advanced-query rules we apply; `ext`/`USE_SQL_RULES` (raw SQL) is refused on purpose. */
export const SUPER_QUERY_RULES = [
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'in',
  'not_in',
  'like',
  'left_like',
  'right_like',
  'not_like',
  'not_left_like',
  'not_right_like',
  'empty',
  'not_empty',
] as const;
export type SuperQueryRule = (typeof SUPER_QUERY_RULES)[number];

const SYMBOLS: Record<string, SuperQueryRule> = {
  '=': 'eq',
  '!=': 'ne',
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
};

function ruleName(raw: string): SuperQueryRule | undefined {
  const lower = raw.trim().toLowerCase();
  if (Object.hasOwn(SYMBOLS, lower)) return SYMBOLS[lower];
  return (SUPER_QUERY_RULES as readonly string[]).includes(lower) ? (lower as SuperQueryRule) : undefined;
}

export type SuperQueryCondition = { field: string; rule: SuperQueryRule; val: string };

const entrySchema = z.object({
  field: z.string().min(1).max(64),
  rule: z.string().max(32),
  val: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
});

/**
 * `superQueryParams`: URL-encoded JSON array of `{field, rule, val}` (JeecgBoot also sends `type`
 * and `dbType`; the server types values by its own column map instead). Unknown rules fail here;
 * unknown fields fail on the server, which alone maps names to columns.
 */
export const superQueryParamsSchema = z
  .string()
  .max(4000)
  .transform((text, ctx): SuperQueryCondition[] => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text.startsWith('%5B') || text.startsWith('%5b') ? decodeURIComponent(text) : text);
    } catch {
      ctx.addIssue({ code: 'custom', message: '高级查询参数格式不正确' });
      return z.NEVER;
    }
    const entries = z.array(entrySchema).max(20).safeParse(parsed);
    if (!entries.success) {
      ctx.addIssue({ code: 'custom', message: '高级查询参数格式不正确' });
      return z.NEVER;
    }
    const out: SuperQueryCondition[] = [];
    for (const entry of entries.data) {
      const rule = ruleName(entry.rule);
      if (!rule) {
        ctx.addIssue({ code: 'custom', message: `高级查询不支持的规则：${entry.rule}` });
        return z.NEVER;
      }
      const val = entry.val === null || entry.val === undefined ? '' : String(entry.val);
      if (val === '' && rule !== 'empty' && rule !== 'not_empty') continue;
      out.push({ field: entry.field, rule, val });
    }
    return out;
  });
