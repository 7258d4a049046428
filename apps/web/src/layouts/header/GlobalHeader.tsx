import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { memo } from 'react';
import type { MenuNode } from '../../access/build-routes.ts';
import { useSession } from '../../access/session-store.ts';
import { Logo } from '../../components/Logo.tsx';
import type { Device } from '../../hooks/use-device.ts';
import { PLATFORM_NAME } from '../page-title.ts';
import { SideMenu } from '../SideMenu.tsx';
import type { Settings } from '../settings/settings-rules.ts';
import { greetingFor, WELCOME_LINE } from './greeting.ts';
import { UserMenu } from './UserMenu.tsx';
import { useHeaderVisibility } from './use-header-visibility.ts';

/** Top bar: menu toggle and welcome line (side layout) or logo and horizontal menu (top layout). */
export const GlobalHeader = memo(function GlobalHeader({
  settings,
  device,
  menu,
  collapsed,
  onToggle,
}: {
  settings: Settings;
  device: Device;
  menu: readonly MenuNode[];
  collapsed: boolean;
  onToggle: () => void;
}) {
  const visible = useHeaderVisibility(settings.fixedHeader && settings.autoHideHeader);
  const { realname, username } = useSession();
  const topmenu = settings.layout === 'topmenu';
  const mobile = device === 'mobile';
  const dark = topmenu && settings.navTheme === 'dark';
  const classes = [
    'global-header',
    settings.fixedHeader ? 'global-header--fixed' : '',
    visible ? '' : 'global-header--hidden',
    dark ? 'global-header--dark' : '',
  ].join(' ');
  const Trigger = collapsed || mobile ? MenuUnfoldOutlined : MenuFoldOutlined;
  return (
    <header className={classes}>
      {topmenu && (
        <div className="global-header__brand">
          <Logo size={28} />
          {!mobile && <span className="global-header__title">{PLATFORM_NAME}</span>}
        </div>
      )}
      {(!topmenu || mobile) && (
        <button
          type="button"
          className="header-action global-header__trigger"
          onClick={onToggle}
          aria-label="切换菜单"
        >
          <Trigger />
        </button>
      )}
      {topmenu && !mobile ? (
        <SideMenu menu={menu} mode="horizontal" theme={settings.navTheme} />
      ) : (
        <div className="global-header__welcome">
          {device === 'desktop' &&
            `${greetingFor(new Date().getHours())}，${realname || username}，${WELCOME_LINE}`}
        </div>
      )}
      <div className="global-header__right" style={topmenu && !mobile ? { width: 400 } : undefined}>
        <UserMenu menu={menu} />
      </div>
    </header>
  );
});
