import { Menu, type MenuProps } from 'antd';
import { memo, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MenuNode } from '../access/build-routes.ts';
import { MenuIcon } from '../components/MenuIcon.tsx';
import { menuAncestors } from './current-route.ts';
import type { NavTheme } from './settings/settings-rules.ts';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: readonly MenuNode[], depth = 0): Item[] {
  return nodes.map((node) => ({
    key: node.path,
    label: node.title,
    icon: depth === 0 ? <MenuIcon name={node.icon} /> : undefined,
    children: node.children ? toItems(node.children, depth + 1) : undefined,
  }));
}

function findNode(nodes: readonly MenuNode[], path: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.path === path) return node;
    const inner = node.children && findNode(node.children, path);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Side (inline) or top (horizontal) menu; external entries open a new window. Memoised: the menu
 * tree is the costliest part of the shell (rc-menu renders every item twice, once to measure), and
 * the layout re-renders on every tab, notice or settings change that leaves the menu as it was.
 */
export const SideMenu = memo(function SideMenu({
  menu,
  mode,
  theme,
  collapsed = false,
  onNavigate,
}: {
  menu: readonly MenuNode[];
  mode: 'inline' | 'horizontal';
  theme: NavTheme;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => toItems(menu), [menu]);
  const [openKeys, setOpenKeys] = useState(() => menuAncestors(menu, pathname));
  // Navigating from elsewhere (search, tabs, shortcuts) opens the sections of the new page.
  useEffect(() => {
    const needed = menuAncestors(menu, pathname);
    setOpenKeys((open) =>
      needed.every((k) => open.includes(k)) ? open : [...new Set([...open, ...needed])],
    );
  }, [menu, pathname]);
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = findNode(menu, key);
    if (node?.external) window.open(node.external, '_blank', 'noopener');
    else navigate(key);
    onNavigate?.();
  };
  const inlineProps =
    mode === 'inline' && !collapsed ? { openKeys, onOpenChange: (keys: string[]) => setOpenKeys(keys) } : {};
  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={[pathname]}
      onClick={onClick}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      style={
        mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 'none' } : { borderInlineEnd: 'none' }
      }
      {...inlineProps}
    />
  );
});
