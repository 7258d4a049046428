import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../app/AppConfigProvider.tsx';
import { SuperQueryModal } from './SuperQueryModal.tsx';
import { SAVED_QUERY_PREFIX } from './saved-queries.ts';
import type { QueryField } from './super-query-model.ts';

const FIELDS: QueryField[] = [
  { value: 'username', text: '账号', type: 'string' },
  { value: 'realname', text: '姓名', type: 'string' },
];

afterEach(cleanup);
beforeEach(() => localStorage.clear());

function open(onSearch = vi.fn()) {
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <SuperQueryModal open fields={FIELDS} saveCode="demo" onClose={() => {}} onSearch={onSearch} />
    </AppConfigProvider>,
  );
  return onSearch;
}

function chooseField(line: HTMLElement, label: string) {
  fireEvent.mouseDown(within(line).getByLabelText('查询字段'));
  const options = screen.getAllByTitle(label);
  const option = options[options.length - 1];
  if (!option) throw new Error(`no option ${label}`);
  fireEvent.click(option);
}

describe('SuperQueryModal', () => {
  it('starts with one line and refuses to run it empty', async () => {
    const onSearch = open();
    expect(screen.getAllByTestId('super-query-line')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('不能查询空条件')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('emits the conditions on 查询', () => {
    const onSearch = open();
    const line = screen.getByTestId('super-query-line');
    chooseField(line, '账号');
    fireEvent.change(within(line).getByLabelText('查询值'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith({
      superQueryParams: JSON.stringify([{ field: 'username', rule: 'eq', val: 'admin', type: 'string' }]),
      superQueryMatchType: 'and',
    });
  });

  it('adds and removes lines, always keeping one', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: '增加条件' }));
    expect(screen.getAllByTestId('super-query-line')).toHaveLength(2);
    for (const button of screen.getAllByRole('button', { name: '删除条件' })) fireEvent.click(button);
    expect(screen.getAllByTestId('super-query-line')).toHaveLength(1);
  });

  it('refuses to save empty conditions and an empty name, then saves', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: '保存查询' }));
    expect(await screen.findByText('空条件不能保存')).toBeTruthy();
    const line = screen.getByTestId('super-query-line');
    chooseField(line, '姓名');
    fireEvent.change(within(line).getByLabelText('查询值'), { target: { value: '张' } });
    fireEvent.click(screen.getByRole('button', { name: '保存查询' }));
    expect(await screen.findByText('保存名称不能为空')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('保存名称'), { target: { value: '姓张' } });
    fireEvent.click(screen.getByRole('button', { name: '保存查询' }));
    expect(await screen.findByText('姓张')).toBeTruthy();
    expect(localStorage.getItem(`${SAVED_QUERY_PREFIX}demo`)).toContain('姓张');

    fireEvent.click(screen.getByRole('button', { name: '保存查询' }));
    expect(await screen.findByText('姓张 已存在，是否覆盖？')).toBeTruthy();
  });

  it('asks before deleting a saved query', async () => {
    localStorage.setItem(
      `${SAVED_QUERY_PREFIX}demo`,
      JSON.stringify([
        { title: '管理员', matchType: 'and', records: [{ field: 'username', rule: 'eq', val: 'admin' }] },
      ]),
    );
    open();
    fireEvent.click(screen.getByRole('button', { name: '删除查询 管理员' }));
    expect(await screen.findByText('是否删除当前查询？')).toBeTruthy();
  });
});
