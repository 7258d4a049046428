import data from 'china-area-data/data.json';
import { describe, expect, it } from 'vitest';
import { type AreaData, childrenOf, regionPath, regionText, regionTree } from './region-data.ts';

const area = data as AreaData;

describe('region data', () => {
  it('lists the provinces under root 86, Shanxi as 140000', () => {
    const provinces = childrenOf(area, '86');
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces).toContainEqual({ value: '140000', label: '山西省' });
  });

  it('builds three levels', () => {
    const shanxi = regionTree(area).find((p) => p.value === '140000');
    const taiyuan = shanxi?.children?.find((c) => c.value === '140100');
    expect(taiyuan?.label).toBe('太原市');
    expect(taiyuan?.children?.some((a) => a.label === '小店区')).toBe(true);
  });

  it('finds the path and text of an area code', () => {
    expect(regionPath(area, '140105')).toEqual(['140000', '140100', '140105']);
    expect(regionText(area, '140105')).toBe('山西省/太原市/小店区');
    expect(regionPath(area, '140000')).toEqual(['140000']);
    expect(regionPath(area, '999999')).toEqual([]);
  });
});
