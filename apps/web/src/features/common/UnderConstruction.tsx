import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useLocation } from 'react-router';
import { STANDALONE_ROUTES } from '../../access/shell-routes.ts';
import { BackButton } from '../../components/BackButton.tsx';

/**
 * Shown for menu pages whose area is listed in PLANNED_PAGES of the page registry, with the way
 * back (a full-screen page such as a cockpit has its own, `CockpitFrame`).
 */
export function UnderConstruction() {
  const { pathname } = useLocation();
  const standalone = STANDALONE_ROUTES.some((r) => r.path === pathname);
  return (
    <Result
      icon={<ToolOutlined />}
      title="建设中"
      subTitle="该功能正在建设中，完成后将在此处开放。"
      extra={standalone ? null : <BackButton />}
    />
  );
}
