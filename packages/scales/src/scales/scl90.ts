import { z } from 'zod';
import {
  cmp,
  DEFAULT_MIN_SECONDS_PER_ITEM,
  defineVersion,
  factorMean,
  itemScore,
  makeItems,
  options,
  positiveCount,
  sign,
  total,
  validityRules,
  validityShape,
} from '../builders.ts';
import type { Condition, DimensionDef, NormEntry, Scale, WarningRule } from '../model.ts';
import { SCL90_ITEM_TEXTS } from './scl90-items.ts';

export const SCL90_FACTORS: readonly DimensionDef[] = [
  { name: '躯体化', items: [1, 4, 12, 27, 40, 42, 48, 49, 52, 53, 56, 58] },
  { name: '强迫症状', items: [3, 9, 10, 28, 38, 45, 46, 51, 55, 65] },
  { name: '人际关系敏感', items: [6, 21, 34, 36, 37, 41, 61, 69, 73] },
  { name: '抑郁', items: [5, 14, 15, 20, 22, 26, 29, 30, 31, 32, 54, 71, 79] },
  { name: '焦虑', items: [2, 17, 23, 33, 39, 57, 72, 78, 80, 86] },
  { name: '敌对', items: [11, 24, 63, 67, 74, 81] },
  { name: '恐怖', items: [13, 25, 47, 50, 70, 75, 82] },
  { name: '偏执', items: [8, 18, 43, 68, 76, 83] },
  { name: '精神病性', items: [7, 16, 35, 62, 77, 84, 85, 87, 88, 90] },
  { name: '其他', items: [19, 44, 59, 60, 64, 66, 89] },
];

/** The nine clinical factors; 其他 (sleep/appetite) is excluded from the "any factor" rules. */
export const SCL90_CLINICAL_FACTORS = SCL90_FACTORS.filter((f) => f.name !== '其他').map((f) => f.name);

const OPTION_LABELS = ['没有', '很轻', '中等', '偏重', '严重'];

/** 金华、吴文源、张明园 1986, n = 1388, 1–5 convention. Flagged cells use the first published value. */
const NORM_1986: readonly NormEntry[] = [
  { key: '总分', metric: total, mean: 129.96, sd: 38.76 },
  { key: '总均分', metric: { kind: 'mean' }, mean: 1.44, sd: 0.43 },
  { key: '阳性项目数', metric: positiveCount, mean: 24.92, sd: 18.41 },
  { key: '阳性症状均分', metric: { kind: 'positiveMean' }, mean: 2.6, sd: 0.59 },
  { key: '躯体化', metric: factorMean('躯体化'), mean: 1.37, sd: 0.48 },
  { key: '强迫症状', metric: factorMean('强迫症状'), mean: 1.62, sd: 0.58 },
  { key: '人际关系敏感', metric: factorMean('人际关系敏感'), mean: 1.65, sd: 0.51 },
  { key: '抑郁', metric: factorMean('抑郁'), mean: 1.5, sd: 0.59 },
  { key: '焦虑', metric: factorMean('焦虑'), mean: 1.39, sd: 0.43 },
  { key: '敌对', metric: factorMean('敌对'), mean: 1.48, sd: 0.56 },
  { key: '恐怖', metric: factorMean('恐怖'), mean: 1.23, sd: 0.41 },
  { key: '偏执', metric: factorMean('偏执'), mean: 1.43, sd: 0.57 },
  { key: '精神病性', metric: factorMean('精神病性'), mean: 1.29, sd: 0.42 },
];

/** Under 0–4 every item score drops by 1: the total by 90, per-item means by 1, PST not at all. */
function normEntries(offset: number): NormEntry[] {
  return NORM_1986.map((e) => {
    const shift = e.metric.kind === 'total' ? 90 : e.metric.kind === 'positiveCount' ? 0 : 1;
    return { ...e, mean: e.mean - shift * offset };
  });
}

const settingsSchema = z.strictObject({
  /** 1–5 is the Chinese convention and the 1986 norm's; 0–4 is SCL-90-R. Thresholds below are in 1–5 terms. */
  convention: z.enum(['1-5', '0-4']).default('1-5'),
  screenTotal: z.number().default(160),
  screenTotalOperator: z.enum(['>', '>=']).default('>'),
  screenPositiveCount: z.number().int().default(43),
  screenPositiveCountOperator: z.enum(['>', '>=']).default('>'),
  screenFactor: z.number().default(2),
  screenFactorOperator: z.enum(['>=', '>']).default('>='),
  severeFactor: z.number().default(3),
  severeTotal: z.number().default(200),
  /** Item 15 (self-harm thoughts) score for review (level 2) and crisis (level 3). */
  item15Review: z.number().int().default(2),
  item15Crisis: z.number().int().default(3),
  /**
   * Item 59 (thoughts of death, in 其他): score for review (level 2, which opens a case). Off (null)
   * by default: the manual sets no threshold, so the school decides, as it does for item 15.
   */
  item59Review: z.number().int().nullable().default(null),
  /** Item scores at or above this (1–5 terms) count as positive. */
  positiveItemScore: z.number().int().default(2),
  ...validityShape({ straightLining: false, minSecondsPerItem: DEFAULT_MIN_SECONDS_PER_ITEM }),
});

