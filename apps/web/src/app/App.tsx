import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { setHttpErrorHandler } from '../api/client.ts';
import { useSettings } from '../layouts/settings/settings-store.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { showHttpError } from './error-display.ts';
import { setFeedback } from './feedback.ts';

setHttpErrorHandler(showHttpError);

function FeedbackBridge() {
  const fb = AntApp.useApp();
  useEffect(() => setFeedback(fb), [fb]);
  return null;
}

export function App() {
  const settings = useSettings();
  useEffect(() => {
    document.documentElement.classList.toggle('color-weak', settings.colorWeak);
  }, [settings.colorWeak]);
  return (
    <ConfigProvider
      locale={zhCN}
      button={{ autoInsertSpace: false }}
      theme={{ token: { colorPrimary: settings.primaryColor } }}
    >
      <AntApp>
        <FeedbackBridge />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  );
}
