import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { auditRoutes, logRoutes, sessionRoutes, toPage, visitRoutes } from '@xinmiao/shared';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { grant } from '../../../testing/grant.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { LogsPage } from './LogsPage.tsx';

let location = '';
let goBack = () => {};
function ShowLocation() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  location = `${pathname}${search}`;
  goBack = () => navigate(-1);
  return null;
}

function renderPage(codes: string[], url = '/system/logs') {
  grant(...codes);
  const fake = fakeApi()
    .on(sessionRoutes.dictItems, [])
    .on(visitRoutes.retention, { days: null, effectiveDays: 180 })
    .on(logRoutes.list, toPage([], 25, 1, 10))
    .on(auditRoutes.readList, toPage([], 25, 1, 10));
  renderInApp(
    <MemoryRouter initialEntries={[url]}>
      <LogsPage />
      <ShowLocation />
    </MemoryRouter>,
  );
  return fake.fetch;
}

const listUrls = (fetchMock: ReturnType<typeof renderPage>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.includes('/list') || url.includes('/readList'));

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

// antd tables under happy-dom take seconds on a busy 2-core machine; the default 5 s is too tight.
describe('LogsPage', { timeout: 30_000 }, () => {
  it('says network logs keep their legal six months whatever shorter retention is set', async () => {
    renderPage(['system:log:list']);
    expect(
      await screen.findByText(
        '操作、登录与访问日志依《网络安全法》至少保留 184 天；本设置用于读取审计与任务执行记录',
      ),
    ).toBeTruthy();
  });

  it('opens on login logs, page 1 of 10, newest first, with the spec total text', async () => {
    const fetchMock = renderPage(['system:log:list']);
    expect(await screen.findByText('1-10 共 25 条')).toBeTruthy();
    const [first] = listUrls(fetchMock);
    expect(first).toContain('/jeecg-boot/sys/log/list?');
    expect(new URLSearchParams(first?.split('?')[1]).toString()).toBe(
      'pageNo=1&pageSize=10&column=createTime&order=desc&logType=1',
    );
    fireEvent.click(screen.getByRole('columnheader', { name: /^时间/ }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('column=createTime&order=asc'));
    fireEvent.click(screen.getByRole('columnheader', { name: /^时间/ }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('column=createTime&order=desc'));
  });

  it('hides 读取审计 without system:audit:read and shows it with', async () => {
    renderPage(['system:log:list']);
    expect(await screen.findByRole('tab', { name: '操作日志' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '读取审计' })).toBeNull();
    cleanup();
    const fetchMock = renderPage(['system:log:list', 'system:audit:read']);
    fireEvent.click(await screen.findByRole('tab', { name: '读取审计' }));
    await waitFor(() =>
      expect(listUrls(fetchMock).some((u) => u.includes('/sys/audit/readList?'))).toBe(true),
    );
  });

  it('asks the server again on 查询 and 重置 even when nothing changed, and keeps the search in the URL', async () => {
    const fetchMock = renderPage(['system:log:list']);
    await screen.findByText('1-10 共 25 条');
    const before = listUrls(fetchMock).length;
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listUrls(fetchMock).length).toBe(before + 1));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listUrls(fetchMock).length).toBe(before + 2));
    fireEvent.change(screen.getByPlaceholderText('IP 地址'), { target: { value: '10.0' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain(`ip=${encodeURIComponent('*10.0*')}`));
    expect(location).toBe('/system/logs?login.ip=10.0');
    const searched = listUrls(fetchMock).length;
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(listUrls(fetchMock).length).toBe(searched + 1));
    expect(listUrls(fetchMock).at(-1)).not.toContain('ip=');
    expect(location).toBe('/system/logs');
    expect((screen.getByPlaceholderText('IP 地址') as HTMLInputElement).value).toBe('');
  });

  it('opens on the search, page and sort of its URL (reload)', async () => {
    const fetchMock = renderPage(
      ['system:log:list'],
      '/system/logs?login.ip=10.0&login.pageNo=3&login.column=ip&login.order=asc',
    );
    await waitFor(() => expect(listUrls(fetchMock).length).toBeGreaterThan(0));
    const query = new URLSearchParams(listUrls(fetchMock)[0]?.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      pageNo: '3',
      column: 'ip',
      order: 'asc',
      ip: '*10.0*',
      logType: '1',
    });
    expect((screen.getByPlaceholderText('IP 地址') as HTMLInputElement).value).toBe('10.0');
  });

  it('goes back to the previous search with the browser back button', async () => {
    const fetchMock = renderPage(['system:log:list']);
    await screen.findByText('1-10 共 25 条');
    const ip = () => screen.getByPlaceholderText('IP 地址') as HTMLInputElement;
    fireEvent.change(ip(), { target: { value: '10.0' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(location).toBe('/system/logs?login.ip=10.0'));
    act(() => goBack());
    await waitFor(() => expect(location).toBe('/system/logs'));
    await waitFor(() => expect(ip().value).toBe(''));
    expect(listUrls(fetchMock).at(-1)).not.toContain('ip=');
  });
});

describe('读取审计 records', () => {
  it('shows the records each read returned, all of them on hover', async () => {
    accessStore.set({
      ...emptyAccess,
      auth: ['system:log:list', 'system:audit:read'].map((action) => ({
        action,
        type: '1',
        describe: action,
      })),
    });
    const read = {
      id: 'a1',
      userId: 'u1',
      username: 'xinli',
      resource: '/screening/result/list',
      resourceName: '测评结果列表',
      dataType: '测评结果',
      recordIds: ['S1', 'S2', 'S3', 'S4', 'S5'],
      ip: '10.0.0.1',
      createTime: '2026-11-23 10:00:00',
    };
    fakeApi()
      .on(sessionRoutes.dictItems, [])
      .on(visitRoutes.retention, { days: null, effectiveDays: 180 })
      .on(logRoutes.list, toPage([], 0, 1, 10))
      .on(auditRoutes.readList, toPage([read], 1, 1, 10));
    renderInApp(
      <MemoryRouter initialEntries={['/system/logs']}>
        <LogsPage />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: '读取审计' }));
    expect(await screen.findByText('S3')).toBeTruthy();
    expect(screen.queryByText('S4')).toBeNull();
    fireEvent.mouseEnter(screen.getByText('等 5 条'));
    expect(await screen.findByText('共 5 条记录')).toBeTruthy();
    expect(screen.getByText('S1、S2、S3、S4、S5')).toBeTruthy();
  });
});
