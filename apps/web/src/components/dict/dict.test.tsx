import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { dictRoutes, sessionRoutes } from '@xinmiao/shared';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api.ts';
import { DictControl } from './DictControl.tsx';
import { latestOnly } from './latest-only.ts';
import { SearchSelect } from './SearchSelect.tsx';
import { SwitchControl } from './SwitchControl.tsx';
import { isSwitchOn, switchValue } from './switch-value.ts';

afterEach(cleanup);

const item = (value: string, text: string) => ({
  value,
  text,
  title: text,
  label: text,
  color: null,
  jsonObject: null,
});

function withQuery(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{node}</QueryClientProvider>;
}

describe('switch semantics', () => {
  it('is on for the first option and off for the second or empty', () => {
    expect(isSwitchOn('Y')).toBe(true);
    expect(isSwitchOn('N')).toBe(false);
    expect(isSwitchOn('')).toBe(false);
    expect(isSwitchOn('1', ['1', '0'])).toBe(true);
    expect(switchValue(false, ['1', '0'])).toBe('0');
  });

  it('stores an empty value as off and toggles between the pair', () => {
    const onChange = vi.fn();
    render(<SwitchControl options={['1', '0']} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith('0');
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith('1');
  });

  it('is a 是/否 select in query mode and stays empty', () => {
    const onChange = vi.fn();
    render(<SwitchControl query onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('combobox')).toBeTruthy();
  });
});

describe('DictControl', () => {
  it('refuses an empty dictionary code', () => {
    render(<DictControl dictCode=" " />);
    expect(screen.getByText('字典Code不能为空!')).toBeTruthy();
  });

  it('shows a checkbox group whose value is a comma list', async () => {
    fakeApi().on(sessionRoutes.dictItems, [item('1', '男'), item('2', '女')]);
    const onChange = vi.fn();
    render(withQuery(<DictControl dictCode="sex" type="checkbox" value="1" onChange={onChange} />));
    const female = await screen.findByRole('checkbox', { name: '女' });
    const male = screen.getByRole('checkbox', { name: '男' }) as HTMLInputElement;
    await waitFor(() => expect(male.checked).toBe(true));
    fireEvent.click(female);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('1,2'));
  });

  it('shows a radio group', async () => {
    fakeApi().on(sessionRoutes.dictItems, [item('Y', '是')]);
    render(withQuery(<DictControl dictCode="yn" type="radio" />));
    expect(await screen.findByRole('radio', { name: '是' })).toBeTruthy();
  });
});

describe('latestOnly', () => {
  it('marks a reply stale when a newer call was made', async () => {
    const resolvers: ((v: string) => void)[] = [];
    const search = latestOnly(
      (kw: string) => new Promise<string>((resolve) => resolvers.push(() => resolve(kw))),
    );
    const first = search('a');
    const second = search('ab');
    resolvers[1]?.('');
    resolvers[0]?.('');
    expect(await second).toEqual({ stale: false, value: 'ab' });
    expect(await first).toEqual({ stale: true, value: 'a' });
  });
});

describe('SearchSelect', () => {
  it('hints before typing and says so when the search finds nothing', async () => {
    const fake = fakeApi().on(dictRoutes.loadDict, []);
    render(
      <Form>
        <SearchSelect dictCode="sys_user,realname,username" />
      </Form>,
    );
    const box = screen.getByRole('combobox');
    fireEvent.mouseDown(box);
    expect((await screen.findAllByText('请输入搜索内容')).length).toBeGreaterThan(0);
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('没有查询到任何数据', undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(fake.calls(dictRoutes.loadDict)).toHaveLength(1));
    expect(fake.calls(dictRoutes.loadDict)[0]?.url).toContain(
      '/sys/dict/loadDict/sys_user%2Crealname%2Cusername?keyword=zzz&pageNo=1&pageSize=10',
    );
  });

  it('says 搜索组件未配置字典项 on the console once and asks nothing when given no dictionary', async () => {
    const fake = fakeApi();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Form>
        <SearchSelect dictCode=" " value="u1" />
      </Form>,
    );
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zzz' } });
    await waitFor(() => expect(error).toHaveBeenCalledWith('搜索组件未配置字典项'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(fake.fetch).not.toHaveBeenCalled();
  });
});
