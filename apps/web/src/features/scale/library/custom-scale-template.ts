/** Starting point of a new custom scale: the shape parseCustomScale accepts, ready to be edited. */
export const CUSTOM_SCALE_TEMPLATE = {
  code: 'MY_SCALE',
  name: '自定义量表名称',
  version: '1.0',
  clinical: true,
  career: false,
  options: [
    { label: '从不', score: 1 },
    { label: '有时', score: 2 },
    { label: '经常', score: 3 },
    { label: '总是', score: 4 },
  ],
  items: [
    { number: 1, text: '第 1 题题干', dimension: '维度一' },
    { number: 2, text: '第 2 题题干（反向计分）', dimension: '维度一', reverse: true },
    { number: 3, text: '第 3 题题干', dimension: '维度二' },
  ],
  dimensions: [
    {
      name: '维度一',
      bands: [
        { min: 0, label: '正常' },
        { min: 6, label: '关注' },
      ],
    },
    { name: '维度二' },
  ],
  totalBands: [
    { min: 0, label: '良好' },
    { min: 9, label: '需关注' },
  ],
  warnings: [
    {
      id: 'total.high',
      description: '总分 ≥ 10',
      level: 1,
      basis: 'score',
      when: { metric: { kind: 'total' }, op: '>=', value: 10 },
    },
  ],
  alertItems: [{ item: 3, when: { metric: { kind: 'itemScore', item: 3 }, op: '>=', value: 4 } }],
};

export const CUSTOM_SCALE_HELP =
  '字段说明：options 为所有题目共用的选项及得分；items 的 dimension 指向 dimensions 中的维度，reverse 为反向计分；' +
  'totalBands / dimensions.bands 为按原始分下限递增的分段；warnings.level 1–3 对应三级/二级/一级预警；' +
  'when 条件的 metric.kind 可为 total、mean、factorRaw、factorMean、itemScore、itemOption、countItems。' +
  '修改题目或计分规则时请填写新的版本号。';
