import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type DataRuleRecord, permissionRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { DataRuleFormModal } from './DataRuleFormModal.tsx';

const rule: DataRuleRecord = {
  id: 'dr1',
  permissionId: 'p1',
  ruleName: '本班',
  ruleColumn: 'classId',
  ruleConditions: '=',
  ruleValue: '#{sys_org_code}',
  status: '1',
  createBy: 'admin',
  createTime: '2026-09-01 08:00:00',
};

afterEach(cleanup);

describe('DataRuleFormModal', () => {
  it('edits a rule of its page and sends the status as 1/0', async () => {
    const fake = fakeApi().on(permissionRoutes.editRule, '编辑成功!');
    const onSaved = vi.fn();
    renderInApp(
      <DataRuleFormModal
        permissionId="p1"
        fields={['classId', 'createBy']}
        editing={rule}
        open
        onClose={() => {}}
        onSaved={onSaved}
      />,
    );
    expect(screen.getByText('编辑数据规则')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('规则值'), { target: { value: '#{sys_user_code}' } });
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(permissionRoutes.editRule)[0]?.body).toEqual({
      id: 'dr1',
      permissionId: 'p1',
      ruleName: '本班',
      ruleColumn: 'classId',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
      status: '0',
    });
  });

  it('asks for a field before adding', async () => {
    const fake = fakeApi().on(permissionRoutes.addRule, '添加成功！');
    renderInApp(
      <DataRuleFormModal
        permissionId="p1"
        fields={['classId']}
        editing={null}
        open
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
    fireEvent.change(screen.getByLabelText('规则名称'), { target: { value: '本班' } });
    fireEvent.change(screen.getByLabelText('规则值'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择规则字段', {}, { timeout: 5000 })).toBeTruthy();
    expect(fake.calls(permissionRoutes.addRule)).toHaveLength(0);
  });
});
