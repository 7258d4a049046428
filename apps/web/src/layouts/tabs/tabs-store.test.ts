import { describe, expect, it } from 'vitest';
import {
  closeLeft,
  closeOthers,
  closePage,
  closeRight,
  emptyTabs,
  HOME_CLOSE_WARNING,
  LAST_CLOSE_WARNING,
  openPage,
  refreshPage,
  type TabPage,
  type TabsConfig,
  type TabsState,
} from './tabs-store.ts';

const tab = (fullPath: string, keepAlive = true): TabPage => ({
  fullPath,
  path: fullPath.split('?')[0] ?? '',
  title: fullPath,
  keepAlive,
});
const HOME = tab('/dashboard/analysis');
const multi: TabsConfig = { home: HOME, multipage: true };
const single: TabsConfig = { home: HOME, multipage: false };

function openAll(...paths: string[]): TabsState {
  return paths.reduce((state, p) => openPage(state, tab(p, p !== '/c'), multi).state, emptyTabs);
}
const keys = (s: TabsState) => s.pages.map((p) => p.fullPath);

describe('tabs store', () => {
  it('puts the home tab first and keys tabs by full path', () => {
    const s = openAll('/a', '/a?id=1', '/a');
    expect(keys(s)).toEqual(['/dashboard/analysis', '/a', '/a?id=1']);
    expect(s.active).toBe('/a');
  });

  it('refuses to close home', () => {
    const s = openAll('/a');
    const r = closePage(s, HOME.fullPath, multi);
    expect(r.warning).toBe(HOME_CLOSE_WARNING);
    expect(r.state).toBe(s);
  });

  it('refuses to close the last tab', () => {
    const s = openPage(emptyTabs, tab('/a'), single).state;
    expect(closePage(s, '/a', single).warning).toBe(LAST_CLOSE_WARNING);
  });

  it('closing the active tab activates its right neighbour, or the new last one', () => {
    const s = openAll('/a', '/b', '/c');
    expect(closePage({ ...s, active: '/b' }, '/b', multi).state.active).toBe('/c');
    expect(closePage(s, '/c', multi).state.active).toBe('/b');
  });

  it('removes closed pages from the keep-alive list and reports them', () => {
    const s = openAll('/a', '/b');
    expect(s.cached).toEqual(['/dashboard/analysis', '/a', '/b']);
    const r = closePage(s, '/a', multi);
    expect(r.closed).toEqual(['/a']);
    expect(r.state.cached).toEqual(['/dashboard/analysis', '/b']);
  });

  it('only caches pages marked keep-alive', () => {
    expect(openAll('/a', '/c').cached).toEqual(['/dashboard/analysis', '/a']);
  });

  it('close left / right keep home and the clicked tab', () => {
    const s = openAll('/a', '/b', '/c', '/d');
    expect(keys(closeLeft(s, '/c', multi).state)).toEqual(['/dashboard/analysis', '/c', '/d']);
    expect(keys(closeRight(s, '/b', multi).state)).toEqual(['/dashboard/analysis', '/a', '/b']);
  });

  it('close others keeps home and the clicked tab, activating it if the active one closed', () => {
    const s = openAll('/a', '/b', '/c');
    const r = closeOthers(s, '/a', multi);
    expect(keys(r.state)).toEqual(['/dashboard/analysis', '/a']);
    expect(r.state.active).toBe('/a');
    expect(r.closed).toEqual(['/b', '/c']);
    expect(keys(closeOthers(s, HOME.fullPath, multi).state)).toEqual(['/dashboard/analysis']);
  });

  it('with multi-tab off only the current page is kept', () => {
    const s = openAll('/a', '/b');
    const r = openPage(s, tab('/c'), single);
    expect(keys(r.state)).toEqual(['/c']);
    expect(r.closed).toEqual(['/dashboard/analysis', '/a', '/b']);
  });

  it('refresh bumps a per-tab counter and closing forgets it', () => {
    const s = refreshPage(refreshPage(openAll('/a'), '/a'), '/a');
    expect(s.refresh['/a']).toBe(2);
    expect(closePage(s, '/a', multi).state.refresh).toEqual({});
  });
});

