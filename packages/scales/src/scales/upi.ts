import { z } from 'zod';
import {
  cmp,
  DEFAULT_MIN_SECONDS_PER_ITEM,
  defineVersion,
  itemScore,
  range,
  total,
  validityRules,
  validityShape,
} from '../builders.ts';
import type { Condition, ItemDef, Metric, Scale, WarningRule } from '../model.ts';
import { YES_NO } from './yes-no.ts';

/** 测伪 items: answered, never part of the total. */
export const UPI_LIE_ITEMS = [5, 20, 35, 50] as const;
export const UPI_CLASS2_KEY_ITEMS = [8, 16, 26] as const;
export const UPI_SUPPLEMENTARY_ITEMS = [61, 62, 63, 64] as const;

const OWN_TEXTS: Readonly<Record<number, string>> = {
  5: '身体状况良好',
  8: '对自己过去或家庭经历感到不幸',
  16: '经常失眠',
  20: '精力充沛',
  25: '有轻生念头',
  26: '对任何事都提不起兴趣',
  35: '心情愉快',
  50: '身心状态良好',
  61: '自评身心健康状况不佳',
  62: '曾为心理健康问题担忧',
  63: '曾接受过心理咨询或治疗',
  64: '希望得到心理咨询',
};

const settingsSchema = z.strictObject({
  /** Adds 辅助题 61–64 to the sheet (64 answers instead of 60). */
  supplementary: z.boolean().default(false),
  /** How many of 61–64 count for the 辅助题 rules: 4 = 61–64, 3 = 61–63. */
  supplementaryCounted: z.union([z.literal(3), z.literal(4)]).default(4),
  class1Total: z.number().int().default(25),
  class2Total: z.number().int().default(20),
  /** Invalidates a sheet whose four 测伪 items are all answered this way; sources disagree, so off by default. */
  lieInvalidAnswer: z.enum(['off', 'all-yes', 'all-no']).default('off'),
  ...validityShape({ straightLining: false, minSecondsPerItem: DEFAULT_MIN_SECONDS_PER_ITEM }),
});

function items(count: number): ItemDef[] {
  return range(1, count).map((n) => ({
    number: n,
    text: OWN_TEXTS[n] ?? `大学生心理困扰体验（第 ${n} 项）`,
    options: YES_NO,
    inTotal: n <= 60 && !(UPI_LIE_ITEMS as readonly number[]).includes(n),
    optional: false,
  }));
}

const v1 = defineVersion('1.0', 'UPI', settingsSchema, (s) => {
  const counted = UPI_SUPPLEMENTARY_ITEMS.slice(0, s.supplementaryCounted);
  const suppYes: Metric = { kind: 'countItems', items: counted, minScore: 1 };
  const class1: WarningRule[] = [
    {
      id: 'UPI.class1.total',
      description: `总分 ≥ ${s.class1Total}（第一类）`,
      outcome: 2,
      basis: 'score',
      when: cmp(total, '>=', s.class1Total),
    },
  ];
  const class2: WarningRule[] = [
    {
      id: 'UPI.class2.total',
      description: `总分 ≥ ${s.class2Total}（第二类）`,
      outcome: 1,
      basis: 'score',
      when: cmp(total, '>=', s.class2Total),
    },
    ...UPI_CLASS2_KEY_ITEMS.map(
      (n): WarningRule => ({
        id: `UPI.class2.item${n}`,
        description: `第 ${n} 题回答“是”（第二类）`,
        outcome: 1,
        basis: 'item',
        when: cmp(itemScore(n), '>=', 1),
      }),
    ),
  ];
  if (s.supplementary) {
    // Asking for counselling is a question the student answers (辅助题 64), not a flag set elsewhere.
    class1.push({
      id: 'UPI.class1.help',
      description: '第 64 题（希望得到心理咨询）回答“是”（第一类）',
      outcome: 2,
      basis: 'item',
      when: cmp(itemScore(64), '>=', 1),
    });
    class1.push({
      id: 'UPI.class1.supplementary',
      description: '辅助题 2 题及以上回答“是”（第一类）',
      outcome: 2,
      basis: 'item',
      when: cmp(suppYes, '>=', 2),
    });
    class2.push({
      id: 'UPI.class2.supplementary',
      description: '辅助题恰有 1 题回答“是”（第二类）',
      outcome: 1,
      basis: 'item',
      when: cmp(suppYes, '==', 1),
    });
  }
  const item25: WarningRule = {
    id: 'UPI.item25.crisis',
    description: '第 25 题（轻生念头）回答“是”（第一类）',
    outcome: 3,
    basis: 'item',
    when: cmp(itemScore(25), '>=', 1),
  };
  const lieRules: WarningRule[] =
    s.lieInvalidAnswer === 'off'
      ? []
      : [
          {
            id: 'UPI.lie.invalid',
            description: `测伪题 5、20、35、50 全部回答“${s.lieInvalidAnswer === 'all-yes' ? '是' : '否'}”，答卷无效`,
            outcome: 'invalid',
            basis: 'validity',
            when: cmp(
              { kind: 'countItems', items: UPI_LIE_ITEMS, minScore: 1 },
              '==',
              s.lieInvalidAnswer === 'all-yes' ? 4 : 0,
            ),
          },
        ];
  const anyOf = (rules: readonly WarningRule[]): Condition => ({ any: rules.map((r) => r.when) });
  const itemCount = s.supplementary ? 64 : 60;
  return {
    code: 'UPI',
    name: '大学生人格问卷 UPI',
    items: items(itemCount),
    dimensions: [],
    hasTotal: true,
    positiveMinScore: null,
    standard: null,
    bands: [
      { label: '第一类', when: anyOf([item25, ...class1]) },
      { label: '第二类', when: anyOf(class2) },
    ],
    defaultBand: '第三类',
    alertItems: [{ item: 25, when: item25.when }],
    rules: [...validityRules('UPI', itemCount, s), ...lieRules, item25, ...class1, ...class2],
    norms: [],
    profile: null,
  };
});

export const UPI: Scale = { code: 'UPI', name: '大学生人格问卷 UPI', currentVersion: '1.0', versions: [v1] };
