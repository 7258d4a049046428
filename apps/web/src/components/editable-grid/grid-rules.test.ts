import { describe, expect, it } from 'vitest';
import { createAddThrottle } from './add-throttle.ts';
import { acceptNumberKeystroke, isOn, numberOnBlur, switchValue, tagsText } from './cell-values.ts';
import { attachChildren, needsLoading, withPlaceholders } from './lazy-tree.ts';
import { footerRows } from './statistics.ts';
import type { GridColumn } from './types.ts';
import { validateFormAndTables } from './validate-form-and-tables.ts';
import { validateRows } from './validation.ts';

describe('cell values', () => {
  it('joins a tags cell every 2 characters with ;', () => {
    expect(tagsText('abcde')).toBe('ab;cd;e');
    expect(tagsText('ab;cd')).toBe('ab;cd');
    expect(tagsText('')).toBe('');
  });

  it('reverts a keystroke that does not keep a number, and converts on blur', () => {
    expect(acceptNumberKeystroke('1', '1.')).toBe('1.');
    expect(acceptNumberKeystroke('', '-')).toBe('-');
    expect(acceptNumberKeystroke('12', '12a')).toBe('12');
    expect(numberOnBlur('-3.5')).toBe(-3.5);
    expect(numberOnBlur('1.')).toBeNull();
    expect(numberOnBlur('')).toBeNull();
  });

  it('reads switch values: first option on, second off, empty off', () => {
    expect(isOn('Y')).toBe(true);
    expect(isOn('')).toBe(false);
    expect(isOn('1', ['1', '0'])).toBe(true);
    expect(switchValue(false, ['1', '0'])).toBe('0');
  });
});

describe('add throttle', () => {
  it('refuses a second add within 1500 ms and allows it after', () => {
    let t = 10_000;
    const allow = createAddThrottle(() => t);
    expect(allow()).toBe(true);
    t += 1499;
    expect(allow()).toBe(false);
    t += 1;
    expect(allow()).toBe(true);
  });
});

describe('footer statistics', () => {
  it('shows 合计 and 平均 rows for the columns that ask, ignoring empty cells', () => {
    const columns: GridColumn[] = [
      { key: 'score', title: '分数', type: 'inputNumber', statistics: ['sum', 'average'] },
      { key: 'count', title: '人数', type: 'inputNumber', statistics: ['sum'] },
    ];
    const rows = [
      { id: '1', score: 0.1, count: 2 },
      { id: '2', score: 0.2, count: '' },
      { id: '3', score: '', count: 3 },
    ];
    expect(footerRows(columns, rows)).toEqual([
      { kind: 'sum', label: '合计', values: { score: '0.3', count: '5' } },
      { kind: 'average', label: '平均', values: { score: '0.15' } },
    ]);
    expect(footerRows([{ key: 'x', title: 'x', type: 'input' }], rows)).toEqual([]);
  });
});

describe('grid validation', () => {
  const columns: GridColumn[] = [
    {
      key: 'code',
      title: '编码',
      type: 'input',
      validateRules: [
        { required: true, message: '请输入编码' },
        { pattern: 'only', message: '编码不能重复' },
      ],
    },
    {
      key: 'phone',
      title: '手机',
      type: 'input',
      validateRules: [{ pattern: 'm', message: '手机号格式不正确' }],
    },
    {
      key: 'name',
      title: '名称',
      type: 'input',
      validateRules: [
        { pattern: /^[\u4e00-\u9fa5]*$/, message: '只能输入中文' },
        { message: '名称已被占用', handler: async (v) => (v === '占用' ? '名称已被占用' : null) },
      ],
    },
  ];

  it('reports required, unique, preset, pattern and handler failures with their messages', async () => {
    const errors = await validateRows(columns, [
      { id: '1', code: '', phone: '', name: '好' },
      { id: '2', code: 'a', phone: '12345', name: 'abc' },
      { id: '3', code: 'a', phone: '13912345678', name: '占用' },
    ]);
    expect(errors).toEqual([
      { rowId: '1', key: 'code', message: '请输入编码' },
      { rowId: '2', key: 'code', message: '编码不能重复' },
      { rowId: '2', key: 'phone', message: '手机号格式不正确' },
      { rowId: '2', key: 'name', message: '只能输入中文' },
      { rowId: '3', key: 'code', message: '编码不能重复' },
      { rowId: '3', key: 'name', message: '名称已被占用' },
    ]);
  });

  it('passes valid rows', async () => {
    expect(await validateRows(columns, [{ id: '1', code: 'a', phone: '', name: '好' }])).toEqual([]);
  });
});

describe('validateFormAndTables', () => {
  const seen: string[] = [];
  const checked = (tab: string, message: string | null) => async () => {
    seen.push(tab);
    return message;
  };
  it('stops at the main form before any table', async () => {
    seen.length = 0;
    const result = await validateFormAndTables(
      () => Promise.reject(new Error('form')),
      [{ tabKey: 't1', validate: checked('t1', null) }],
      (tab) => seen.push(`activate ${tab}`),
    );
    expect(result).toEqual({ ok: false, stage: 'form' });
    expect(seen).toEqual([]);
  });

  it('activates the first failing table’s tab and checks no further', async () => {
    seen.length = 0;
    const result = await validateFormAndTables(
      () => Promise.resolve(),
      [
        { tabKey: 't1', validate: checked('t1', null) },
        { tabKey: 't2', validate: checked('t2', '请输入编码') },
        { tabKey: 't3', validate: checked('t3', '不会到这里') },
      ],
      (tab) => seen.push(`activate ${tab}`),
    );
    expect(result).toEqual({ ok: false, stage: 'table', tabKey: 't2', message: '请输入编码' });
    expect(seen).toEqual(['t1', 't2', 'activate t2']);
  });
});

describe('lazy tree rows', () => {
  it('gives a placeholder child, replaces it with loaded children, and makes a childless row a leaf', () => {
    const rows = withPlaceholders([{ id: 'p', hasChildren: true }, { id: 'q' }]);
    expect(needsLoading(rows[0] as never)).toBe(true);
    expect(rows[1]?.children).toBeUndefined();
    const loaded = attachChildren(rows, 'p', [{ id: 'c1' }, { id: 'c2', hasChildren: true }]);
    expect(loaded[0]?.children?.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(needsLoading(loaded[0] as never)).toBe(false);
    expect(needsLoading(loaded[0]?.children?.[1] as never)).toBe(true);
    const leaf = attachChildren(rows, 'p', []);
    expect(leaf[0]).toEqual({ id: 'p', hasChildren: false });
  });
});
