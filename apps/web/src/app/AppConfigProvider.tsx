import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';

/**
 * zh-CN antd with the theme colour. `autoInsertSpace: false` stops antd turning two-character
 * labels such as 确定 into "确 定", which users (and tests) would not recognise.
 */
export function AppConfigProvider({ primaryColor, children }: { primaryColor: string; children: ReactNode }) {
  return (
    <ConfigProvider
      locale={zhCN}
      button={{ autoInsertSpace: false }}
      theme={{ token: { colorPrimary: primaryColor } }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
