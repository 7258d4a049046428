import { z } from 'zod';
import {
  cmp,
  DEFAULT_MIN_SECONDS_PER_ITEM,
  makeItems,
  options,
  reversed,
  standard,
  validityRules,
  validityShape,
} from '../builders.ts';
import type { AlertItemDef, BandRule, ScaleVersion, WarningRule } from '../model.ts';

export const ZUNG_OPTION_LABELS = ['没有或很少时间', '小部分时间', '相当多时间', '绝大部分或全部时间'];

const BAND_LABELS = ['正常', '轻度', '中度', '重度'] as const;

export function zungSettingsSchema(cuts: readonly [number, number, number]) {
  return z.strictObject({
    /** 标准分 = raw × 1.25 then floor ("取整数部分", majority wording) or half-up ("四舍五入"). */
    rounding: z.enum(['floor', 'half-up']).default('floor'),
    /** Lower bounds of 轻度 / 中度 / 重度 on the 标准分. */
    bandCuts: z
      .tuple([z.number(), z.number(), z.number()])
      .refine(([a, b, c]) => a < b && b < c, '分界值必须递增')
      .default([cuts[0], cuts[1], cuts[2]]),
    ...validityShape({ straightLining: true, minSecondsPerItem: DEFAULT_MIN_SECONDS_PER_ITEM }),
  });
}

export interface ZungSpec {
  readonly code: string;
  readonly name: string;
  readonly texts: readonly string[];
  readonly reverseItems: readonly number[];
  readonly alertItems: readonly AlertItemDef[];
  readonly itemRules: readonly WarningRule[];
}

export function buildZung(
  spec: ZungSpec,
  s: z.output<ReturnType<typeof zungSettingsSchema>>,
): Omit<ScaleVersion, 'settings' | 'version'> {
  const forward = options(ZUNG_OPTION_LABELS, 1);
  const items = makeItems(spec.texts, (n) => (spec.reverseItems.includes(n) ? reversed(forward) : forward));
  const [mild, moderate, severe] = s.bandCuts;
  const bands: BandRule[] = [
    { label: BAND_LABELS[3], when: cmp(standard, '>=', severe) },
    { label: BAND_LABELS[2], when: cmp(standard, '>=', moderate) },
    { label: BAND_LABELS[1], when: cmp(standard, '>=', mild) },
  ];
  const scoreRule = (outcome: 1 | 2 | 3, label: string, from: number): WarningRule => ({
    id: `${spec.code}.standard.${label}`,
    description: `标准分 ≥ ${from}（${label}）`,
    outcome,
    basis: 'score',
    when: cmp(standard, '>=', from),
  });
  return {
    code: spec.code,
    name: spec.name,
    items,
    dimensions: [],
    hasTotal: true,
    positiveMinScore: null,
    standard: { numerator: 5, denominator: 4, rounding: s.rounding },
    bands,
    defaultBand: BAND_LABELS[0],
    alertItems: spec.alertItems,
    rules: [
      ...validityRules(spec.code, 20, s),
      ...spec.itemRules,
      scoreRule(3, '重度', severe),
      scoreRule(2, '中度', moderate),
      scoreRule(1, '轻度', mild),
    ],
    norms: [],
    profile: null,
  };
}
