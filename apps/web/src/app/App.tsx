import { App as AntApp } from 'antd';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { setPageLookup } from '../access/page-lookup.ts';
import { markPasswordChangeRequired } from '../access/session-actions.ts';
import { setHttpErrorHandler, setPasswordChangeHandler } from '../api/client.ts';
import { showHttpError } from '../api/error-display.ts';
import { setFeedback } from '../api/feedback.ts';
import { useSettings } from '../layouts/settings/settings-store.ts';
import { AppConfigProvider } from './AppConfigProvider.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { pageRegistry } from './page-registry.ts';

setHttpErrorHandler(showHttpError);
setPasswordChangeHandler(markPasswordChangeRequired);
setPageLookup(pageRegistry);

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
    <AppConfigProvider primaryColor={settings.primaryColor}>
      <FeedbackBridge />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppConfigProvider>
  );
}