describe('a page that keeps its state in the query', () => {
  const own = (fullPath: string): TabPage => ({ ...tab(fullPath), stateInQuery: true });

  it('stays in its tab; the same path under another query from elsewhere opens its own tab', () => {
    const s = openAll('/school/student', '/b');
    const back = openPage(s, own('/school/student'), multi).state;
    const filtered = openPage(back, own('/school/student?name=张&importJob=j1'), multi);
    expect(keys(filtered.state)).toEqual([
      '/dashboard/analysis',
      '/school/student?name=张&importJob=j1',
      '/b',
    ]);
    expect(filtered.state.active).toBe('/school/student?name=张&importJob=j1');
    const fromB = openPage(openPage(filtered.state, tab('/b'), multi).state, own('/school/student'), multi);
    expect(keys(fromB.state)).toHaveLength(4);
  });

  it('stays in its tab when its own pager writes the query, and its menu entry opened from there too', () => {
    const s = openAll('/system/quartzJob');
    const paged = openPage(s, own('/system/quartzJob?pageSize=20'), multi).state;
    expect(keys(paged)).toEqual(['/dashboard/analysis', '/system/quartzJob?pageSize=20']);
    const fromMenu = openPage(paged, tab('/system/quartzJob'), multi).state;
    expect(keys(fromMenu)).toEqual(['/dashboard/analysis', '/system/quartzJob']);
    const pagedAgain = openPage(fromMenu, tab('/system/quartzJob?pageNo=2'), multi).state;
    expect(keys(pagedAgain)).toEqual(['/dashboard/analysis', '/system/quartzJob?pageNo=2']);
  });

  it('a page that never wrote its query opens another query of it in a tab of its own', () => {
    const s = openAll('/report/page?id=1');
    const other = openPage(s, tab('/report/page?id=2'), multi).state;
    expect(keys(other)).toEqual(['/dashboard/analysis', '/report/page?id=1', '/report/page?id=2']);
  });

  it('the home tab keeps its own key', () => {
    const s = openAll('/b');
    const home = openPage(s, HOME, multi).state;
    const r = openPage(home, own('/dashboard/analysis?x=1'), multi).state;
    expect(keys(r)).toEqual(['/dashboard/analysis', '/b', '/dashboard/analysis?x=1']);
  });
});

describe("a low-code app's pages", () => {
  const app = (appId: string, entry = ''): TabPage => ({
    fullPath: `/low-app/${appId}${entry}`,
    path: '/low-app/:appId/*',
    title: '低代码应用',
    keepAlive: false,
    stateInQuery: true,
    group: `/low-app/${appId}`,
  });
  const LIST = tab('/online/lowApp');

  it('share one tab per app, however often the app is opened from its list', () => {
    let s = openAll('/online/lowApp');
    for (let i = 0; i < 3; i += 1) {
      s = openPage(s, LIST, multi).state;
      s = openPage(s, app('7'), multi).state;
      // The app's page sends itself on to its first entry.
      s = openPage(s, app('7', '/form/weekly'), multi).state;
      s = openPage(s, app('7', '/form/tree'), multi).state;
    }
    expect(keys(s)).toEqual(['/dashboard/analysis', '/online/lowApp', '/low-app/7/form/tree']);
    expect(s.active).toBe('/low-app/7/form/tree');
  });

  it('give another app its own tab, also when opened from the first one', () => {
    const first = openPage(openAll('/online/lowApp'), app('7', '/form/weekly'), multi).state;
    const second = openPage(first, app('8', '/report/summary'), multi).state;
    expect(keys(second)).toEqual([
      '/dashboard/analysis',
      '/online/lowApp',
      '/low-app/7/form/weekly',
      '/low-app/8/report/summary',
    ]);
  });
});
