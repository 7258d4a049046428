import { describe, expect, it } from 'vitest';
import { excerptOf, findRisk, prepareRule, type RiskRuleRow } from './risk-match.ts';
import { normaliseForRisk } from './risk-normalise.ts';

const rule = (
  ruleText: string,
  level: 1 | 2 | 3 = 3,
  ruleKind: 'phrase' | 'pattern' = 'phrase',
): RiskRuleRow => ({
  id: ruleText,
  ruleKind,
  ruleText,
  level,
});
const rules = [
  rule('想死'),
  rule('不想活'),
  rule('崩溃', 1),
  rule('(割|划).{0,3}(手腕|手臂)', 3, 'pattern'),
].map(prepareRule);
const hitOf = (text: string) => findRisk(normaliseForRisk(text), rules)?.rule.ruleText ?? null;

describe('the risk check reads disguised phrases', () => {
  it('drops spaces, punctuation, symbols and zero-width characters', () => {
    expect(hitOf('我 想 死')).toBe('想死');
    expect(hitOf('我想，死。')).toBe('想死');
    expect(hitOf('想\u200b死😢')).toBe('想死');
    expect(hitOf('想-_-死')).toBe('想死');
  });

  it('reads full-width letters as ASCII', () => {
    expect(normaliseForRisk('ＸＩＡＮＧ　ｓｉ').compact).toBe('xiangsi');
    expect(hitOf('我ＸＩＡＮＧ　ｓｉ')).toBe('想死');
  });

  it('meets pinyin, whole or mixed with characters, in syllables', () => {
    expect(hitOf('wo xiang si')).toBe('想死');
    expect(hitOf('我想si了')).toBe('想死');
    expect(hitOf('bu xiang huo le')).toBe('不想活');
    expect(hitOf('XiangSi')).toBe('想死');
  });

  it('does not read a homophone written in characters as the phrase', () => {
    expect(hitOf('这两张图很相似')).toBeNull();
    expect(hitOf('相似xiangsi的图')).toBe('想死');
    expect(hitOf('今天天气很好')).toBeNull();
  });

  it('runs patterns on the compact text and returns the highest level among matches', () => {
    expect(hitOf('我用小刀 划 了手臂')).toBe('(割|划).{0,3}(手腕|手臂)');
    expect(hitOf('好崩溃，我想死')).toBe('想死');
    expect(hitOf('好崩溃')).toBe('崩溃');
  });

  it('quotes the original text around the match', () => {
    const text = `${'今天上课很累。'.repeat(20)}晚上回到宿舍，我 想 死。${'明天还要考试。'.repeat(20)}`;
    const normalised = normaliseForRisk(text);
    const match = findRisk(normalised, rules);
    if (!match) throw new Error('no match');
    const excerpt = excerptOf(text, normalised, match);
    expect(excerpt).toContain('我 想 死');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThan(110);
  });
});
