import { QueryClientProvider } from '@tanstack/react-query';
import { HOME_PATH } from '@xinmiao/shared';
import { Drawer, Layout } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useAccessState } from '../access/access-store.ts';
import { pageLookup } from '../access/page-lookup.ts';
import { useSession } from '../access/session-store.ts';
import { queryClient } from '../api/query-client.ts';
import './dayjs-locale.ts';
import { layoutRoutes } from '../access/shell-routes.ts';
import { ChangePasswordModal } from '../components/ChangePasswordModal.tsx';
import { DepartSwitchModal } from '../components/DepartSwitchModal.tsx';
import { useStore } from '../hooks/create-store.ts';
import { currentDevice, useDevice } from '../hooks/use-device.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { isOwnQueryWrite } from '../hooks/use-page-query.ts';
import { findRoute } from './current-route.ts';
import { isEmbedded } from './embedded.ts';
import { closeDialogs, dialogsStore } from './header/dialogs-store.ts';
import { GlobalHeader } from './header/GlobalHeader.tsx';
import { PLATFORM_DESCRIPTION_FOOTER } from './layout-text.ts';
import { PageHeader } from './PageHeader.tsx';
import { SideMenu } from './SideMenu.tsx';
import { SiderBrand } from './SiderBrand.tsx';
import { SettingDrawer } from './settings/SettingDrawer.tsx';
import { updateSettings, useSettings } from './settings/settings-store.ts';
import { KeepAliveOutlet } from './tabs/KeepAliveOutlet.tsx';
import { TabBar } from './tabs/TabBar.tsx';
import { tabGroupOf } from './tabs/tab-group.ts';
import { tabActions } from './tabs/tabs-runtime.ts';
import type { TabPage } from './tabs/tabs-store.ts';
import { useWelcomeNotice } from './welcome-notice.ts';
import './basic-layout.css';

const HOME_TAB: TabPage = { fullPath: HOME_PATH, path: HOME_PATH, title: '首页', keepAlive: true };
const SIDER_WIDTH = 200;
const SIDER_COLLAPSED_WIDTH = 80;
const FIXED_SIDER_STYLE = {
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: 10,
  overflow: 'auto',
} as const;
const DRAWER_WIDTH = { sidemenu: 200, topmenu: 208 } as const;

