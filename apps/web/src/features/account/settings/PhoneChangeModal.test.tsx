import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AccountMsg, accountRoutes } from '@xinmiao/shared';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { PhoneChangeModal } from './PhoneChangeModal.tsx';

afterEach(cleanup);

function mount() {
  const onClose = vi.fn();
  const fake = fakeApi()
    .on(accountRoutes.phoneSms, '短信验证码已发送，请注意查收')
    .on(accountRoutes.changePhone, AccountMsg.phoneChanged);
  render(
    <App>
      <PhoneChangeModal open onClose={onClose} />
    </App>,
  );
  return { fake, onClose };
}

const fill = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const confirm = () => fireEvent.click(screen.getByRole('button', { name: '确 定' }));

describe('修改手机', () => {
  it('sends a code to the new number and changes the phone with it', async () => {
    const { fake, onClose } = mount();
    fill('请输入新手机号', '16612345678');
    const send = screen.getByRole('button', { name: '获取验证码' });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    await waitFor(() =>
      expect(fake.calls(accountRoutes.phoneSms)[0]?.body).toEqual({ mobile: '16612345678' }),
    );
    fill('请输入验证码', '654321');
    confirm();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls(accountRoutes.changePhone)[0]?.body).toEqual({
      mobile: '16612345678',
      captcha: '654321',
    });
  });

  it('checks the number and the code before sending anything', async () => {
    const { fake } = mount();
    fill('请输入新手机号', '12345678901');
    confirm();
    // Each field's message appears when its own validation settles, not all in one render.
    expect(await screen.findByText('请输入正确手机号')).toBeTruthy();
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', true);
    expect(fake.calls(accountRoutes.changePhone)).toHaveLength(0);
  });
});
