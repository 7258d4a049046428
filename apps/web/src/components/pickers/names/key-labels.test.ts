import { describe, expect, it } from 'vitest';
import { keyBatches, keyLabels } from './key-labels.ts';

describe('keyLabels', () => {
  it('shows bare keys while the names load', () => {
    expect(keyLabels(['a', 'b'], undefined)).toEqual([
      { key: 'a', text: 'a', status: 'pending' },
      { key: 'b', text: 'b', status: 'pending' },
    ]);
  });

  it('names known keys, prefers the dialog’s rows, and marks keys the server does not know', () => {
    const names = new Map([['a', '林心怡']]);
    expect(keyLabels(['a', 'gone', 'c'], names, new Map([['c', '陈班主']]))).toEqual([
      { key: 'a', text: '林心怡', status: 'named' },
      { key: 'gone', text: 'gone（不存在）', status: 'missing' },
      { key: 'c', text: '陈班主', status: 'named' },
    ]);
  });
});

describe('keyBatches', () => {
  it('ends every batch with a comma, so one key is an in-match too', () => {
    expect(keyBatches(['admin'])).toEqual(['admin,']);
    expect(keyBatches([])).toEqual([]);
  });

  it('keeps each batch within the filter length', () => {
    expect(keyBatches(['aaaa', 'bbbb', 'cccc'], 10)).toEqual(['aaaa,bbbb,', 'cccc,']);
    const many = Array.from({ length: 100 }, (_, i) => `user_${String(i).padStart(4, '0')}`);
    const batches = keyBatches(many);
    expect(batches.every((b) => b.length <= 200)).toBe(true);
    expect(batches.join('').split(',').filter(Boolean)).toEqual(many);
  });
});
