import { createStore } from '../hooks/create-store.ts';

/** Spec §8 "wrong-version menu table": the console does not start on another console's menu. */
export class MenuVersionError extends Error {
  constructor(readonly components: readonly string[]) {
    super('菜单数据与本控制台版本不匹配，无法启动');
    this.name = 'MenuVersionError';
  }
}

/** Why the console stopped starting (shown as the start-failure page), or null. */
export const startFailureStore = createStore<MenuVersionError | null>(null);
