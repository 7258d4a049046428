import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type SmsGateway, smsGatewayRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { SmsGatewayCard } from './SmsGatewayCard.tsx';

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

const stored: SmsGateway = {
  provider: 'aliyun',
  accessKeyId: 'LTAI-1',
  accessKeySecretState: '已设置',
  signName: '心苗',
  templateCode: 'SMS_1',
  appId: null,
  region: null,
  enabled: 1,
  resendSeconds: null,
  perNumberPerHour: null,
  perAddressPerHour: null,
};

function mount(gateway: SmsGateway | null) {
  accessStore.set({ ...emptyAccess, auth: [{ action: 'system:signin:config', type: '1', describe: '' }] });
  const fake = fakeApi().on(smsGatewayRoutes.query, gateway).on(smsGatewayRoutes.save, '短信网关配置已保存');
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SmsGatewayCard />
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return fake;
}

describe('SmsGatewayCard', () => {
  it('shows a stored secret only as 已设置 and saves with the secret left empty', async () => {
    const fake = mount(stored);
    await screen.findByText('已设置；留空则保留原密钥');
    await waitFor(() => expect(screen.getByDisplayValue('LTAI-1')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.calls(smsGatewayRoutes.save)).toHaveLength(1));
    expect(fake.calls(smsGatewayRoutes.save)[0]?.body).toMatchObject({
      provider: 'aliyun',
      accessKeyId: 'LTAI-1',
      accessKeySecret: '',
      enabled: 1,
    });
  });

  it('asks for the secret when none is stored', async () => {
    const fake = mount(null);
    await screen.findByText('未设置');
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('请输入 AccessKey Secret / SecretKey')).toBeTruthy();
    expect(fake.calls(smsGatewayRoutes.save)).toHaveLength(0);
  });
});