/** The signed-in shell: side or top navigation, header, tabs, page header and kept-alive pages. */
export function BasicLayout() {
  const settings = useSettings();
  const device = useDevice();
  const { built } = useAccessState();
  const location = useLocation();
  const dialogs = useStore(dialogsStore);
  // Accounts issued with an initial password (student accounts) change it before anything else.
  const mustChangePassword = useSession().info?.mustChangePassword === true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [embedded] = useState(() => isEmbedded());
  const routes = useMemo(() => (built ? layoutRoutes(built) : []), [built]);
  const menu = built?.menu ?? [];
  const route = findRoute(routes, location.pathname);
  const fullPath = `${location.pathname}${location.search}`;
  const mobile = device === 'mobile';
  const topmenu = settings.layout === 'topmenu';
  const multipage = settings.multipage && !mobile;
  const tabsConfig = useMemo(() => ({ home: HOME_TAB, multipage }), [multipage]);
  const darkNav = settings.navTheme === 'dark';

  useDocumentTitle(route?.title);
  useWelcomeNotice();
  // Tabs open on navigation only: a window narrowed to phone width for a moment (a turned tablet, a
  // screenshot) hides the tab bar but must not close the pages behind it. Turning tabs off in the
  // settings does collapse them to the current page.
  useEffect(() => {
    if (!route || route.kind === 'redirect') return;
    const navigationConfig = {
      home: HOME_TAB,
      multipage: settings.multipage && currentDevice() !== 'mobile',
    };
    tabActions.open(
      {
        fullPath,
        path: route.path,
        title: route.title,
        keepAlive: route.keepAlive,
        stateInQuery: isOwnQueryWrite(location.state),
        group: tabGroupOf(route.path, location.pathname),
      },
      navigationConfig,
    );
  }, [fullPath, location.pathname, location.state, route, settings.multipage]);
  useEffect(() => {
    if (device === 'tablet') updateSettings({ collapsed: true });
  }, [device]);

  // Stable callbacks keep the memoised header and menu from re-rendering with the layout.
  const toggle = useCallback(
    () => (mobile ? setDrawerOpen((v) => !v) : updateSettings({ collapsed: !settings.collapsed })),
    [mobile, settings.collapsed],
  );
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const siderFixed = settings.fixSiderbar && !topmenu && !mobile;
  const contentInset = siderFixed ? (settings.collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH) : 0;
  const showPageHeader =
    route && route.kind !== 'redirect' && !pageLookup().hidesHeaderContent(route.component);

  if (embedded) {
    // Inside a JeecgBoot console's frame: that console draws the menu, header and tabs.
    return (
      <QueryClientProvider client={queryClient}>
        <Layout style={{ minHeight: '100vh' }}>
          <Layout.Content>
            <div className="basic-layout__page">
              <KeepAliveOutlet keepAlive={route?.keepAlive === true} />
            </div>
          </Layout.Content>
          <ChangePasswordModal
            open={dialogs.password || mustChangePassword}
            required={mustChangePassword}
            onClose={() => closeDialogs('password')}
          />
        </Layout>
      </QueryClientProvider>
    );
  }

  return (
    <QueryClientProvider client={queryClient}>
      <Layout hasSider={!topmenu && !mobile} style={{ minHeight: '100vh' }}>
        {!topmenu && !mobile && (
          <Layout.Sider
            theme={settings.navTheme}
            width={SIDER_WIDTH}
            collapsedWidth={SIDER_COLLAPSED_WIDTH}
            collapsed={settings.collapsed}
            trigger={null}
            collapsible
            style={siderFixed ? FIXED_SIDER_STYLE : undefined}
          >
            <SiderBrand collapsed={settings.collapsed} dark={darkNav} />
            <SideMenu menu={menu} mode="inline" theme={settings.navTheme} collapsed={settings.collapsed} />
          </Layout.Sider>
        )}
        {mobile && (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={closeDrawer}
            size={DRAWER_WIDTH[settings.layout]}
            closable={false}
            styles={{ body: { padding: 0, background: darkNav ? '#001529' : '#fff' } }}
          >
            <SiderBrand collapsed={false} dark={darkNav} />
            <SideMenu menu={menu} mode="inline" theme={settings.navTheme} onNavigate={closeDrawer} />
          </Drawer>
        )}
        <Layout style={{ paddingInlineStart: contentInset, transition: 'padding 0.2s' }}>
          <GlobalHeader
            settings={settings}
            device={device}
            menu={menu}
            collapsed={settings.collapsed}
            onToggle={toggle}
          />
          <Layout.Content
            className={
              topmenu && settings.contentWidth === 'Fixed' ? 'basic-layout__content--fixed' : undefined
            }
          >
            {multipage && <TabBar config={tabsConfig} />}
            {showPageHeader && <PageHeader route={route} />}
            <div className="basic-layout__page">
              <KeepAliveOutlet keepAlive={route?.keepAlive === true} />
            </div>
          </Layout.Content>
          <Layout.Footer className="basic-layout__footer">{PLATFORM_DESCRIPTION_FOOTER}</Layout.Footer>
        </Layout>
        <SettingDrawer />
        <ChangePasswordModal
          open={dialogs.password || mustChangePassword}
          required={mustChangePassword}
          onClose={() => closeDialogs('password')}
        />
        {dialogs.depart && (
          <DepartSwitchModal
            departs={dialogs.depart.list}
            currentOrgCode={dialogs.depart.orgCode}
            onClose={() => closeDialogs('depart')}
          />
        )}
      </Layout>
    </QueryClientProvider>
  );
}
