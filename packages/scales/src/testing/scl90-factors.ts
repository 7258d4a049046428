/** SCL-90 factor items copied from scales.md, so tests check the engine against the spec, not itself. */
export const SCL90_CLINICAL_FACTORS: [string, number[]][] = [
  ['躯体化', [1, 4, 12, 27, 40, 42, 48, 49, 52, 53, 56, 58]],
  ['强迫症状', [3, 9, 10, 28, 38, 45, 46, 51, 55, 65]],
  ['人际关系敏感', [6, 21, 34, 36, 37, 41, 61, 69, 73]],
  ['抑郁', [5, 14, 15, 20, 22, 26, 29, 30, 31, 32, 54, 71, 79]],
  ['焦虑', [2, 17, 23, 33, 39, 57, 72, 78, 80, 86]],
  ['敌对', [11, 24, 63, 67, 74, 81]],
  ['恐怖', [13, 25, 47, 50, 70, 75, 82]],
  ['偏执', [8, 18, 43, 68, 76, 83]],
  ['精神病性', [7, 16, 35, 62, 77, 84, 85, 87, 88, 90]],
];

/** Items of the 其他 factor: scored and shown, but outside the clinical factors. */
export const SCL90_OTHER_ITEMS = [19, 44, 59, 60, 64, 66, 89];
