import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type SmsGateway, type SmsGatewayState, smsGatewayRoutes } from '@xinmiao/shared';
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

function mount(gateway: SmsGateway | null, sender: SmsGatewayState['sender'] = gateway ? 'school' : 'none') {
  accessStore.set({ ...emptyAccess, auth: [{ action: 'system:signin:config', type: '1', describe: '' }] });
  const fake = fakeApi()
    .on(smsGatewayRoutes.query, { gateway, sender })
    .on(smsGatewayRoutes.save, '短信网关配置已保存');
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
    expect(screen.getByText('验证码当前通过本校短信网关（阿里云短信）发送')).toBeTruthy();
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

  it('tells the truth when the school has no gateway: codes go to the development log, nothing is on', async () => {
    mount(null, 'development-log');
    await screen.findByText(
      '尚未配置本校短信网关（未设置密钥）：验证码当前由服务器以开发模式写入日志，不会发到手机',
    );
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('says a switched-off gateway leaves SMS unavailable when the installation has no other channel', async () => {
    mount({ ...stored, enabled: 0 }, 'none');
    await screen.findByText(
      '本校短信网关已停用，本站也未配置其他短信通道：短信登录、自助注册和修改手机均不可用',
    );
  });
});
