import type { MenuItem, UserInfo } from '@xinmiao/shared';
import { createStore, useStore } from '../hooks/create-store.ts';
import { readStored, readStoredString } from './storage.ts';
import { StorageKey } from './storage-keys.ts';

export type TenantBrief = { id: number; name: string };

/** Session state of spec §3, plus the tenants offered at login (to name the current one). */
export type SessionState = {
  token: string;
  username: string;
  realname: string;
  tenantid: number;
  welcome: string;
  avatar: string;
  /** The server menu; empty until loaded after sign-in or reload. */
  permissionList: MenuItem[];
  info: UserInfo | null;
  sysSafeMode: boolean;
  tenants: TenantBrief[];
};

function isUserInfo(v: unknown): v is UserInfo {
  return typeof v === 'object' && v !== null && 'username' in v && 'realname' in v;
}

function isTenantList(v: unknown): v is TenantBrief[] {
  return Array.isArray(v) && v.every((t) => typeof t === 'object' && t !== null && 'id' in t && 'name' in t);
}

export const emptySession: SessionState = {
  token: '',
  username: '',
  realname: '',
  tenantid: 0,
  welcome: '',
  avatar: '',
  permissionList: [],
  info: null,
  sysSafeMode: false,
  tenants: [],
};

/** Rebuilds the session from storage after a reload; expired entries read as absent. */
export function hydrateSession(now = Date.now()): SessionState {
  const token = readStoredString(StorageKey.accessToken, now);
  if (!token) return emptySession;
  const stored = readStored(StorageKey.userInfo, now);
  const info = isUserInfo(stored) ? stored : null;
  const tenants = readStored(StorageKey.tenantList, now);
  return {
    ...emptySession,
    token,
    info,
    username: info?.username ?? readStoredString(StorageKey.username, now),
    realname: info?.realname ?? '',
    avatar: info?.avatar ?? '',
    tenantid: Number(readStoredString(StorageKey.tenantId, now)) || 0,
    tenants: isTenantList(tenants) ? tenants : [],
  };
}

export const sessionStore = createStore<SessionState>(hydrateSession());

export function useSession(): SessionState {
  return useStore(sessionStore);
}

export function currentTenantName(state: Pick<SessionState, 'tenantid' | 'tenants'>): string {
  return state.tenants.find((t) => t.id === state.tenantid)?.name ?? '';
}
