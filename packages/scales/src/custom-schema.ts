import { z } from 'zod';
import { CUSTOM_SCALE_LIMITS as L } from './custom-limits.ts';
import type { Condition, Metric } from './model.ts';

const itemNo = z.number().int().min(1).max(L.items);
const label = z.string().min(1).max(L.labelLength);

export const metricSchema: z.ZodType<Metric> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('total') }),
  z.strictObject({ kind: z.literal('mean') }),
  z.strictObject({ kind: z.literal('factorRaw'), factor: label }),
  z.strictObject({ kind: z.literal('factorMean'), factor: label }),
  z.strictObject({ kind: z.literal('itemScore'), item: itemNo }),
  z.strictObject({ kind: z.literal('itemOption'), item: itemNo }),
  z.strictObject({
    kind: z.literal('countItems'),
    items: z.array(itemNo).min(1).max(L.items),
    minScore: z.number(),
  }),
]);

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union(
    [
      z.strictObject({ metric: metricSchema, op: z.enum(['>', '>=', '<', '<=', '==']), value: z.number() }),
      z.strictObject({ any: z.array(conditionSchema).min(1).max(L.conditionBranches) }),
      z.strictObject({ all: z.array(conditionSchema).min(1).max(L.conditionBranches) }),
    ],
    { error: '条件应写成 {metric, op, value}、{any: [条件…]} 或 {all: [条件…]}' },
  ),
);

const bandCuts = z
  .array(z.strictObject({ min: z.number(), label }))
  .max(L.bands)
  .refine(
    (cuts) => cuts.every((c, i) => i === 0 || c.min > (cuts[i - 1]?.min ?? -Infinity)),
    '分段下限必须递增',
  );

/** JSON shape a centre uses to define its own scale. */
export const customScaleSchema = z.strictObject({
  code: z.string().regex(/^[A-Z][A-Z0-9_]{1,31}$/, '量表代码须为大写字母开头的 2–32 位大写字母/数字/下划线'),
  name: z.string().min(1).max(L.nameLength),
  /** The stem shown before the items (e.g. 在过去两周里 …). */
  instruction: z.string().trim().min(1).max(L.instructionLength).optional(),
  version: z.string().min(1).max(L.versionLength).default('1.0'),
  /**
   * 临床量表: only a clinical scale's results open warnings (crisis cases and their notices), and its
   * student reports hide scores and factor names. A definition saved before the mark existed stays
   * clinical, so no school's warnings stop unnoticed.
   */
  clinical: z.boolean().default(true),
  /**
   * 生涯问卷: a career questionnaire a school designs (interests, values, readiness). It is offered in
   * 生涯调查 and its results follow the career visibility; it is never clinical and has no warning
   * rules or alert items, so it carries no level and opens no crisis case. Its result is its
   * dimension scores (and bands, if the school defines them).
   */
  career: z.boolean().default(false),
  /** Shared option list in sheet order; reverse items score it back to front. */
  options: z
    .array(z.strictObject({ label, score: z.number() }))
    .min(2)
    .max(L.options),
  items: z
    .array(
      z.strictObject({
        number: itemNo,
        text: z.string().min(1).max(L.itemTextLength),
        dimension: label.optional(),
        reverse: z.boolean().default(false),
        inTotal: z.boolean().default(true),
      }),
    )
    .min(1)
    .max(L.items),
  dimensions: z
    .array(z.strictObject({ name: label, bands: bandCuts.optional() }))
    .max(L.dimensions)
    .default([]),
  /** Bands on the total, ascending inclusive lower bounds. */
  totalBands: bandCuts.default([]),
  warnings: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(L.ruleIdLength),
        description: z.string().min(1).max(L.descriptionLength),
        level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        basis: z.enum(['item', 'score']).default('score'),
        when: conditionSchema,
      }),
    )
    .max(L.warnings)
    .default([]),
  alertItems: z
    .array(z.strictObject({ item: itemNo, when: conditionSchema }))
    .max(L.alertItems)
    .default([]),
});

export type CustomScaleDefinition = z.input<typeof customScaleSchema>;
export type ParsedCustomScale = z.output<typeof customScaleSchema>;
