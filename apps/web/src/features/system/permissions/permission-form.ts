import type { PermissionEditInput, PermissionNode } from '@xinmiao/shared';

/** JeecgBoot's menu types. */
export const MENU_TYPES: Record<number, string> = { 0: '一级菜单', 1: '子菜单', 2: '按钮' };

export type PermissionFormValues = {
  menuType: number;
  name: string;
  url: string;
  component: string;
  perms: string;
  icon: string;
  sortNo: number;
  route: boolean;
  hidden: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
};

export function formValuesOf(node: PermissionNode): PermissionFormValues {
  return {
    menuType: node.menuType,
    name: node.name,
    url: node.url ?? '',
    component: node.component ?? '',
    perms: node.perms ?? '',
    icon: node.icon ?? '',
    sortNo: node.sortNo,
    route: node.route,
    hidden: node.hidden,
    keepAlive: node.keepAlive,
    alwaysShow: node.alwaysShow,
    internalOrExternal: node.internalOrExternal,
  };
}

/**
 * The edit request: the school's own fields from the form, the structure as the catalogue has it
 * (the server refuses any structural change, decisions §21).
 */
export function editBody(node: PermissionNode, values: PermissionFormValues): PermissionEditInput {
  return {
    id: node.id,
    name: values.name.trim(),
    icon: values.icon || null,
    sortNo: values.sortNo,
    hidden: values.hidden,
    keepAlive: values.keepAlive,
    alwaysShow: values.alwaysShow,
    url: node.url,
    component: node.component,
    menuType: node.menuType,
    perms: node.perms,
    parentId: node.parentId,
  };
}
