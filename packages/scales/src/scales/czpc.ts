import { defineCustomScale } from '../custom.ts';
import type { CustomScaleDefinition } from '../custom-schema.ts';

const DIMENSIONS: readonly { name: string; items: readonly (readonly [string, boolean])[] }[] = [
  {
    name: '学习习惯',
    items: [
      ['按计划完成学习任务', false],
      ['课前预习、课后复习', false],
      ['学习时容易分心拖延', true],
      ['主动寻找学习资源', false],
    ],
  },
  {
    name: '情绪管理',
    items: [
      ['能觉察自己的情绪变化', false],
      ['遇到挫折时能调整心态', false],
      ['情绪波动影响日常生活', true],
      ['用恰当方式表达不满', false],
    ],
  },
  {
    name: '人际交往',
    items: [
      ['主动与同学交流合作', false],
      ['能倾听并理解他人', false],
      ['与人相处常感到困难', true],
      ['遇到矛盾能沟通解决', false],
    ],
  },
  {
    name: '自我认知',
    items: [
      ['了解自己的优点和不足', false],
      ['对自己有信心', false],
      ['常否定自己的能力', true],
      ['能接纳真实的自己', false],
    ],
  },
  {
    name: '生涯规划',
    items: [
      ['对未来有初步目标', false],
      ['了解感兴趣的专业或职业', false],
      ['对未来方向感到迷茫', true],
      ['为目标采取实际行动', false],
    ],
  },
  {
    name: '生活自理',
    items: [
      ['作息规律', false],
      ['能安排好个人事务', false],
      ['生活琐事常依赖他人', true],
      ['能合理安排课余时间', false],
    ],
  },
];

const DIMENSION_BANDS = [
  { min: 4, label: '待提升' },
  { min: 10, label: '良好' },
  { min: 16, label: '优秀' },
];

/** 成长测评: 24 items (1–5) in six 4-item dimensions; dimension sums 4–20 and total 24–120 map to bands. */
export const CZPC_DEFINITION: CustomScaleDefinition = {
  code: 'CZPC',
  name: '成长测评',
  version: '1.0',
  options: [
    { label: '从不', score: 1 },
    { label: '很少', score: 2 },
    { label: '有时', score: 3 },
    { label: '经常', score: 4 },
    { label: '总是', score: 5 },
  ],
  items: DIMENSIONS.flatMap((d, k) =>
    d.items.map(([text, reverse], i) => ({ number: k * 4 + i + 1, text, dimension: d.name, reverse })),
  ),
  dimensions: DIMENSIONS.map((d) => ({ name: d.name, bands: DIMENSION_BANDS })),
  totalBands: [
    { min: 24, label: '待提升' },
    { min: 60, label: '良好' },
    { min: 96, label: '优秀' },
  ],
};

export const CZPC = defineCustomScale(CZPC_DEFINITION);
