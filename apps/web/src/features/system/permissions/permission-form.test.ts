import { describe, expect, it } from 'vitest';
import { menuNode } from '../../../testing/records.ts';
import { editBody, formValuesOf } from './permission-form.ts';

const node = menuNode({ id: '1', name: '减压星球', url: '/relax/planet', component: 'relax/planet' });

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
