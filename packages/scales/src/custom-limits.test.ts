import { describe, expect, it } from 'vitest';
import { parseCustomScale } from './custom.ts';
import { CUSTOM_SCALE_LIMITS as L } from './custom-limits.ts';
import { ScaleInputError } from './errors.ts';
import { parseItemBank } from './item-bank.ts';
import type { Condition } from './model.ts';

const options = [
  { label: '否', score: 0 },
  { label: '是', score: 1 },
];
const items = (n: number, text = (i: number) => `第${i}题`) =>
  Array.from({ length: n }, (_, i) => ({ number: i + 1, text: text(i + 1), dimension: 'A' }));
const rule = (i: number, when: Condition = { metric: { kind: 'total' }, op: '>=', value: 1 }) => ({
  id: `R${i}`,
  description: `规则${i}`,
  level: 1,
  when,
});
const base = { code: 'CAP', name: '上限', options, items: items(3), dimensions: [{ name: 'A' }] };

function problemsOf(definition: unknown): [string, string, string][] {
  try {
    parseCustomScale(definition);
  } catch (e) {
    if (e instanceof ScaleInputError) return e.problems.map((p) => [p.path, p.label, p.message]);
    throw e;
  }
  return [];
}

describe('custom scale size caps', () => {
  it('accepts a definition at every cap', () => {
    const full = {
      ...base,
      name: '名'.repeat(L.nameLength),
      options: Array.from({ length: L.options }, (_, i) => ({
        label: `${i}`.padEnd(L.labelLength, '级'),
        score: i,
      })),
      items: items(100, (i) => `${i}`.padEnd(L.itemTextLength, '字')),
      warnings: Array.from({ length: L.warnings }, (_, i) => rule(i)),
    };
    expect(problemsOf(full)).toEqual([]);
  });

  it('names the list or text that is too long, in Chinese', () => {
    const over = {
      ...base,
      name: '名'.repeat(L.nameLength + 1),
      options: Array.from({ length: L.options + 1 }, (_, i) => ({ label: `选项${i}`, score: i })),
      items: [...items(2), { number: 3, text: '字'.repeat(L.itemTextLength + 1), dimension: 'A' }],
      dimensions: [
        { name: 'A', bands: Array.from({ length: L.bands + 1 }, (_, i) => ({ min: i, label: `段${i}` })) },
      ],
      warnings: Array.from({ length: L.warnings + 1 }, (_, i) => rule(i)),
    };
    expect(problemsOf(over)).toEqual([
      ['name', '量表名称', `不能超过 ${L.nameLength} 个字符`],
      ['options', '选项', `不能超过 ${L.options} 项`],
      ['items[2].text', '第 3 题 › 题目文字', `不能超过 ${L.itemTextLength} 个字符`],
      ['dimensions[0].bands', '第 1 个维度 › 分段', `不能超过 ${L.bands} 项`],
      ['warnings', '预警规则', `不能超过 ${L.warnings} 项`],
    ]);
  });

  it('caps items, dimensions and alert items', () => {
    const over = {
      ...base,
      items: items(L.items + 1),
      dimensions: Array.from({ length: L.dimensions + 1 }, (_, i) => ({ name: i === 0 ? 'A' : `D${i}` })),
      alertItems: Array.from({ length: L.alertItems + 1 }, () => ({
        item: 1,
        when: { metric: { kind: 'itemScore', item: 1 }, op: '>=', value: 1 },
      })),
    };
    expect(problemsOf(over).map(([path, , message]) => [path, message])).toEqual([
      ['items', `不能超过 ${L.items} 项`],
      ['dimensions', `不能超过 ${L.dimensions} 项`],
      ['alertItems', `不能超过 ${L.alertItems} 项`],
    ]);
  });

  it('refuses 60,000 warning rules by size before validating them one by one', () => {
    const huge = { ...base, warnings: Array.from({ length: 60_000 }, (_, i) => rule(i)) };
    const problems = problemsOf(huge);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.[2]).toMatch(/^定义过大（\d+ KB），整个定义不能超过 512 KB$/);
    expect(() => parseCustomScale(huge)).toThrow('自定义量表定义无效：定义过大');
  });

  it('refuses conditions nested deeper than allowed, and hostile nesting without overflowing', () => {
    const nest = (levels: number): Condition =>
      levels === 0 ? { metric: { kind: 'total' }, op: '>=', value: 1 } : { any: [nest(levels - 1)] };
    expect(problemsOf({ ...base, warnings: [rule(0, nest(L.conditionDepth))] })).toEqual([]);
    expect(problemsOf({ ...base, warnings: [rule(0, nest(L.conditionDepth + 1))] })).toEqual([
      ['warnings[0].when', '第 1 条预警规则 › 条件', `条件嵌套不能超过 ${L.conditionDepth} 层 any/all`],
    ]);
    let deep: unknown = { metric: { kind: 'total' }, op: '>=', value: 1 };
    for (let i = 0; i < 100_000; i++) deep = { any: [deep] };
    expect(problemsOf({ ...base, warnings: [{ ...rule(0), when: deep }] })).toEqual([
      ['', '', `定义嵌套过深：对象和列表不能超过 ${L.depth} 层`],
    ]);
  });
});

describe('item bank caps', () => {
  it('limits wording and option labels', () => {
    const bank = {
      scale: 'GAD7',
      items: Array.from({ length: 8 }, (_, i) => ({
        number: i + 1,
        text: i === 0 ? '字'.repeat(L.itemTextLength + 1) : `题${i}`,
        ...(i === 1 ? { options: ['a', 'b', 'c', '级'.repeat(L.labelLength + 1)] } : {}),
      })),
    };
    const result = parseItemBank(bank);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [1, 'text', `不能超过 ${L.itemTextLength} 个字符`],
      [2, 'options[3]', `不能超过 ${L.labelLength} 个字符`],
    ]);
    const many = {
      scale: 'GAD7',
      items: Array.from({ length: 1001 }, (_, i) => ({ number: i + 1, text: 't' })),
    };
    const tooMany = parseItemBank(many);
    expect(!tooMany.ok && tooMany.errors[0]?.message).toBe('题库不能超过 1000 题');
  });
});
