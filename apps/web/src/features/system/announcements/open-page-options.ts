import type { MenuNode } from '../../../access/build-routes.ts';
import { shortcutGroups } from '../../dashboard/analysis/shortcut-groups.ts';

export type OpenPageOption = { label: string; title: string; options: { value: string; label: string }[] };

/**
 * 处理页面 choices: the console pages of the menu, grouped by section. External links and pages with
 * route parameters are left out: `去处理` only navigates inside the console.
 */
export function openPageOptions(menu: readonly MenuNode[]): OpenPageOption[] {
  return shortcutGroups(menu)
    .map((group) => ({
      label: group.title,
      title: group.title,
      options: group.links
        .filter((link) => !link.external && /^\/(?![/\\])[^\s:]*$/.test(link.path))
        .map((link) => ({ value: link.path, label: `${link.title}（${link.path}）` })),
    }))
    .filter((group) => group.options.length > 0);
}
