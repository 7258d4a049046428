/**
 * A 生涯问卷 as the scale designer stores it: four items over two dimensions, the first with its own
 * 分段 wording, and a total with two. `extra` overrides fields (a clinical mark, a warning rule) to
 * see them refused.
 */
export const workValuesQuestionnaire = (extra: Record<string, unknown> = {}) => ({
  code: 'XM_WORK_VALUES',
  name: '职业价值观问卷',
  clinical: false,
  career: true,
  options: [
    { label: '不看重', score: 1 },
    { label: '一般', score: 2 },
    { label: '很看重', score: 3 },
  ],
  items: [
    { number: 1, text: '工作能帮助别人', dimension: '助人' },
    { number: 2, text: '工作对社会有益', dimension: '助人' },
    { number: 3, text: '工作收入高', dimension: '报酬' },
    { number: 4, text: '工作福利好', dimension: '报酬' },
  ],
  dimensions: [
    {
      name: '助人',
      bands: [
        { min: 2, label: '助人取向一般' },
        { min: 5, label: '助人取向突出' },
      ],
    },
    { name: '报酬' },
  ],
  totalBands: [
    { min: 4, label: '价值观尚在形成' },
    { min: 9, label: '价值观清晰' },
  ],
  ...extra,
});
