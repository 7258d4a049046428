import type { PermissionTreeNode } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { allKeys, toggleGrant } from './grant-tree.ts';

const node = (key: string, children?: PermissionTreeNode[]): PermissionTreeNode => ({
  key,
  title: key,
  value: key,
  slotTitle: key,
  parentId: null,
  icon: null,
  menuType: children ? 0 : 2,
  isLeaf: !children,
  ruleFlag: false,
  ...(children ? { children } : {}),
});

const tree = [
  node('system', [node('roles', [node('role:add'), node('role:edit')]), node('users', [node('user:add')])]),
];

describe('授权 tree', () => {
  it('granting a button grants its page and folder, not its siblings', () => {
    expect([...toggleGrant(tree, new Set(), 'role:add', true)].sort()).toEqual([
      'role:add',
      'roles',
      'system',
    ]);
  });

  it('withdrawing a page withdraws its buttons and leaves the folder and other pages', () => {
    const all = new Set(allKeys(tree));
    expect([...toggleGrant(tree, all, 'roles', false)].sort()).toEqual(['system', 'user:add', 'users']);
  });

  it('lists every key', () => {
    expect(allKeys(tree)).toEqual(['system', 'roles', 'role:add', 'role:edit', 'users', 'user:add']);
  });
});
