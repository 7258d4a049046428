import {
  ClearOutlined,
  ClusterOutlined,
  ControlOutlined,
  KeyOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { MenuNode } from '../../access/build-routes.ts';
import { loginUrl } from '../../access/guard.ts';
import { logout, refreshDictCache } from '../../access/session-actions.ts';
import { useSession } from '../../access/session-store.ts';
import { avatarUrl } from '../../components/avatar-url.ts';
import { settingsDrawerStore } from '../settings/settings-store.ts';
import { openChangePassword, openDepartSwitch } from './dialogs-store.ts';
import { MenuSearch } from './MenuSearch.tsx';
import { NoticeBell } from './NoticeBell.tsx';

export const LOGOUT_CONFIRM = '真的要注销登录吗 ?';

const items: MenuProps['items'] = [
  { key: 'center', icon: <UserOutlined />, label: '个人中心' },
  { key: 'settings', icon: <SettingOutlined />, label: '账户设置' },
  { key: 'system', icon: <ControlOutlined />, label: '系统设置' },
  { key: 'password', icon: <KeyOutlined />, label: '密码修改' },
  { key: 'depart', icon: <ClusterOutlined />, label: '切换部门' },
  { key: 'cache', icon: <ClearOutlined />, label: '清理缓存' },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
];

/** Right side of the header: menu search, notices and the user's dropdown (spec §2 top-bar user menu). */
export function UserMenu({ menu }: { menu: readonly MenuNode[] }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { modal, message } = App.useApp();

  const confirmLogout = () =>
    modal.confirm({
      title: '提示',
      content: LOGOUT_CONFIRM,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        const back = `${location.pathname}${location.search}`;
        await logout();
        navigate(loginUrl(back), { replace: true });
      },
    });

  const clearCache = () =>
    refreshDictCache()
      .then(() => message.success('刷新缓存完成！'))
      .catch(() => message.warning('刷新缓存失败！'));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'center') navigate('/account/center');
    else if (key === 'settings') navigate('/account/settings/base');
    else if (key === 'system') settingsDrawerStore.set(true);
    else if (key === 'password') openChangePassword();
    else if (key === 'depart') void openDepartSwitch();
    else if (key === 'cache') void clearCache();
    else if (key === 'logout') confirmLogout();
  };

  const name = session.realname || session.username;
  return (
    <div className="user-menu">
      <MenuSearch menu={menu} />
      <NoticeBell />
      <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click', 'hover']}>
        <button type="button" className="header-action user-menu__account" aria-label={name}>
          <Avatar size="small" src={avatarUrl(session.avatar)} icon={<UserOutlined />} />
          <span className="user-menu__name">{name}</span>
        </button>
      </Dropdown>
    </div>
  );
}
