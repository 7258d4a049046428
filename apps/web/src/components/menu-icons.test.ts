import {
  AppstoreOutlined,
  BarChartOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { flattenCatalog } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { menuIcon } from './menu-icons.ts';

describe('menu icons', () => {
  it('maps ant-design-vue 1.x names to @ant-design/icons', () => {
    expect(menuIcon('home')).toBe(HomeOutlined);
    expect(menuIcon('setting')).toBe(SettingOutlined);
    expect(menuIcon('bar-chart')).toBe(BarChartOutlined);
    expect(menuIcon('folder-open')).toBe(FolderOpenOutlined);
    expect(menuIcon('appstore')).toBe(AppstoreOutlined);
  });

  it('still reads @ant-design/icons names and knows nothing else', () => {
    expect(menuIcon('SettingOutlined')).toBe(SettingOutlined);
    expect(menuIcon('FolderOpenOutlined')).toBe(FolderOpenOutlined);
    expect(menuIcon('no-such-icon')).toBeNull();
    expect(menuIcon('constructor')).toBeNull();
    expect(menuIcon(undefined)).toBeNull();
  });

  it('has an icon for every icon the catalogue names', () => {
    const missing = flattenCatalog()
      .map((p) => p.icon)
      .filter((icon): icon is string => Boolean(icon) && menuIcon(icon) === null);
    expect(missing).toEqual([]);
  });
});
