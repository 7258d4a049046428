import type { OptionDef } from '../model.ts';

/** 是 is listed before 否 on the answer sheet, so answer 1 = 是 (1 point), 2 = 否 (0 points). */
export const YES_NO: readonly OptionDef[] = [
  { label: '是', score: 1 },
  { label: '否', score: 0 },
];
