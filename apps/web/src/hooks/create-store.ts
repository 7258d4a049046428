import { useSyncExternalStore } from 'react';

export type Store<S> = {
  get: () => S;
  set: (next: S | ((prev: S) => S)) => void;
  subscribe: (listener: () => void) => () => void;
};

/** A minimal external store read through `useSyncExternalStore`; state changes are whole-value swaps. */
export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      const value = typeof next === 'function' ? (next as (prev: S) => S)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<S>(store: Store<S>): S {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * One derived value of a store. The component re-renders only when that value changes, so a
 * component high in the tree (the route guard) does not re-render everything below it on every
 * unrelated store write. `select` must return a primitive or a stable reference.
 */
export function useStoreValue<S, V>(store: Store<S>, select: (state: S) => V): V {
  const read = () => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
