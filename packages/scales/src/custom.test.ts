import { describe, expect, it } from 'vitest';
import { parseCustomScale } from './custom.ts';
import { ScaleInputError } from './errors.ts';
import { score } from './score.ts';

describe('CZPC growth assessment (custom scale)', () => {
  it('sums dimensions with reverse items and bands them', () => {
    // Every item answered 总是 (5): forward items 5, the reverse third item of each dimension 1.
    const answers = Array.from({ length: 24 }, () => 5);
    answers[2] = 1; // 学习习惯 reverse item answered 从不 → 5
    const r = score('CZPC', answers);
    expect(r.factors.学习习惯).toEqual({ raw: 20, mean: 5, band: '优秀' });
    expect(r.factors.情绪管理).toEqual({ raw: 16, mean: 4, band: '优秀' });
    expect(r.total).toBe(20 + 16 * 5);
    expect([r.band, r.level, r.valid]).toEqual(['优秀', 0, true]);
  });

  it('band edges 9/10 and 15/16 on a dimension, 59/60 on the total', () => {
    const dim = (a: number, b: number, c: number, d: number) => {
      const answers = Array.from({ length: 24 }, () => 3);
      answers.splice(0, 4, a, b, c, d);
      return score('CZPC', answers).factors.学习习惯;
    };
    expect(dim(3, 3, 5, 2)?.band).toBe('待提升'); // 3+3+1+2 = 9
    expect(dim(3, 3, 5, 3)?.band).toBe('良好'); // 10
    expect(dim(5, 5, 3, 2)?.band).toBe('良好'); // 15
    expect(dim(5, 5, 3, 3)?.band).toBe('优秀'); // 16
    const low: number[] = Array.from({ length: 24 }, (_, i) => (i % 4 === 2 ? 4 : 2)); // 2·18 + 2·6 = 48
    low[0] = 5;
    low[1] = 5;
    low[4] = 5;
    low[5] = 5; // +12 → 60
    expect([score('CZPC', low).total, score('CZPC', low).band]).toEqual([60, '良好']);
    low[5] = 4;
    expect([score('CZPC', low).total, score('CZPC', low).band]).toEqual([59, '待提升']);
  });
});

describe('parseCustomScale', () => {
  const base = {
    code: 'MINI',
    name: '小量表',
    options: [
      { label: '否', score: 0 },
      { label: '是', score: 1 },
    ],
    items: [
      { number: 1, text: '甲', dimension: 'A' },
      { number: 2, text: '乙', dimension: 'A' },
      { number: 3, text: '丙', dimension: 'B', reverse: true },
    ],
    dimensions: [{ name: 'A' }, { name: 'B' }],
    warnings: [
      {
        id: 'MINI.a',
        description: 'A 全是',
        level: 2,
        when: { metric: { kind: 'factorRaw', factor: 'A' }, op: '>=', value: 2 },
      },
    ],
    alertItems: [{ item: 3, when: { metric: { kind: 'itemOption', item: 3 }, op: '==', value: 1 } }],
  };

  it('scores a valid definition including warnings and alert items', () => {
    const mini = parseCustomScale(base);
    const r = score(mini, [2, 2, 1]);
    expect([r.scale, r.total, r.level, r.alerts, r.factors.B?.raw]).toEqual(['MINI', 3, 2, [3], 1]);
    expect(score(mini, [2, 1, 2]).level).toBe(0);
  });

  it('carries the stem a centre writes before the items; none when it writes none', () => {
    const stem = '请根据最近一个月的情况作答。';
    expect(parseCustomScale({ ...base, instruction: stem }).versions[0]?.resolve().instruction).toBe(stem);
    expect(parseCustomScale(base).versions[0]?.resolve().instruction).toBeUndefined();
  });

  it('reports every cross-reference problem at once', () => {
    const broken = {
      ...base,
      items: [
        { number: 1, text: '甲', dimension: 'A' },
        { number: 3, text: '乙', dimension: 'Z' },
      ],
      warnings: [
        { ...base.warnings[0], when: { metric: { kind: 'factorRaw', factor: 'Q' }, op: '>=', value: 1 } },
      ],
    };
    let error: unknown;
    try {
      parseCustomScale(broken);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ScaleInputError);
    const message = (error as ScaleInputError).message;
    for (const part of [
      '题号应为 2',
      '未定义的维度「Z」',
      '维度「B」没有题目',
      '未定义的维度「Q」',
      '第 3 题不存在',
    ]) {
      expect(message).toContain(part);
    }
  });

  it('rejects schema violations', () => {
    expect(() => parseCustomScale({ ...base, code: 'bad code' })).toThrow(ScaleInputError);
    expect(() => parseCustomScale({ ...base, options: [{ label: '只有一个', score: 1 }] })).toThrow(
      'options',
    );
  });

  it('explains nested schema problems in Chinese, each with its path', () => {
    const broken = {
      ...base,
      name: '',
      options: [{ label: '否', score: 'x' }],
      items: [...base.items.slice(0, 2), { number: 3, text: '丙', dimension: 'B', weight: 2 }],
      warnings: [
        { ...base.warnings[0], level: 5 },
        { ...base.warnings[0], id: 'MINI.b', when: { metric: { kind: 'bogus' }, op: '>', value: 1 } },
        {
          ...base.warnings[0],
          id: 'MINI.c',
          when: { metric: { kind: 'itemScore', item: 0 }, op: '!=', value: 1 },
        },
        { ...base.warnings[0], id: 'MINI.d', when: { sometimes: [] } },
      ],
    };
    let error: unknown;
    try {
      parseCustomScale(broken);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ScaleInputError);
    const { problems, message } = error as ScaleInputError;
    expect(problems.map((p) => [p.path, p.label, p.message])).toEqual([
      ['name', '量表名称', '不能为空'],
      ['options[0].score', '第 1 个选项 › 分值', '应为数字，收到文字“x”'],
      ['options', '选项', '至少需要 2 项'],
      ['items[2]', '第 3 题', '不支持的字段：weight'],
      ['warnings[0].level', '第 1 条预警规则 › 预警级别', '应为 1、2、3 之一'],
      [
        'warnings[1].when.metric.kind',
        '第 2 条预警规则 › 条件 › 指标 › 指标类型',
        '应为 "total"、"mean"、"factorRaw"、"factorMean"、"itemScore"、"itemOption"、"countItems" 之一',
      ],
      ['warnings[2].when.metric.item', '第 3 条预警规则 › 条件 › 指标 › 题号', '不能小于 1'],
      ['warnings[2].when.op', '第 3 条预警规则 › 条件 › 比较符', '应为 ">"、">="、"<"、"<="、"==" 之一'],
      [
        'warnings[3].when',
        '第 4 条预警规则 › 条件',
        '条件应写成 {metric, op, value}、{any: [条件…]} 或 {all: [条件…]}',
      ],
    ]);
    expect(message).toContain('第 3 题（items[2]）：不支持的字段：weight');
    expect(message).not.toMatch(/Invalid|expected|Too small|Unrecognized/);
  });

  it('gives cross-reference problems a path too', () => {
    const dup = { ...base, dimensions: [{ name: 'A' }, { name: 'B' }, { name: 'A' }] };
    expect(() => parseCustomScale(dup)).toThrow(
      '第 3 个维度 › 维度名称（dimensions[2].name）：维度「A」重复',
    );
  });
});
