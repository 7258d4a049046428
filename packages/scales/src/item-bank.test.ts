import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyItemBank, parseItemBank, parseItemBankRows } from './item-bank.ts';
import { resolveScaleVersion } from './registry.ts';
import { score } from './score.ts';

const sample = readFileSync(new URL('../samples/item-bank-sample.json', import.meta.url), 'utf8');

const header = ['题号', '题目', '选项1', '选项2', '选项3', '选项4'];
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => [String(i + 1), `第${i + 1}题授权文字`, '甲', '乙', '丙', '丁']);

describe('parseItemBank (JSON)', () => {
  it('accepts the documented sample and applies it without touching scores', () => {
    const result = parseItemBank(sample);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([result.bank.scale, result.bank.version, result.bank.items.length]).toEqual(['SDS', '1.0', 20]);
    const v = resolveScaleVersion('SDS');
    const worded = applyItemBank(v, result.bank);
    expect(worded.items[0]?.text).toBe(result.bank.items[0]?.text);
    expect(worded.items[1]?.options).toEqual(v.items[1]?.options);
    expect(worded.items.map((i) => i.options.map((o) => o.score))).toEqual(
      v.items.map((i) => i.options.map((o) => o.score)),
    );
    expect(v.items[0]?.text).not.toBe(worded.items[0]?.text);
  });

  it('reports every row error and returns no bank', () => {
    const bank = JSON.parse(sample) as { items: { number: number; text: string; options?: string[] }[] };
    bank.items[2] = { number: 3, text: '  ', options: ['a', 'b', 'c', 'd'] };
    bank.items[4] = { number: 5, text: 'x', options: ['a', 'b', 'c'] };
    bank.items[6] = { number: 9, text: 'y' };
    bank.items.pop();
    const result = parseItemBank(bank);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'text'],
      [null, 'items'],
      [5, 'options'],
      [7, 'number'],
    ]);
  });

  it('rejects bad JSON, unknown scales and wrong versions as whole-file errors', () => {
    const bad = parseItemBank('{');
    expect(!bad.ok && bad.errors[0]?.field).toBe('(file)');
    const unknown = parseItemBank({ scale: 'XYZ', items: [{ number: 1, text: 'a' }] });
    expect(!unknown.ok && unknown.errors[0]?.message).toMatch(/^未知量表：XYZ/);
    const version = parseItemBank({ scale: 'SDS', version: '2.0', items: [{ number: 1, text: 'a' }] });
    expect(!version.ok && version.errors[0]?.message).toMatch(/没有版本 2.0/);
  });

  it('checks the item count of the version with its settings (UPI with 辅助题)', () => {
    const items = Array.from({ length: 64 }, (_, i) => ({ number: i + 1, text: `条目${i + 1}` }));
    expect(parseItemBank({ scale: 'UPI', items }).ok).toBe(false);
    expect(parseItemBank({ scale: 'UPI', items }, { settings: { supplementary: true } }).ok).toBe(true);
  });
});

describe('parseItemBankRows (spreadsheet)', () => {
  it('accepts header + rows, skips blank rows, and keeps built-in labels when option cells are empty', () => {
    const data = rows(20);
    data[3] = ['4', '第4题授权文字'];
    const result = parseItemBankRows([header, ...data.slice(0, 10), ['', ''], ...data.slice(10)], {
      scale: 'SDS',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.bank.items[0]?.options).toEqual(['甲', '乙', '丙', '丁']);
    expect(result.bank.items[3]?.options).toBeNull();
  });

  it('reports spreadsheet row numbers', () => {
    const data = rows(20);
    data[1] = ['x', '', '甲', '', '丙', '丁'];
    data[5] = ['6', '文字', '甲', '乙'];
    const result = parseItemBankRows([header, ...data], { scale: 'SDS' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.row, e.field])).toEqual([
      [3, '题号'],
      [3, '题目'],
      [3, '选项2'],
      [7, 'options'],
    ]);
    const noHeader = parseItemBankRows(data, { scale: 'SDS' });
    expect(!noHeader.ok && noHeader.errors[0]?.field).toBe('header');
  });

  it('wording never changes scores', () => {
    const result = parseItemBankRows([header, ...rows(20)], { scale: 'SDS' });
    if (!result.ok) throw new Error('expected ok');
    const answers = Array.from({ length: 20 }, (_, i) => (i % 4) + 1);
    const v = applyItemBank(resolveScaleVersion('SDS'), result.bank);
    expect(v.items[0]?.options.map((o) => o.label)).toEqual(['甲', '乙', '丙', '丁']);
    expect(score('SDS', answers).total).toBe(50);
  });
});
