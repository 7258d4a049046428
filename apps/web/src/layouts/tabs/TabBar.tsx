import { App, Dropdown, type MenuProps, Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { tabActions, tabsStore, useTabs } from './tabs-runtime.ts';
import type { TabsConfig } from './tabs-store.ts';

const contextItems: MenuProps['items'] = [
  { key: 'refresh', label: '刷新' },
  { key: 'closeLeft', label: '关闭左侧' },
  { key: 'closeRight', label: '关闭右侧' },
  { key: 'closeOthers', label: '关闭其它' },
];

/** Open pages as tabs; right-click for refresh / close left / close right / close others. */
export function TabBar({ config }: { config: TabsConfig }) {
  const tabs = useTabs();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const current = `${location.pathname}${location.search}`;

  const after = (warning: string | undefined) => {
    if (warning) message.warning(warning);
    const { active } = tabsStore.get();
    if (active && active !== current) navigate(active);
  };

  const onContext = (key: string, action: string) => {
    if (action === 'refresh') tabActions.refresh(key);
    else if (action === 'closeLeft') after(tabActions.closeLeft(key, config));
    else if (action === 'closeRight') after(tabActions.closeRight(key, config));
    else if (action === 'closeOthers') after(tabActions.closeOthers(key, config));
  };

  return (
    <Tabs
      className="tab-bar"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={current}
      onChange={(key) => navigate(key)}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') after(tabActions.close(key, config));
      }}
      items={tabs.pages.map((page) => ({
        key: page.fullPath,
        label: (
          <Dropdown
            trigger={['contextMenu']}
            menu={{ items: contextItems, onClick: ({ key }) => onContext(page.fullPath, key) }}
          >
            <span data-testid="tab-label">{page.title}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
