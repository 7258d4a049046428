import { describe, expect, it } from 'vitest';
import { BUILT_IN_SCALES, resolveScaleVersion } from './registry.ts';
import {
  CLINICAL_SCALES,
  CONFIRM_WORDING_SCALES,
  clinicalWordsIn,
  DESCRIPTIVE_ONLY_SCALES,
  purposeMarkersIn,
} from './student-facing.ts';

/** Every version of every built-in scale, with the settings that add items (UPI 辅助题). */
const SHEETS = BUILT_IN_SCALES.flatMap((scale) =>
  scale.versions.flatMap((entry) => [
    resolveScaleVersion(scale.code, entry.version),
    ...(scale.code === 'UPI'
      ? [resolveScaleVersion(scale.code, entry.version, { supplementary: true })]
      : []),
  ]),
);

describe('student-facing wording of the built-in scales', () => {
  it.each(SHEETS.map((v) => [`${v.code} ${v.version} (${v.items.length} 题)`, v] as const))(
    '%s: no item or option reveals its purpose',
    (_name, version) => {
      const shown = version.items.flatMap((item) => [item.text, ...item.options.map((o) => o.label)]);
      expect(shown.flatMap((text) => purposeMarkersIn(text).map((m) => `${text} → ${m}`))).toEqual([]);
    },
  );

  it('the markers are caught wherever they stand', () => {
    expect(purposeMarkersIn('身体状况良好（正向陈述，测伪题）')).toEqual(['测伪']);
    expect(purposeMarkersIn('对学习与考试的担忧（学习焦虑条目）')).toEqual(['（学习焦虑条目）']);
    expect(purposeMarkersIn('社会期望作答（效度核查）')).toEqual(['效度']);
    expect(purposeMarkersIn('我最近睡得不好')).toEqual([]);
  });

  it('names a clinical scale’s factors, scores and bands as words a student may not read', () => {
    expect(clinicalWordsIn('你的精神病性因子偏高，总分 180，属中度', ['精神病性'])).toEqual(
      expect.arrayContaining(['总分', '中度', '精神病性']),
    );
    expect(clinicalWordsIn('从这次作答来看，你最近的整体状态比较平稳。', ['抑郁'])).toEqual([]);
  });

  it('descriptive-only scales are exactly those whose built-in items repeat one description', () => {
    for (const version of SHEETS) {
      // The item number set after a description does not make it a question.
      const texts = version.items.map((i) => i.text.replace(/（第 \d+ 项）$/, ''));
      const repeats = texts.length - new Set(texts).size;
      expect([version.code, repeats > 0]).toEqual([version.code, DESCRIPTIVE_ONLY_SCALES.has(version.code)]);
    }
  });

  it('the scales that need a wording confirmation are clinical and answerable', () => {
    for (const code of CONFIRM_WORDING_SCALES) {
      expect([code, CLINICAL_SCALES.has(code), DESCRIPTIVE_ONLY_SCALES.has(code)]).toEqual([
        code,
        true,
        false,
      ]);
    }
  });
});
