import { HOME_PATH } from '@xinmiao/shared';
import { Link } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { PLATFORM_NAME } from './page-title.ts';

export function SiderBrand({ collapsed, dark }: { collapsed: boolean; dark: boolean }) {
  return (
    <Link to={HOME_PATH} className={`sider-brand${dark ? ' sider-brand--dark' : ''}`}>
      <Logo size={30} />
      {!collapsed && <span>{PLATFORM_NAME}</span>}
    </Link>
  );
}
