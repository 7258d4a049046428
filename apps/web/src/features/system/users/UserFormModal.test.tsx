import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { departRoutes, PasswordMsg, sessionRoutes, UserMsg, userRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { UserFormModal } from './UserFormModal.tsx';

function renderModal() {
  const fake = fakeApi()
    .on(userRoutes.add, '添加成功！')
    .on(sessionRoutes.dictItems, [])
    .on(departRoutes.queryIdTree, []);
  const onSaved = vi.fn();
  renderInApp(<UserFormModal open editing={null} onClose={() => {}} onSaved={onSaved} />);
  return { fake, onSaved };
}

const field = (placeholder: string) => screen.getByPlaceholderText(placeholder) as HTMLInputElement;
const type = (placeholder: string, value: string) =>
  fireEvent.change(field(placeholder), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确定' }));

afterEach(() => {
  cleanup();
});

describe('UserFormModal', () => {
  it('shows the spec messages and sends nothing while a field is wrong', async () => {
    const { fake } = renderModal();
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
    expect(fake.calls(userRoutes.add)).toHaveLength(0);
  });

  it('sends a valid user with the JeecgBoot body', async () => {
    const { fake, onSaved } = renderModal();
    type('请输入用户账号', 'teacher01');
    type('请输入用户姓名', '王老师');
    type('请输入登录密码', 'Teach2024a');
    type('请重新输入登录密码', 'Teach2024a');
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(userRoutes.add)[0]?.body).toMatchObject({
      username: 'teacher01',
      realname: '王老师',
      password: 'Teach2024a',
      selectedroles: '',
      selecteddeparts: '',
    });
  });
});
