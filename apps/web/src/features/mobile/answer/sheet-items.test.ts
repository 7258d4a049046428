import type { MySheet } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { flattenSheet } from './sheet-items.ts';

const scale = (scaleCode: string, count: number, instruction: string | null = null) => ({
  scaleCode,
  title: scaleCode,
  instruction,
  items: Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    text: `${scaleCode} 第${i + 1}题`,
    options: ['否', '是'],
    optional: false,
  })),
});

describe('the answer sheet in answering order', () => {
  it('numbers each scale from 1, as the scale prints it, not by position in the task', () => {
    const sheet: MySheet = {
      taskId: 't1',
      name: '春季心理普查',
      taskStatus: 'open',
      endAt: null,
      makeupEndAt: null,
      attemptStatus: 'in_progress',
      reportIds: [],
      consentText: '',
      guardianConsent: false,
      scales: [scale('PHQ9', 9, '在过去两周里，…'), scale('GAD7', 7)],
      answers: {},
      revision: 1,
    };
    const items = flattenSheet(sheet);
    expect(items).toHaveLength(16);
    expect(items.map((item) => `${item.scaleCode}.${item.number}`).slice(8, 11)).toEqual([
      'PHQ9.9',
      'GAD7.1',
      'GAD7.2',
    ]);
    // Every item carries its own scale's stem, so the one on screen is always the right one.
    expect(items[8]?.instruction).toBe('在过去两周里，…');
    expect(items[9]?.instruction).toBeNull();
  });
});
