import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PasswordMsg, UserMsg } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { UserFormModal } from './UserFormModal.tsx';

const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function renderModal() {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    reply({
      success: true,
      code: 200,
      message: url.includes('/sys/user/add') ? '添加成功！' : '',
      result: [],
      timestamp: 1,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onSaved = vi.fn();
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient()}>
        <UserFormModal open editing={null} onClose={() => {}} onSaved={onSaved} />
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return { fetchMock, onSaved };
}

const field = (placeholder: string) => screen.getByPlaceholderText(placeholder) as HTMLInputElement;
const type = (placeholder: string, value: string) =>
  fireEvent.change(field(placeholder), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确定' }));
const adds = (fetchMock: ReturnType<typeof renderModal>['fetchMock']) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/sys/user/add'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UserFormModal', () => {
  it('shows the spec messages and sends nothing while a field is wrong', async () => {
    const { fetchMock } = renderModal();
    submit();
    expect(await screen.findByText('请输入用户名', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(UserMsg.realnameRequired)).toBeTruthy();
    expect(screen.getByText(UserMsg.passwordRequired)).toBeTruthy();
    type('请输入用户账号', 'ab');
    type('请输入登录密码', 'abcdefgh');
    type('请重新输入登录密码', 'abcdefgx');
    type('请输入手机号码', '12345');
    type('请输入邮箱', 'a@');
    submit();
    expect(await screen.findByText('长度6到18个字符', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(PasswordMsg.lettersAndDigits)).toBeTruthy();
    expect(screen.getByText(UserMsg.confirmMismatch)).toBeTruthy();
    expect(screen.getByText('请输入正确手机号')).toBeTruthy();
    expect(screen.getByText('邮箱格式不正确')).toBeTruthy();
    expect(adds(fetchMock)).toHaveLength(0);
  });

  it('sends a valid user with the JeecgBoot body', async () => {
    const { fetchMock, onSaved } = renderModal();
    type('请输入用户账号', 'teacher01');
    type('请输入用户姓名', '王老师');
    type('请输入登录密码', 'Teach2024a');
    type('请重新输入登录密码', 'Teach2024a');
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = adds(fetchMock)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      username: 'teacher01',
      realname: '王老师',
      password: 'Teach2024a',
      selectedroles: '',
      selecteddeparts: '',
    });
  });
});
