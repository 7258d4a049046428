import { describe, expect, it } from 'vitest';
import { enableVersionConfirm } from './enable-version-text.ts';

describe('enableVersionConfirm', () => {
  it('names every package that uses the scale', () => {
    const text = enableVersionConfirm(
      { source: 'custom', packages: ['新生普查', '复测'] },
      { version: '1.0-题库1', source: 'import' },
    );
    expect(text).toEqual({
      title: '启用版本 1.0-题库1',
      content:
        '该量表被以下测评套餐使用：「新生普查」、「复测」，启用新版本后新的测评将使用新版本，确定启用？',
    });
  });

  it('says when no package uses it, and that a built-in keeps its scoring', () => {
    expect(
      enableVersionConfirm({ source: 'builtin', packages: [] }, { version: '1.0-题库2', source: 'import' })
        .content,
    ).toBe(
      '内置量表的计分、常模与预警规则不变，只使用该版本的题目文字。启用后新的测评将使用版本 1.0-题库2，确定启用？',
    );
    expect(
      enableVersionConfirm({ source: 'builtin', packages: [] }, { version: '1.0', source: 'builtin' })
        .content,
    ).toBe('启用后新的测评将使用版本 1.0，确定启用？');
  });
});
