import { z } from 'zod';
import {
  cmp,
  DEFAULT_MIN_SECONDS_PER_ITEM,
  defineVersion,
  factorRaw,
  itemScore,
  range,
  sign,
  total,
  validityRules,
  validityShape,
} from '../builders.ts';
import type { DimensionDef, ItemDef, Scale, WarningRule } from '../model.ts';
import { YES_NO } from './yes-no.ts';

const odd = (from: number, to: number) => range(from, to).filter((n) => n % 2 === 1);
const even = (from: number, to: number) => range(from, to).filter((n) => n % 2 === 0);

export const MHT_LIE_SCALE = '效度(测谎)量表';

export const MHT_CONTENT_SCALES: readonly DimensionDef[] = [
  { name: '学习焦虑', items: range(1, 15) },
  { name: '对人焦虑', items: range(16, 25) },
  { name: '孤独倾向', items: range(26, 35) },
  { name: '自责倾向', items: range(36, 45) },
  { name: '过敏倾向', items: range(46, 55) },
  { name: '身体症状', items: range(56, 70) },
  { name: '恐怖倾向', items: range(71, 80) },
  { name: '冲动倾向', items: odd(81, 99) },
];

export const MHT_LIE_ITEMS = even(82, 100);

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  学习焦虑: '对学习与考试的担忧',
  对人焦虑: '与人交往时的紧张不安',
  孤独倾向: '孤立、缺少归属的体验',
  自责倾向: '自我否定与自责',
  过敏倾向: '对小事的过度敏感',
  身体症状: '焦虑相关的身体不适',
  恐怖倾向: '对特定事物或情境的害怕',
  冲动倾向: '冲动与失控倾向',
  [MHT_LIE_SCALE]: '日常言行的自我描述',
};

const OWN_TEXTS: Readonly<Record<number, string>> = {
  85: '死亡念头（觉得不如死了）',
  97: '从高处跳下的冲动念头',
};

function items(): ItemDef[] {
  const scaleOf = new Map<number, string>();
  for (const d of MHT_CONTENT_SCALES) for (const n of d.items) scaleOf.set(n, d.name);
  for (const n of MHT_LIE_ITEMS) scaleOf.set(n, MHT_LIE_SCALE);
  return range(1, 100).map((n) => {
    const scale = scaleOf.get(n) ?? '';
    return {
      number: n,
      text: OWN_TEXTS[n] ?? `${DESCRIPTIONS[scale] ?? scale}（第 ${n} 项）`,
      options: YES_NO,
      inTotal: !MHT_LIE_ITEMS.includes(n),
      optional: false,
    };
  });
}

const settingsSchema = z.strictObject({
  /** "7分以上" read as ≥7 (Chinese regulation style); some implementations use >7. */
  lieThreshold: z.number().int().default(7),
  lieOperator: z.enum(['>=', '>']).default('>='),
  /** Content-scale "高分(8分以上)" and "低分(3分以下)", both inclusive, on raw scores. */
  contentHigh: z.number().int().default(8),
  contentLow: z.number().int().default(3),
  /** 总焦虑倾向 "65分以上", inclusive, on the raw total of the 90 content items. */
  totalHigh: z.number().int().default(65),
  alertItems: z.array(z.number().int().min(1).max(100)).default([85, 97]),
  ...validityShape({ straightLining: false, minSecondsPerItem: DEFAULT_MIN_SECONDS_PER_ITEM }),
});

const v1 = defineVersion('1.0', 'MHT', settingsSchema, (s) => {
  const contentBands = [
    { min: 0, label: '低分' },
    { min: s.contentLow + 1, label: '正常' },
    { min: s.contentHigh, label: '高分' },
  ];
  const dimensions: DimensionDef[] = [
    ...MHT_CONTENT_SCALES.map((d) => ({ ...d, bands: contentBands })),
    { name: MHT_LIE_SCALE, items: MHT_LIE_ITEMS },
  ];
  const contentRules = MHT_CONTENT_SCALES.map(
    (d): WarningRule => ({
      id: `MHT.content.high.${d.name}`,
      description: `内容量表「${d.name}」原始分 ≥ ${s.contentHigh}`,
      outcome: 1,
      basis: 'score',
      when: cmp(factorRaw(d.name), '>=', s.contentHigh),
    }),
  );
  const alertRules = s.alertItems.map(
    (n): WarningRule => ({
      id: `MHT.item${n}.crisis`,
      description: `第 ${n} 题（危机条目）回答“是”`,
      outcome: 3,
      basis: 'item',
      when: cmp(itemScore(n), '>=', 1),
    }),
  );
  return {
    code: 'MHT',
    name: '心理健康诊断测验 MHT',
    items: items(),
    dimensions,
    hasTotal: true,
    positiveMinScore: null,
    standard: null,
    bands: [{ label: '总焦虑倾向高', when: cmp(total, '>=', s.totalHigh) }],
    defaultBand: '总焦虑倾向不高',
    alertItems: s.alertItems.map((n) => ({ item: n, when: cmp(itemScore(n), '>=', 1) })),
    rules: [
      ...validityRules('MHT', 100, s),
      {
        id: 'MHT.lie.invalid',
        description: `效度量表得分 ${sign(s.lieOperator)} ${s.lieThreshold}，答卷作废，建议重测`,
        outcome: 'invalid',
        basis: 'validity',
        when: cmp(factorRaw(MHT_LIE_SCALE), s.lieOperator, s.lieThreshold),
      },
      ...alertRules,
      {
        id: 'MHT.total.high',
        description: `总焦虑倾向原始分 ≥ ${s.totalHigh}`,
        outcome: 2,
        basis: 'score',
        when: cmp(total, '>=', s.totalHigh),
      },
      ...contentRules,
    ],
    norms: [],
    profile: null,
  };
});

export const MHT: Scale = {
  code: 'MHT',
  name: '心理健康诊断测验 MHT',
  currentVersion: '1.0',
  versions: [v1],
};
