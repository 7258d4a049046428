import type { RiskLevel, RiskRuleKind } from '@xinmiao/shared';
import type { RE2JS } from 're2js';
import { compilePattern } from '../dict/index.ts';
import { type NormalisedText, normaliseForRisk } from './risk-normalise.ts';

export type RiskRuleRow = { id: string; ruleKind: RiskRuleKind; ruleText: string; level: RiskLevel };

/** A rule ready to run: its phrase normalised like the text, or its pattern compiled for RE2. */
export type PreparedRule = {
  rule: RiskRuleRow;
  compact: string;
  /** The phrase's pinyin, when it has Han characters to disguise. */
  spelled: string | null;
  pattern: RE2JS | null;
};

/** Where a rule matched, in code units of the text's `compact` form. */
export type RiskMatch = { rule: RiskRuleRow; start: number; end: number };

export function prepareRule(rule: RiskRuleRow): PreparedRule {
  if (rule.ruleKind === 'pattern') {
    return { rule, compact: '', spelled: null, pattern: compilePattern(rule.ruleText) };
  }
  const phrase = normaliseForRisk(rule.ruleText);
  const spelled = phrase.spelled === phrase.compact ? null : phrase.spelled;
  return { rule, compact: phrase.compact, spelled, pattern: null };
}

/**
 * The matching rule of the highest level (the first listed among equals), or null. Phrases match the
 * compact text, or its pinyin where the match spans whole syllables and at least one character was
 * typed as a letter (so `相似` never reads as `想死`, while `xiang死` and `xiangsi` do). Patterns run
 * on RE2 over the compact text. Linear in the text for each rule.
 */
export function findRisk(text: NormalisedText, rules: readonly PreparedRule[]): RiskMatch | null {
  let best: RiskMatch | null = null;
  for (const prepared of rules) {
    if (best && best.rule.level >= prepared.rule.level) continue;
    const found = matchRule(text, prepared);
    if (found) best = { rule: prepared.rule, ...found };
  }
  return best;
}

function matchRule(text: NormalisedText, prepared: PreparedRule): { start: number; end: number } | null {
  if (prepared.rule.ruleKind === 'pattern') {
    const matcher = prepared.pattern?.matcher(text.compact);
    return matcher?.find() ? { start: matcher.start(), end: matcher.end() } : null;
  }
  if (prepared.compact === '') return null;
  const at = text.compact.indexOf(prepared.compact);
  if (at >= 0) return { start: at, end: at + prepared.compact.length };
  return prepared.spelled ? matchSpelled(text, prepared.spelled) : null;
}

function matchSpelled(text: NormalisedText, phrase: string): { start: number; end: number } | null {
  for (let at = text.spelled.indexOf(phrase); at >= 0; at = text.spelled.indexOf(phrase, at + 1)) {
    const end = at + phrase.length;
    const aligned =
      text.spelledStart[at] === true && (end === text.spelled.length || text.spelledStart[end] === true);
    if (!aligned || !text.spelledTyped.slice(at, end).includes(true)) continue;
    const last = text.spelledSource[end - 1] ?? 0;
    return { start: text.spelledSource[at] ?? 0, end: nextCharEnd(text.compact, last) };
  }
  return null;
}

const nextCharEnd = (compact: string, index: number) =>
  index + ((compact.codePointAt(index) ?? 0) > 0xffff ? 2 : 1);

const EXCERPT_CONTEXT = 40;

/** The original text around a match, whitespace collapsed, at most about a hundred characters. */
export function excerptOf(original: string, text: NormalisedText, match: RiskMatch): string {
  const from = text.compactOrigin[match.start] ?? 0;
  const to = (text.compactOrigin[Math.max(match.end - 1, match.start)] ?? from) + 1;
  const start = Math.max(0, from - EXCERPT_CONTEXT);
  const end = Math.min(original.length, Math.max(to, from + 20) + EXCERPT_CONTEXT);
  const body = original.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${body}${end < original.length ? '…' : ''}`;
}