const v1 = defineVersion('1.0', 'SCL90', settingsSchema, (s) => {
  const offset = s.convention === '0-4' ? 1 : 0;
  const first = 1 - offset;
  const items = makeItems(SCL90_ITEM_TEXTS, () => options(OPTION_LABELS, first));
  const screenTotal = s.screenTotal - 90 * offset;
  const screenFactor = s.screenFactor - offset;
  const factorRules = SCL90_CLINICAL_FACTORS.map(
    (name): WarningRule => ({
      id: `SCL90.factor.screen.${name}`,
      description: `因子「${name}」均分 ${sign(s.screenFactorOperator)} ${screenFactor}`,
      outcome: 1,
      basis: 'score',
      when: cmp(factorMean(name), s.screenFactorOperator, screenFactor),
    }),
  );
  const severeFactorRules = SCL90_CLINICAL_FACTORS.map(
    (name): WarningRule => ({
      id: `SCL90.factor.severe.${name}`,
      description: `因子「${name}」均分 ≥ ${s.severeFactor - offset}`,
      outcome: 2,
      basis: 'score',
      when: cmp(factorMean(name), '>=', s.severeFactor - offset),
    }),
  );
  const screenRules: WarningRule[] = [
    {
      id: 'SCL90.total.screen',
      description: `总分 ${sign(s.screenTotalOperator)} ${screenTotal}`,
      outcome: 1,
      basis: 'score',
      when: cmp(total, s.screenTotalOperator, screenTotal),
    },
    {
      id: 'SCL90.positive-count.screen',
      description: `阳性项目数 ${sign(s.screenPositiveCountOperator)} ${s.screenPositiveCount}`,
      outcome: 1,
      basis: 'score',
      when: cmp(positiveCount, s.screenPositiveCountOperator, s.screenPositiveCount),
    },
    ...factorRules,
  ];
  const screenPositive: Condition = { any: screenRules.map((r) => r.when) };
  const item15Review = s.item15Review - offset;
  const item15Crisis = s.item15Crisis - offset;
  const item59Review = s.item59Review === null ? null : s.item59Review - offset;
  const item59Rules: WarningRule[] =
    item59Review === null
      ? []
      : [
          {
            id: 'SCL90.item59.review',
            description: `第 59 题（想到死亡）得分 ≥ ${item59Review}`,
            outcome: 2,
            basis: 'item',
            when: cmp(itemScore(59), '>=', item59Review),
          },
        ];
  return {
    code: 'SCL90',
    name: '症状自评量表 SCL-90',
    items,
    dimensions: SCL90_FACTORS,
    hasTotal: true,
    positiveMinScore: s.positiveItemScore - offset,
    standard: null,
    bands: [{ label: '筛查阳性', when: screenPositive }],
    defaultBand: '筛查阴性',
    alertItems: [
      { item: 15, when: cmp(itemScore(15), '>=', item15Review) },
      { item: 59, when: cmp(itemScore(59), '>=', item59Review ?? 2 - offset) },
    ],
    rules: [
      ...validityRules('SCL90', 90, s),
      {
        id: 'SCL90.item15.crisis',
        description: `第 15 题（自伤念头）得分 ≥ ${item15Crisis}`,
        outcome: 3,
        basis: 'item',
        when: cmp(itemScore(15), '>=', item15Crisis),
      },
      {
        id: 'SCL90.item15.review',
        description: `第 15 题（自伤念头）得分 ≥ ${item15Review}`,
        outcome: 2,
        basis: 'item',
        when: cmp(itemScore(15), '>=', item15Review),
      },
      ...item59Rules,
      {
        id: 'SCL90.total.severe',
        description: `总分 ≥ ${s.severeTotal - 90 * offset}`,
        outcome: 2,
        basis: 'score',
        when: cmp(total, '>=', s.severeTotal - 90 * offset),
      },
      ...severeFactorRules,
      ...screenRules,
    ],
    norms: [{ id: 'CN1986', name: '全国常模（金华等 1986，n=1388）', entries: normEntries(offset) }],
    profile: null,
  };
});

export const SCL90: Scale = {
  code: 'SCL90',
  name: '症状自评量表 SCL-90',
  currentVersion: '1.0',
  versions: [v1],
};
