import { z } from 'zod';
import {
  DEFAULT_MIN_SECONDS_PER_ITEM,
  defineVersion,
  range,
  validityRules,
  validityShape,
} from '../builders.ts';
import type { BipolarAxis, ItemDef, OptionDef, Scale } from '../model.ts';

/**
 * Factor names put the pole with the HIGH raw score first: a raw score above 24 on 外向/内向 means E,
 * on 直觉/实感 means N, on 思考/情感 means T, on 知觉/判断 means P.
 */
export const TYPE16_AXES = [
  { factor: '外向/内向', high: 'E', low: 'I' },
  { factor: '直觉/实感', high: 'N', low: 'S' },
  { factor: '思考/情感', high: 'T', low: 'F' },
  { factor: '知觉/判断', high: 'P', low: 'J' },
] as const;

/** [left description, right description, letter the RIGHT end (answer 5) leans to]. Item n is on axis (n−1) mod 4. */
export const TYPE16_ITEMS: readonly (readonly [string, string, string])[] = [
  ['独处安静地恢复精力', '和朋友相聚来恢复精力', 'E'],
  ['关注具体事实与细节', '关注整体意义与可能性', 'N'],
  ['做决定时先考虑他人感受', '做决定时先依据客观逻辑', 'T'],
  ['生活有计划、有安排', '生活随性、灵活', 'P'],
  ['聚会中主动结识新朋友', '聚会中只和熟人交谈', 'I'],
  ['喜欢学习抽象理论', '喜欢动手实际操作', 'S'],
  ['反馈时直截了当指出问题', '反馈时委婉照顾对方情绪', 'F'],
  ['任务临近截止再集中完成', '任务提前完成', 'J'],
  ['边说边想', '想清楚了再说', 'I'],
  ['按事情实际发生的顺序描述', '用比喻和联想描述事情', 'N'],
  ['更看重公平一致', '更看重和谐融洽', 'F'],
  ['出行前详细规划', '出行时走到哪算哪', 'P'],
  ['周末偏好一个人的活动', '周末偏好热闹的集体活动', 'E'],
  ['更信任灵感与直觉', '更信任经验与证据', 'S'],
  ['争论时优先维护关系', '争论时优先坚持道理', 'T'],
  ['乐于随机应变', '希望按原计划进行', 'J'],
  ['朋友圈子小而亲密', '朋友圈子大而广泛', 'E'],
  ['做事沿用成熟的方法', '做事尝试新的方法', 'N'],
  ['希望被称赞温暖体贴', '希望被称赞理智能干', 'T'],
  ['书桌物品整齐有序', '书桌物品随手摆放', 'P'],
  ['课堂上经常主动发言', '课堂上更愿意倾听', 'I'],
  ['对未来的可能更感兴趣', '对当下的现实更感兴趣', 'S'],
  ['分析问题讲求原则', '分析问题考虑情境中的人', 'F'],
  ['保持选项开放', '尽快把事情定下来', 'J'],
  ['注意力多放在内心想法上', '注意力多放在外部世界上', 'E'],
  ['阅读时注重字面信息', '阅读时体会言外之意', 'N'],
  ['同伴犯错时先安慰', '同伴犯错时先分析原因', 'T'],
  ['喜欢清单和时间表', '不喜欢被日程束缚', 'P'],
  ['和陌生人很快熟络', '和陌生人需要时间熟悉', 'I'],
  ['自认为富有想象', '自认为脚踏实地', 'S'],
  ['评价方案看是否合理高效', '评价方案看是否让大家满意', 'F'],
  ['享受探索的过程', '享受完成时的确定感', 'J'],
];

const LABELS = ['非常符合左侧', '比较符合左侧', '介于两者之间', '比较符合右侧', '非常符合右侧'];

const settingsSchema = z.strictObject({
  /** Letters given at exactly the midpoint: ISFJ as in the OEJTS reference code, or INFP as the MBTI manual convention. */
  tieLetters: z.enum(['ISFJ', 'INFP']).default('ISFJ'),
  /** |axis − 24| ≤ this → 倾向不明显. */
  unclearWithin: z.number().int().nonnegative().default(2),
  ...validityShape({ straightLining: true, minSecondsPerItem: DEFAULT_MIN_SECONDS_PER_ITEM }),
});

function optionsFor(rightLetter: string, axisHigh: string): OptionDef[] {
  const towardHigh = rightLetter === axisHigh;
  return LABELS.map((label, i) => ({ label, score: towardHigh ? i + 1 : 5 - i }));
}

const v1 = defineVersion('1.0', 'TYPE16', settingsSchema, (s) => {
  const items: ItemDef[] = TYPE16_ITEMS.map(([left, right, letter], i) => {
    const axis = TYPE16_AXES[i % 4];
    return {
      number: i + 1,
      text: `${left} ↔ ${right}`,
      options: optionsFor(letter, axis?.high ?? ''),
      inTotal: false,
      optional: false,
    };
  });
  const axes: BipolarAxis[] = TYPE16_AXES.map((a, k) => ({
    ...a,
    midpoint: 24,
    tieTo: s.tieLetters[k] ?? a.low,
    unclearWithin: s.unclearWithin,
    halfRange: 16,
  }));
  return {
    code: 'TYPE16',
    name: '16型人格（荣格类型）',
    items,
    dimensions: TYPE16_AXES.map((a, k) => ({
      name: a.factor,
      items: range(1, 32).filter((n) => (n - 1) % 4 === k),
    })),
    hasTotal: false,
    positiveMinScore: null,
    standard: null,
    bands: [],
    defaultBand: null,
    alertItems: [],
    rules: validityRules('TYPE16', 32, s),
    norms: [],
    profile: { kind: 'bipolar', axes },
  };
});

export const TYPE16: Scale = {
  code: 'TYPE16',
  name: '16型人格（荣格类型）',
  currentVersion: '1.0',
  versions: [v1],
};
