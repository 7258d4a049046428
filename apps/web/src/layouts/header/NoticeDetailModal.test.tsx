import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { NoticeItem } from '@xinmiao/shared';
import { lazy } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessStore, emptyAccess } from '../../access/access-store.ts';
import type { AppRoute } from '../../access/build-routes.ts';
import { setPageLookup } from '../../access/page-lookup.ts';
import { AppConfigProvider } from '../../app/AppConfigProvider.tsx';
import { NoticeDetailModal } from './NoticeDetailModal.tsx';
import { noticeDocument } from './notice-document.ts';

// One page the dialog can open, drawn without data.
const EXAMPLE_PAGE = 'example/NoticeTarget';
const ExamplePage = lazy(async () => ({ default: () => <div>示例页面内容</div> }));
setPageLookup({
  isKnown: (key) => key === EXAMPLE_PAGE,
  component: (key) => (key === EXAMPLE_PAGE ? ExamplePage : null),
  hidesHeaderContent: () => false,
});

const notice: NoticeItem = {
  id: '1',
  titile: '期中测评通知',
  createTime: '2026-05-01 08:00:00',
  priority: 'H',
  busId: null,
  openType: 'url',
  openPage: '/system/logs',
  sender: '管理员',
  sendTime: '2026-05-01 09:00:00',
  msgContent: '<p>请按时参加</p>',
};

function renderDialog(item: NoticeItem, onClose = vi.fn()) {
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <MemoryRouter initialEntries={['/dashboard/analysis']}>
        <Routes>
          <Route path="/dashboard/analysis" element={<NoticeDetailModal notice={item} onClose={onClose} />} />
          <Route path="/system/logs" element={<div>日志页</div>} />
        </Routes>
      </MemoryRouter>
    </AppConfigProvider>,
  );
  return onClose;
}

const dialog = () => document.querySelector<HTMLElement>('.ant-modal');

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

const examplePage: AppRoute = {
  path: '/online/cgformList/demo',
  name: 'online-demo',
  title: '在线表单示例',
  kind: 'page',
  component: EXAMPLE_PAGE,
  keepAlive: false,
  hidden: false,
  breadcrumb: [],
};

function readerSees(routes: AppRoute[]) {
  accessStore.set({ ...emptyAccess, built: { routes, menu: [], rootRedirect: '/dashboard/analysis' } });
}

describe('NoticeDetailModal', () => {
  it('shows 通知消息 with title, sender and send time, the body in a sandboxed frame', () => {
    renderDialog(notice);
    expect(screen.getByText('通知消息')).toBeTruthy();
    expect(screen.getByText('期中测评通知')).toBeTruthy();
    expect(screen.getByText('发布人：管理员')).toBeTruthy();
    expect(screen.getByText('发布时间：2026-05-01 09:00:00')).toBeTruthy();
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame?.getAttribute('srcdoc')).toBe(noticeDocument('<p>请按时参加</p>'));
    expect(dialog()?.style.width).toBe('60%');
  });

  it('toggles full screen between 60% and 100% width', () => {
    renderDialog(notice);
    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(dialog()?.style.width).toBe('100%');
    fireEvent.click(screen.getByRole('button', { name: '退出全屏' }));
    expect(dialog()?.style.width).toBe('60%');
  });

  it('去处理 closes and opens the page; it is absent unless openType is url', () => {
    const onClose = renderDialog(notice);
    fireEvent.click(screen.getByRole('button', { name: '去处理' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByText('日志页')).toBeTruthy();
    cleanup();
    renderDialog({ ...notice, openType: 'component' });
    expect(screen.queryByRole('button', { name: '去处理' })).toBeNull();
    const footer = document.querySelector('.ant-modal-footer');
    expect([...(footer?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual(['关闭']);
  });

  it('a component notice opens the page in a dialog over the notice', async () => {
    readerSees([examplePage]);
    const onClose = renderDialog({ ...notice, openType: 'component', openPage: '/online/cgformList/demo' });
    fireEvent.click(screen.getByRole('button', { name: '去处理' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('在线表单示例')).toBeTruthy();
    expect(await screen.findByText('示例页面内容', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('finds the page by its JeecgBoot view path too', async () => {
    readerSees([examplePage]);
    renderDialog({ ...notice, openType: 'component', openPage: EXAMPLE_PAGE });
    fireEvent.click(screen.getByRole('button', { name: '去处理' }));
    expect(await screen.findByText('示例页面内容', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('offers no 去处理 for a page outside the reader menu', () => {
    readerSees([examplePage]);
    renderDialog({ ...notice, openType: 'component', openPage: '/system/logs' });
    expect(screen.queryByRole('button', { name: '去处理' })).toBeNull();
  });
});
