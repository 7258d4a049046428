import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { checkRuleRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { CheckRuleFormModal } from './CheckRuleFormModal.tsx';

afterEach(cleanup);

describe('CheckRuleFormModal', () => {
  it('adds a rule with its lines as JeecgBoot’s ruleJson', async () => {
    const fake = fakeApi().on(checkRuleRoutes.add, '添加成功！');
    const onSaved = vi.fn();
    renderInApp(<CheckRuleFormModal editing={null} open onClose={() => {}} onSaved={onSaved} />);
    fireEvent.change(screen.getByPlaceholderText('请输入规则名称'), { target: { value: '学号' } });
    fireEvent.change(screen.getByPlaceholderText('请输入规则编码'), { target: { value: 'student_no' } });
    fireEvent.change(screen.getByPlaceholderText('正则表达式'), { target: { value: '^\\d+$' } });
    fireEvent.change(screen.getByPlaceholderText('提示文本'), { target: { value: '只能是数字 ' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(checkRuleRoutes.add)[0]?.body).toEqual({
      ruleName: '学号',
      ruleCode: 'student_no',
      ruleDescription: null,
      ruleJson: JSON.stringify([{ digits: '*', pattern: '^\\d+$', message: '只能是数字' }]),
    });
  });

  it('asks for the name, code and pattern before sending', async () => {
    const fake = fakeApi().on(checkRuleRoutes.add, '添加成功！');
    renderInApp(<CheckRuleFormModal editing={null} open onClose={() => {}} onSaved={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入规则名称', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('请输入规则编码')).toBeTruthy();
    expect(screen.getByText('请输入正则表达式')).toBeTruthy();
    expect(fake.calls(checkRuleRoutes.add)).toHaveLength(0);
  });
});
