import {
  type Envelope,
  embedRoutes,
  type LoginResult,
  type RouteInput,
  sessionRoutes,
  type UserInfo,
} from '@xinmiao/shared';
import { ApiError } from '../api/api-error.ts';
import { API_BASE, api, apiEnvelope } from '../api/client.ts';
import { greetingFor } from '../layouts/header/greeting.ts';
import { accessStore, emptyAccess } from './access-store.ts';
import { buildRoutes, menuOfAnotherVersion } from './build-routes.ts';
import { permissionCodes } from './button-auth.ts';
import { writeDictCache } from './dict-cache.ts';
import { pageLookup } from './page-lookup.ts';
import { emptySession, sessionStore } from './session-store.ts';
import { MenuVersionError } from './start-failure.ts';
import { readStoredString, removeStored, writeStored } from './storage.ts';
import { SESSION_TTL_MS, SessionKey, StorageKey } from './storage-keys.ts';

/** Spec §8 "Menu empty". */
export const MENU_EMPTY_ERROR = 'permissions must be a non-null array';

type LoginBody = NonNullable<RouteInput<typeof sessionRoutes.login>['body']>;

/** Stores the signed-in user's record (login, department switch, 账户设置) for 7 days and in the session. */
export function storeUserInfo(info: UserInfo): void {
  writeStored(StorageKey.userInfo, info, SESSION_TTL_MS);
  writeStored(StorageKey.username, info.username, SESSION_TTL_MS);
  sessionStore.set((s) => ({
    ...s,
    info,
    username: info.username,
    realname: info.realname,
    avatar: info.avatar ?? '',
  }));
}

/** The server says the account must change its initial password first: the guard takes the user there. */
export function markPasswordChangeRequired(): void {
  const { info } = sessionStore.get();
  if (info && !info.mustChangePassword) storeUserInfo({ ...info, mustChangePassword: true });
}

export function storeTenantId(tenantId: number): void {
  writeStored(StorageKey.tenantId, tenantId, SESSION_TTL_MS);
  sessionStore.set((s) => ({ ...s, tenantid: tenantId }));
}

/**
 * Stores token, user, tenants and dictionaries for 7 days (spec §4). The session itself stays
 * signed-out until `activateSession`, so the login page can finish a tenant choice first.
 */
export function persistLogin(result: LoginResult): void {
  writeStored(StorageKey.accessToken, result.token, SESSION_TTL_MS);
  writeStored(StorageKey.tenantList, result.tenantList, SESSION_TTL_MS);
  writeDictCache(result.sysAllDictItems);
  sessionStore.set((s) => ({ ...s, tenants: result.tenantList }));
  const onlyTenant = result.tenantList.length === 1 ? result.tenantList[0]?.id : undefined;
  storeTenantId(onlyTenant ?? result.userInfo.loginTenantId ?? 0);
  storeUserInfo(result.userInfo);
}

/** Puts the stored token into the session: from here the access guard treats the user as signed in. */
export function activateSession(now = new Date()): void {
  sessionStore.set((s) => ({
    ...s,
    token: readStoredString(StorageKey.accessToken),
    welcome: greetingFor(now.getHours()),
  }));
}

/** Any login reply whose code is not 200 is rejected with that reply's message; otherwise it is stored. */
async function acceptLogin(pending: Promise<Envelope<LoginResult>>): Promise<LoginResult> {
  const reply = await pending;
  if (reply.code !== 200) throw new ApiError('business', 200, reply.code, reply.message);
  persistLogin(reply.result);
  return reply.result;
}

export function login(body: LoginBody): Promise<LoginResult> {
  return acceptLogin(apiEnvelope(sessionRoutes.login, { body }));
}

export function phoneLogin(body: { mobile: string; captcha: string }): Promise<LoginResult> {
  return acceptLogin(apiEnvelope(sessionRoutes.phoneLogin, { body }));
}

/** Redeems the one-time code a JeecgBoot console's frame brought (`/embed`) for a session of this console. */
export function embedLogin(code: string): Promise<LoginResult> {
  return acceptLogin(apiEnvelope(embedRoutes.exchange, { body: { code } }));
}

/** A chooser is needed when several tenants are offered or the user belongs to several departments. */
export function needsTenantChoice(result: Pick<LoginResult, 'tenantList' | 'multi_depart'>): boolean {
  return result.tenantList.length > 1 || result.multi_depart === 2;
}

export async function selectDepart(choice: { orgCode?: string; loginTenantId?: number }): Promise<void> {
  if (choice.loginTenantId !== undefined) storeTenantId(choice.loginTenantId);
  const username = sessionStore.get().username;
  const result = await api(sessionRoutes.selectDepart, { body: { username, ...choice } });
  storeUserInfo(result.userInfo);
}

/**
 * Clears the local session first, then tells the server with the old token; resolves whatever the
 * server answers so the console can always reach the login page.
 */
export async function logout(): Promise<void> {
  const token = sessionStore.get().token || readStoredString(StorageKey.accessToken);
  sessionStore.set(emptySession);
  accessStore.set(emptyAccess);
  removeStored(
    StorageKey.accessToken,
    StorageKey.cachedRoutes,
    StorageKey.userInfo,
    StorageKey.dictCache,
    StorageKey.tenantId,
    StorageKey.tenantList,
    StorageKey.readPurpose,
  );
  sessionStorage.removeItem(SessionKey.userButtonAuth);
  sessionStorage.removeItem(SessionKey.sysButtonAuth);
  if (!token) return;
  try {
    await api(sessionRoutes.logout, {}, { silent: true, token });
  } catch {
    // The local session is gone either way; a failed server logout only leaves a token to expire.
  }
}

/**
 * Loads the menu and button permissions, then builds the dynamic routes (spec §2 access guard). A
 * menu of another console's version stops the start (`MenuVersionError`).
 */
export async function loadPermissions(): Promise<void> {
  const result = await api(sessionRoutes.userPermission);
  if (!Array.isArray(result.menu) || result.menu.length === 0) throw new Error(MENU_EMPTY_ERROR);
  const session = sessionStore.get();
  sessionStorage.setItem(SessionKey.userButtonAuth, JSON.stringify(result.auth));
  sessionStorage.setItem(SessionKey.sysButtonAuth, JSON.stringify(result.allAuth));
  const built = buildRoutes(result.menu, {
    permissions: permissionCodes(result.codeList, result.auth),
    isKnownComponent: (key) => pageLookup().isKnown(key),
    vars: {
      token: session.token,
      tenantId: String(session.tenantid),
      username: session.username,
      domainURL: `${window.location.origin}${API_BASE}`,
    },
  });
  const unknown = menuOfAnotherVersion(built);
  if (unknown) throw new MenuVersionError(unknown);
  accessStore.set({ built, auth: result.auth, allAuth: result.allAuth });
  sessionStore.set((s) => ({ ...s, permissionList: result.menu, sysSafeMode: result.sysSafeMode }));
}

/** Clear cache (spec §7): refresh on the server, then reload and re-cache every dictionary. */
export async function refreshDictCache(): Promise<void> {
  await api(sessionRoutes.refreshDictCache);
  const items = await api(sessionRoutes.allDictItems);
  writeDictCache(items);
}
