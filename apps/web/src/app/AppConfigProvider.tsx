import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';

/**
 * zh-CN antd with the theme colour. `autoInsertSpace: false` stops antd turning two-character
 * labels such as 确定 into "确 定", which users (and tests) would not recognise. A system set to
 * reduce motion gets dialogs, drawers and menus that appear without zooming or sliding.
 */
export function AppConfigProvider({ primaryColor, children }: { primaryColor: string; children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={zhCN}
      button={{ autoInsertSpace: false }}
      theme={{ token: { colorPrimary: primaryColor, motion: !reducedMotion } }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
