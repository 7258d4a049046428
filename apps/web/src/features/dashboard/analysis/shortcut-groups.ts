import { HOME_PATH } from '@xinmiao/shared';
import type { MenuNode } from '../../../access/build-routes.ts';

export type ShortcutGroup = {
  title: string;
  icon?: string;
  links: { path: string; title: string; external?: string }[];
};

function leaves(node: MenuNode): MenuNode[] {
  return node.children ? node.children.flatMap(leaves) : [node];
}

/** The menu's leaf pages grouped by top-level section, without the home page itself. */
export function shortcutGroups(menu: readonly MenuNode[]): ShortcutGroup[] {
  return menu
    .map((section) => ({
      title: section.title,
      icon: section.icon,
      links: leaves(section)
        .filter((leaf) => leaf.path !== HOME_PATH)
        .map((leaf) => ({ path: leaf.path, title: leaf.title, external: leaf.external })),
    }))
    .filter((group) => group.links.length > 0);
}
