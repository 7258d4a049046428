import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dictRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { DictFormModal } from './form.tsx';

function renderForm(onSaved = () => {}) {
  const fake = fakeApi().on(dictRoutes.add, '保存成功！');
  renderInApp(<DictFormModal open editing={null} onClose={() => {}} onSaved={onSaved} />);
  return fake;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe('DictFormModal', { timeout: 30_000 }, () => {
  it('shows the required messages and sends nothing', async () => {
    const fake = renderForm();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入字典名称')).toBeTruthy();
    expect(screen.getByText('请输入字典编码')).toBeTruthy();
    expect(fake.fetch).not.toHaveBeenCalled();
  });

  it('refuses a code the server would refuse, with its wording', async () => {
    renderForm();
    fill('字典名称', '咨询方式');
    fill('字典编码', '1 bad-code');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('字典编码只能包含字母、数字和下划线，且以字母开头')).toBeTruthy();
  });

  it('posts a valid dictionary to /sys/dict/add', async () => {
    const onSaved = vi.fn();
    const fake = renderForm(onSaved);
    fill('字典名称', '咨询方式');
    fill('字典编码', 'consult_way');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(dictRoutes.add)[0]?.body).toMatchObject({
      dictName: '咨询方式',
      dictCode: 'consult_way',
    });
  });
});
