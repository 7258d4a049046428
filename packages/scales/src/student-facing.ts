import type { ScaleVersion } from './model.ts';

/**
 * What a student may see of a scale, in one place (issue 20). Every student-facing text (item
 * wording on the answer sheet, report lines) is checked here, and the server and console ask these
 * sets rather than keeping lists of their own.
 */

/**
 * Clinical screening scales: a student's report and the student API never show their factor names,
 * 总分/标准分/阳性项目数 or severity bands. Career and personality profiles (RIASEC, TYPE16, CZPC)
 * are student-facing by design and are not listed.
 */
export const CLINICAL_SCALES: ReadonlySet<string> = new Set([
  'SCL90',
  'SDS',
  'SAS',
  'PHQ9',
  'GAD7',
  'MHT',
  'UPI',
]);

/**
 * Built-in wording that names constructs instead of asking a question (15 MHT items read the same):
 * staff may preview it, students may not answer it until the school imports its licensed wording.
 */
export const DESCRIPTIVE_ONLY_SCALES: ReadonlySet<string> = new Set(['MHT', 'UPI']);

/**
 * Clinical scales whose built-in items are distinct questions, answerable but in Xinmiao's
 * descriptive words: publishing them unimported needs the admin's named confirmation.
 */
export const CONFIRM_WORDING_SCALES: ReadonlySet<string> = new Set(['PHQ9', 'GAD7', 'SDS', 'SAS', 'SCL90']);

export const isClinicalScale = (code: string): boolean => CLINICAL_SCALES.has(code);

/**
 * Whether a scale version is clinical: a custom scale by its 临床量表 mark, a built-in one by code.
 * Only clinical scales' results open warnings.
 */
export const isClinicalVersion = (version: Pick<ScaleVersion, 'code' | 'clinical'>): boolean =>
  version.clinical ?? isClinicalScale(version.code);

/** Words a student must never read because they reveal an item's purpose. */
const PURPOSE_MARKERS: readonly RegExp[] = [/测伪/, /测谎/, /效度/, /[（(][^（）()]*条目[）)]/];

/** Words a student must never read in a clinical scale's report: scores, bands, diagnoses. */
const CLINICAL_WORDS: readonly RegExp[] = [
  /总分/,
  /标准分/,
  /阳性项目/,
  /阳性/,
  /阴性/,
  /常模/,
  /(轻度|中度|中重度|重度|偏重|严重)(抑郁|焦虑|异常|症状)?/,
  /诊断/,
  /第一类|第二类|第三类/,
];

/** Why `text` may not be shown to a student: the markers it contains (empty when it may). */
export function purposeMarkersIn(text: string): string[] {
  return PURPOSE_MARKERS.flatMap((re) => text.match(re)?.[0] ?? []);
}

/**
 * Why `text` may not be shown to a student in a clinical scale's report: purpose markers, scoring
 * words, severity bands and the scale's own factor names (`factors`).
 */
export function clinicalWordsIn(text: string, factors: readonly string[]): string[] {
  return [
    ...purposeMarkersIn(text),
    ...CLINICAL_WORDS.flatMap((re) => text.match(re)?.[0] ?? []),
    ...factors.filter((name) => text.includes(name)),
  ];
}
