import { createStore, useStore } from '../hooks/create-store.ts';
import type { BuiltAccess } from './build-routes.ts';
import { type AllAuthEntry, type AuthEntry, canUseButton } from './button-auth.ts';

export type AccessState = {
  /** Routes and side menu built from the server menu; null until loaded. */
  built: BuiltAccess | null;
  auth: AuthEntry[];
  allAuth: AllAuthEntry[];
};

export const emptyAccess: AccessState = { built: null, auth: [], allAuth: [] };

export const accessStore = createStore<AccessState>(emptyAccess);

export function useAccessState(): AccessState {
  return useStore(accessStore);
}

/** `can(code)` for hiding buttons; the server re-checks every call anyway. */
export function useAccess(): AccessState & { can: (code: string) => boolean } {
  const state = useAccessState();
  return { ...state, can: (code) => canUseButton(code, state.auth, state.allAuth) };
}
