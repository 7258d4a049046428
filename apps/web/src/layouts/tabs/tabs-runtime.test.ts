import { beforeEach, describe, expect, it } from 'vitest';
import { emptySession, sessionStore } from '../../access/session-store.ts';
import { PAGE_CLOSED_EVENT, tabActions, tabsStore } from './tabs-runtime.ts';
import { emptyTabs } from './tabs-store.ts';

const home = { fullPath: '/dashboard/analysis', path: '/dashboard/analysis', title: '首页', keepAlive: true };
const config = { home, multipage: true };

beforeEach(() => {
  sessionStore.set({ ...emptySession, token: 't' });
  tabsStore.set(emptyTabs);
});

describe('tab runtime', () => {
  it('broadcasts a page-closed event for every closed tab', () => {
    const closed: string[] = [];
    const listener = (e: Event) => closed.push((e as CustomEvent<{ fullPath: string }>).detail.fullPath);
    window.addEventListener(PAGE_CLOSED_EVENT, listener);
    tabActions.open({ ...home, fullPath: '/a', path: '/a', title: 'A' }, config);
    tabActions.open({ ...home, fullPath: '/b', path: '/b', title: 'B' }, config);
    tabActions.closeOthers(home.fullPath, config);
    window.removeEventListener(PAGE_CLOSED_EVENT, listener);
    expect(closed).toEqual(['/a', '/b']);
  });

  it('forgets every tab when the user signs out', () => {
    tabActions.open({ ...home, fullPath: '/a', path: '/a', title: 'A' }, config);
    sessionStore.set(emptySession);
    expect(tabsStore.get().pages).toEqual([]);
  });
});
