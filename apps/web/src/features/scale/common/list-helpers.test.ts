import { describe, expect, it } from 'vitest';
import { collectAnswers } from '../library/answer-sheet.ts';
import { parseTsv } from './tsv.ts';

describe('parseTsv', () => {
  it('splits Excel clipboard text, unwraps quoted cells and drops trailing blank lines', () => {
    const text = '题号\t题目\r\n1\t"含\t制表符"\r\n2\t"两行\n文字"\r\n\r\n';
    expect(parseTsv(text)).toEqual([
      ['题号', '题目'],
      ['1', '含\t制表符'],
      ['2', '两行\n文字'],
    ]);
  });
});

describe('collectAnswers', () => {
  const item = (number: number, optional = false) => ({
    number,
    text: `第${number}题`,
    inTotal: !optional,
    optional,
    options: [
      { label: '否', score: 0 },
      { label: '是', score: 1 },
    ],
  });
  const items = [item(1), item(2), item(3, true)];

  it('names the first unanswered required item', () => {
    expect(collectAnswers(items, [1, undefined, 2])).toEqual({ missing: 2 });
  });

  it('lets optional trailing items stay blank', () => {
    expect(collectAnswers(items, [1, 2])).toEqual({ answers: [1, 2] });
    expect(collectAnswers(items, [1, 2, 1])).toEqual({ answers: [1, 2, 1] });
  });
});
