import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../access/build-routes.ts';
import { openPageOptions } from './open-page-options.ts';

const node = (title: string, path: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  title,
  path,
  ...extra,
});

describe('openPageOptions', () => {
  it('offers the console pages of the menu by section, without external links or route parameters', () => {
    const menu = [
      node('首页', '/dashboard/analysis'),
      node('系统管理', '/system', {
        children: [
          node('系统日志', '/system/logs'),
          node('帮助', '/help', { external: 'https://example.com' }),
          node('详情', '/system/detail/:id'),
        ],
      }),
    ];
    expect(openPageOptions(menu)).toEqual([
      {
        label: '系统管理',
        title: '系统管理',
        options: [{ value: '/system/logs', label: '系统日志（/system/logs）' }],
      },
    ]);
  });
});
