import type { PermissionNode } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { editBody, formValuesOf } from './permission-form.ts';

const node: PermissionNode = {
  id: '1',
  key: '1',
  title: '减压星球',
  parentId: '0',
  name: '减压星球',
  url: '/relax/planet',
  component: 'relax/planet',
  componentName: null,
  redirect: null,
  menuType: 1,
  perms: null,
  permsType: '1',
  sortNo: 1,
  icon: null,
  route: true,
  leaf: false,
  keepAlive: false,
  hidden: false,
  alwaysShow: false,
  internalOrExternal: false,
  status: '1',
  ruleFlag: 0,
  overridden: false,
};

describe('菜单 edit body', () => {
  it('sends the school’s fields and the catalogue’s structure, whatever the form holds', () => {
    const values = {
      ...formValuesOf(node),
      name: ' 放松 ',
      icon: 'heart',
      url: '/evil',
      component: 'x',
      hidden: true,
    };
    expect(editBody(node, values)).toEqual({
      id: '1',
      name: '放松',
      icon: 'heart',
      sortNo: 1,
      hidden: true,
      keepAlive: false,
      alwaysShow: false,
      url: '/relax/planet',
      component: 'relax/planet',
      menuType: 1,
      perms: null,
      parentId: '0',
    });
  });

  it('clears the icon with an empty choice', () => {
    expect(editBody(node, { ...formValuesOf(node), icon: '' }).icon).toBeNull();
  });
});
