import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppConfigProvider } from '../app/AppConfigProvider.tsx';

/** Renders `ui` inside the console's antd configuration and a fresh query client, as a page sees it. */
export function renderInApp(ui: ReactElement) {
  return render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
    </AppConfigProvider>,
  );
}
