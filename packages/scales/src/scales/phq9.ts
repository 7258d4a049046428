import { z } from 'zod';
import { cmp, DEFAULT_MIN_SECONDS_PER_ITEM, defineVersion, itemScore, validityShape } from '../builders.ts';
import type { Scale, WarningRule } from '../model.ts';
import { buildPfizer } from './phq.ts';

const TEXTS = [
  '兴趣或乐趣减少',
  '情绪低落、抑郁或无望',
  '睡眠问题（入睡难、易醒或睡太多）',
  '疲倦或精力不足',
  '食欲问题（食欲差或吃太多）',
  '自我评价低、觉得失败或让人失望',
  '注意力难以集中',
  '动作或说话变慢，或坐立不安',
  '死亡或自我伤害的念头',
];

const settingsSchema = z.strictObject({
  /** false: item 9 ≥ 1 → level 3. true: item 9 = 1 → level 2, ≥ 2 → level 3 (tenant option). */
  item9Split: z.boolean().default(false),
  ...validityShape({ straightLining: false, minSecondsPerItem: DEFAULT_MIN_SECONDS_PER_ITEM }),
});

const v1 = defineVersion('1.0', 'PHQ9', settingsSchema, (s) => {
  const item9Rules: WarningRule[] = s.item9Split
    ? [
        {
          id: 'PHQ9.item9.crisis',
          description: '第 9 题（自伤念头）得分 ≥ 2',
          outcome: 3,
          basis: 'item',
          when: cmp(itemScore(9), '>=', 2),
        },
        {
          id: 'PHQ9.item9.review',
          description: '第 9 题（自伤念头）得分 = 1',
          outcome: 2,
          basis: 'item',
          when: cmp(itemScore(9), '==', 1),
        },
      ]
    : [
        {
          id: 'PHQ9.item9.crisis',
          description: '第 9 题（自伤念头）得分 ≥ 1',
          outcome: 3,
          basis: 'item',
          when: cmp(itemScore(9), '>=', 1),
        },
      ];
  return buildPfizer(
    {
      code: 'PHQ9',
      name: '患者健康问卷 PHQ-9',
      texts: TEXTS,
      instruction: '在过去两周里，你有多少时间受到以下问题的困扰？请选择最符合你实际情况的一项。',
      functionText: '上述问题对工作、学习、生活或与人相处造成的困难（不计分）',
      bands: [
        { min: 0, label: '无/极轻' },
        { min: 5, label: '轻度' },
        { min: 10, label: '中度' },
        { min: 15, label: '中重度' },
        { min: 20, label: '重度' },
      ],
      itemRules: item9Rules,
      alertItems: [{ item: 9, when: cmp(itemScore(9), '>=', 1) }],
      totalLevels: [
        [3, 20],
        [2, 15],
        [1, 10],
      ],
    },
    s,
  );
});

export const PHQ9: Scale = {
  code: 'PHQ9',
  name: '患者健康问卷 PHQ-9',
  currentVersion: '1.0',
  versions: [v1],
};
