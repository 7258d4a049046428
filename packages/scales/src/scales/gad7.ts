import { z } from 'zod';
import { DEFAULT_MIN_SECONDS_PER_ITEM, defineVersion, validityShape } from '../builders.ts';
import type { Scale } from '../model.ts';
import { buildPfizer } from './phq.ts';

const TEXTS = [
  '紧张、不安或烦躁',
  '无法停止或控制担忧',
  '对各种事情过度担忧',
  '难以放松',
  '坐立不安、难以静坐',
  '容易烦恼或急躁',
  '担心会有可怕的事发生',
];

const settingsSchema = z.strictObject({
  ...validityShape({ straightLining: false, minSecondsPerItem: DEFAULT_MIN_SECONDS_PER_ITEM }),
});

const v1 = defineVersion('1.0', 'GAD7', settingsSchema, (s) =>
  buildPfizer(
    {
      code: 'GAD7',
      name: '广泛性焦虑量表 GAD-7',
      texts: TEXTS,
      instruction: '在过去两周里，你有多少时间受到以下问题的困扰？请选择最符合你实际情况的一项。',
      functionText: '上述问题对工作、学习、生活或与人相处造成的困难（不计分）',
      bands: [
        { min: 0, label: '无/极轻' },
        { min: 5, label: '轻度' },
        { min: 10, label: '中度' },
        { min: 15, label: '重度' },
      ],
      itemRules: [],
      alertItems: [],
      totalLevels: [
        [2, 15],
        [1, 10],
      ],
    },
    s,
  ),
);

export const GAD7: Scale = {
  code: 'GAD7',
  name: '广泛性焦虑量表 GAD-7',
  currentVersion: '1.0',
  versions: [v1],
};
