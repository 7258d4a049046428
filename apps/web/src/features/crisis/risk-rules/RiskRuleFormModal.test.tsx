import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type DictItem, riskRuleRoutes } from '@xinmiao/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeDictCache } from '../../../access/dict-cache.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { RiskRuleFormModal } from './RiskRuleFormModal.tsx';

const item = (value: string, text: string): DictItem => ({
  value,
  text,
  title: text,
  label: text,
  color: null,
  jsonObject: null,
});

beforeEach(() => {
  writeDictCache({
    crisis_level: [item('3', '一级'), item('2', '二级'), item('1', '三级'), item('0', '未达')],
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('RiskRuleFormModal', () => {
  it('adds a phrase at the level the school names', async () => {
    writeDictCache({
      crisis_level: [item('3', '一级'), item('2', '二级'), item('1', '三级'), item('0', '未达')],
    });
    const fake = fakeApi().on(riskRuleRoutes.add, '添加成功！');
    const onSaved = vi.fn();
    renderInApp(<RiskRuleFormModal editing={null} open onClose={() => {}} onSaved={onSaved} />);
    fireEvent.change(screen.getByPlaceholderText('如：不想活'), { target: { value: ' 活着好累 ' } });
    expect(screen.getByText('一级')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(riskRuleRoutes.add)[0]?.body).toMatchObject({
      ruleKind: 'phrase',
      ruleText: ' 活着好累 ',
      level: 3,
      status: 1,
      description: null,
    });
  });

  it('asks for the phrase before sending', async () => {
    const fake = fakeApi().on(riskRuleRoutes.add, '添加成功！');
    renderInApp(<RiskRuleFormModal editing={null} open onClose={() => {}} onSaved={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入风险词或正则表达式')).toBeTruthy();
    expect(fake.calls(riskRuleRoutes.add)).toHaveLength(0);
  });
});
