import { describe, expect, it } from 'vitest';
import { resolveScaleVersion } from './registry.ts';

function assertPartition(code: string, expected: number[]) {
  const v = resolveScaleVersion(code);
  const all = v.dimensions.flatMap((d) => [...d.items]);
  expect(new Set(all).size, `${code}: an item is in two dimensions`).toBe(all.length);
  expect([...all].sort((a, b) => a - b)).toEqual(expected);
}

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('dimension maps partition the items as scales.md states', () => {
  it('SCL-90: ten factors partition 1–90 with the reference sizes', () => {
    assertPartition('SCL90', oneTo(90));
    const sizes = Object.fromEntries(
      resolveScaleVersion('SCL90').dimensions.map((d) => [d.name, d.items.length]),
    );
    expect(sizes).toEqual({
      躯体化: 12,
      强迫症状: 10,
      人际关系敏感: 9,
      抑郁: 13,
      焦虑: 10,
      敌对: 6,
      恐怖: 7,
      偏执: 6,
      精神病性: 10,
      其他: 7,
    });
  });

  it('SCL-90: factors are not contiguous ranges (a known public bug)', () => {
    const v = resolveScaleVersion('SCL90');
    const somat = v.dimensions.find((d) => d.name === '躯体化');
    expect(somat?.items).toEqual([1, 4, 12, 27, 40, 42, 48, 49, 52, 53, 56, 58]);
    expect(v.dimensions.find((d) => d.name === '其他')?.items).toEqual([19, 44, 59, 60, 64, 66, 89]);
  });

  it('MHT: 8 content scales + lie scale partition 1–100; total covers the 90 content items', () => {
    assertPartition('MHT', oneTo(100));
    const v = resolveScaleVersion('MHT');
    expect(v.dimensions.find((d) => d.name === '效度(测谎)量表')?.items).toEqual([
      82, 84, 86, 88, 90, 92, 94, 96, 98, 100,
    ]);
    expect(v.items.filter((i) => i.inTotal).map((i) => i.number)).toEqual(
      oneTo(100).filter((n) => n <= 81 || n % 2 === 1),
    );
  });

  it('UPI: total covers 1–60 except lie items 5, 20, 35, 50 (56 items)', () => {
    const inTotal = resolveScaleVersion('UPI')
      .items.filter((i) => i.inTotal)
      .map((i) => i.number);
    expect(inTotal).toEqual(oneTo(60).filter((n) => ![5, 20, 35, 50].includes(n)));
    const withSupp = resolveScaleVersion('UPI', undefined, { supplementary: true });
    expect(withSupp.items).toHaveLength(64);
    expect(withSupp.items.filter((i) => i.inTotal)).toHaveLength(56);
  });

  it('TYPE16, RIASEC and CZPC dimensions partition their items', () => {
    assertPartition('TYPE16', oneTo(32));
    assertPartition('RIASEC', oneTo(48));
    assertPartition('CZPC', oneTo(24));
    for (const code of ['TYPE16', 'RIASEC', 'CZPC']) {
      const sizes = resolveScaleVersion(code).dimensions.map((d) => d.items.length);
      expect(new Set(sizes).size, code).toBe(1);
    }
  });

  it('reverse keys are baked into option scores exactly for the reference items', () => {
    const reversedItems = (code: string) =>
      resolveScaleVersion(code)
        .items.filter((i) => (i.options[0]?.score ?? 0) > (i.options[3]?.score ?? 0))
        .map((i) => i.number);
    expect(reversedItems('SDS')).toEqual([2, 5, 6, 11, 12, 14, 16, 17, 18, 20]);
    expect(reversedItems('SAS')).toEqual([5, 9, 13, 17, 19]);
  });
});
