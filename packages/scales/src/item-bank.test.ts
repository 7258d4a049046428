import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCustomScale } from './custom.ts';
import { applyItemBank, parseItemBank, parseItemBankRows } from './item-bank.ts';
import { itemBankTemplateRows } from './item-bank-template.ts';
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

describe('parseItemBank round trip and custom scales', () => {
  const mini = parseCustomScale({
    code: 'XM_MINI',
    name: '小量表',
    options: [
      { label: '否', score: 0 },
      { label: '是', score: 1 },
    ],
    items: [
      { number: 1, text: '甲' },
      { number: 2, text: '乙' },
    ],
  });

  it('re-parses an accepted bank with null source and null options unchanged', () => {
    const first = parseItemBankRows([header, ...rows(20).map((r) => r.slice(0, 2))], { scale: 'SDS' });
    if (!first.ok) throw new Error('expected ok');
    expect([first.bank.source, first.bank.items[0]?.options]).toEqual([null, null]);
    const again = parseItemBank(JSON.parse(JSON.stringify(first.bank)));
    expect(again).toEqual(first);
  });

  it('takes a bank for a custom scale when the caller passes the scale', () => {
    const bank = {
      scale: 'XM_MINI',
      items: [
        { number: 1, text: '授权甲' },
        { number: 2, text: '授权乙' },
      ],
    };
    const unknown = parseItemBank(bank);
    expect(!unknown.ok && unknown.errors[0]?.message).toMatch(/^未知量表：XM_MINI/);
    const result = parseItemBank(bank, { scale: mini });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(applyItemBank(resolveScaleVersion(mini), result.bank).items.map((i) => i.text)).toEqual([
      '授权甲',
      '授权乙',
    ]);
    const other = parseItemBank({ ...bank, scale: 'SDS' }, { scale: mini });
    expect(!other.ok && other.errors).toEqual([
      { row: null, field: 'scale', message: '题库的量表代码 SDS 与所选量表 XM_MINI 不一致' },
    ]);
    const fromRows = parseItemBankRows([header.slice(0, 2), ['1', 'a'], ['2', 'b']], { scale: mini });
    expect(fromRows.ok).toBe(true);
  });

  it('explains malformed fields in Chinese with their path', () => {
    const result = parseItemBank({ scale: 'SDS', items: [{ number: '1', text: 'a', note: 'x' }], extra: 1 });
    expect(!result.ok && result.errors).toEqual([
      { row: null, field: '(root)', message: '不支持的字段：extra' },
    ]);
    const item = parseItemBank({ scale: 'SDS', items: [{ number: '1', text: 'a', options: ['', 'b'] }] });
    expect(!item.ok && item.errors.filter((e) => e.row === 1)).toEqual([
      { row: 1, field: 'number', message: '应为数字，收到文字“1”' },
      { row: 1, field: 'options[0]', message: '选项文字不能为空' },
    ]);
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

  it('skips up to two title rows above the header and reports real row numbers', () => {
    const titled = [['SDS 题库模板'], ['说明：只改文字'], header, ...rows(20)];
    titled[6] = ['4', ''];
    const result = parseItemBankRows(titled, { scale: 'SDS' });
    expect(!result.ok && result.errors).toEqual([{ row: 7, field: '题目', message: '题目文字不能为空' }]);
    const tooLow = parseItemBankRows([['标题'], ['说明'], ['说明'], header, ...rows(20)], { scale: 'SDS' });
    expect(!tooLow.ok && tooLow.errors[0]?.field).toBe('header');
  });

  it('reads back the template rows of every built-in scale', () => {
    for (const code of ['SCL90', 'SDS', 'UPI', 'TYPE16', 'CZPC']) {
      const v = resolveScaleVersion(code);
      const result = parseItemBankRows(itemBankTemplateRows(v), { scale: code });
      if (!result.ok) throw new Error(`${code}: ${JSON.stringify(result.errors)}`);
      expect(applyItemBank(v, result.bank)).toEqual(v);
    }
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
