import { describe, expect, it } from 'vitest';
import { openPageOptions } from './open-page-options.ts';

describe('openPageOptions', () => {
  it('offers the server-computed pages by section and drops empty sections', () => {
    const groups = [
      { title: '系统管理', pages: [{ path: '/system/logs', title: '系统日志' }] },
      { title: '空', pages: [] },
    ];
    expect(openPageOptions(groups)).toEqual([
      {
        label: '系统管理',
        title: '系统管理',
        options: [{ value: '/system/logs', label: '系统日志（/system/logs）' }],
      },
    ]);
  });
});
