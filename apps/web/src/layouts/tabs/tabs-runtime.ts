import { sessionStore } from '../../access/session-store.ts';
import { writeStored } from '../../access/storage.ts';
import { StorageKey } from '../../access/storage-keys.ts';
import { createStore, useStore } from '../../hooks/create-store.ts';
import {
  closeLeft,
  closeOthers,
  closePage,
  closeRight,
  emptyTabs,
  openPage,
  refreshPage,
  type TabPage,
  type TabsChange,
  type TabsConfig,
  type TabsState,
} from './tabs-store.ts';

/** Fired on `window` for every closed tab, `detail.fullPath` naming it, so pages can drop drafts. */
export const PAGE_CLOSED_EVENT = 'xm:page-closed';

export const tabsStore = createStore<TabsState>(emptyTabs);

export function useTabs(): TabsState {
  return useStore(tabsStore);
}

/** Applies a change, persists the kept-alive list and broadcasts closed pages; returns any warning. */
function apply(result: TabsChange): string | undefined {
  tabsStore.set(result.state);
  if (sessionStore.get().token) writeStored(StorageKey.cachedRoutes, result.state.cached);
  for (const fullPath of result.closed) {
    window.dispatchEvent(new CustomEvent(PAGE_CLOSED_EVENT, { detail: { fullPath } }));
  }
  return result.warning;
}

export const tabActions = {
  open: (page: TabPage, config: TabsConfig) => apply(openPage(tabsStore.get(), page, config)),
  close: (key: string, config: TabsConfig) => apply(closePage(tabsStore.get(), key, config)),
  closeLeft: (key: string, config: TabsConfig) => apply(closeLeft(tabsStore.get(), key, config)),
  closeRight: (key: string, config: TabsConfig) => apply(closeRight(tabsStore.get(), key, config)),
  closeOthers: (key: string, config: TabsConfig) => apply(closeOthers(tabsStore.get(), key, config)),
  refresh: (key: string) => tabsStore.set(refreshPage(tabsStore.get(), key)),
};

// A new sign-in must not inherit the previous user's open pages.
sessionStore.subscribe(() => {
  if (!sessionStore.get().token && tabsStore.get() !== emptyTabs) tabsStore.set(emptyTabs);
});
