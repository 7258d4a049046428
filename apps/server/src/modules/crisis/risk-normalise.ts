import { pinyin } from 'pinyin-pro';

/**
 * A text as the risk check reads it. `compact` is the text after NFKC (full-width letters and digits
 * become ASCII), lower-cased, with everything but letters and digits dropped (spaces, punctuation,
 * symbols, emoji, zero-width characters), so `想 死`, `想，死` and `想\u200b死` read `想死`.
 * `spelled` is `compact` with every Han character replaced by its toneless pinyin (ü as v), so a
 * phrase disguised in pinyin (`xiang si`, `想si`) meets the phrase's own spelling.
 */
export type NormalisedText = {
  compact: string;
  /** Offset in the original text of each code unit of `compact`. */
  compactOrigin: number[];
  spelled: string;
  /** Index in `compact` of each code unit of `spelled`. */
  spelledSource: number[];
  /** Whether each code unit of `spelled` was typed as a letter or digit rather than spelled from Han. */
  spelledTyped: boolean[];
  /** Whether a syllable (or a typed character) starts at each index of `spelled`. */
  spelledStart: boolean[];
};

const HAN = /\p{Script=Han}/u;
const KEPT = /[\p{L}\p{N}]/u;

/** Normalises a text for the risk check; linear in its length. */
export function normaliseForRisk(text: string): NormalisedText {
  let compact = '';
  const compactOrigin: number[] = [];
  let offset = 0;
  for (const char of text) {
    for (const unit of char.normalize('NFKC').toLowerCase()) {
      if (!KEPT.test(unit)) continue;
      compact += unit;
      for (let i = 0; i < unit.length; i++) compactOrigin.push(offset);
    }
    offset += char.length;
  }
  return { compact, compactOrigin, ...spell(compact) };
}

function spell(compact: string) {
  const chars = Array.from(compact);
  // One call for the whole text lets pinyin-pro read polyphones in context (了 le in 不想活了).
  const syllables = pinyin(compact, { toneType: 'none', type: 'array', v: true });
  const inStep = syllables.length === chars.length;
  let spelled = '';
  const spelledSource: number[] = [];
  const spelledTyped: boolean[] = [];
  const spelledStart: boolean[] = [];
  let at = 0;
  chars.forEach((char, i) => {
    const han = HAN.test(char);
    const piece = han
      ? ((inStep ? syllables[i] : undefined) ?? pinyin(char, { toneType: 'none', v: true }))
      : char;
    for (let k = 0; k < piece.length; k++) {
      spelled += piece[k];
      spelledSource.push(at);
      spelledTyped.push(!han);
      spelledStart.push(k === 0 || !han);
    }
    at += char.length;
  });
  return { spelled, spelledSource, spelledTyped, spelledStart };
}
