import { cmp, makeItems, options, total, validityRules } from '../builders.ts';
import type { BandCut, ItemDef, ScaleVersion, WarningRule } from '../model.ts';

export const FREQUENCY_LABELS = ['完全不会', '好几天', '一半以上的天数', '几乎每天'];
const DIFFICULTY_LABELS = ['没有困难', '有些困难', '非常困难', '极其困难'];

export interface PfizerSpec {
  readonly code: string;
  readonly name: string;
  readonly texts: readonly string[];
  /** The stem every item answers: the two-week window and the frequency the options count. */
  readonly instruction: string;
  /** Wording of the trailing, unscored functioning item. */
  readonly functionText: string;
  /** Ascending bands on the total. */
  readonly bands: readonly BandCut[];
  readonly itemRules: readonly WarningRule[];
  readonly alertItems: ScaleVersion['alertItems'];
  /** [level, inclusive lower bound] of score-based warning levels. */
  readonly totalLevels: readonly (readonly [1 | 2 | 3, number])[];
}

/** Shared shape of PHQ-9 and GAD-7: 0–3 items, a total, and an optional unscored functioning item. */
export function buildPfizer(
  spec: PfizerSpec,
  s: { minSecondsPerItem: number | null; straightLining: boolean },
): Omit<ScaleVersion, 'settings' | 'version'> {
  const scored = makeItems(spec.texts, () => options(FREQUENCY_LABELS, 0));
  const functionItem: ItemDef = {
    number: scored.length + 1,
    text: spec.functionText,
    options: options(DIFFICULTY_LABELS, 0),
    inTotal: false,
    optional: true,
  };
  const bands = [...spec.bands].reverse().map((b) => ({ label: b.label, when: cmp(total, '>=', b.min) }));
  return {
    code: spec.code,
    name: spec.name,
    instruction: spec.instruction,
    items: [...scored, functionItem],
    dimensions: [],
    hasTotal: true,
    positiveMinScore: null,
    standard: null,
    bands,
    defaultBand: spec.bands[0]?.label ?? null,
    alertItems: spec.alertItems,
    rules: [
      ...validityRules(spec.code, scored.length, s),
      ...spec.itemRules,
      ...spec.totalLevels.map(
        ([level, min]): WarningRule => ({
          id: `${spec.code}.total.${min}`,
          description: `总分 ≥ ${min}`,
          outcome: level,
          basis: 'score',
          when: cmp(total, '>=', min),
        }),
      ),
    ],
    norms: [],
    profile: null,
  };
}
