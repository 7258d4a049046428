import type { LoginResult } from '@xinmiao/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageRegistry } from '../app/page-registry.ts';
import { accessStore, emptyAccess } from './access-store.ts';
import { setPageLookup } from './page-lookup.ts';
import {
  activateSession,
  loadPermissions,
  login,
  logout,
  MENU_EMPTY_ERROR,
  needsTenantChoice,
} from './session-actions.ts';
import { emptySession, hydrateSession, sessionStore } from './session-store.ts';
import { MenuVersionError } from './start-failure.ts';
import { readStored, writeStored } from './storage.ts';

setPageLookup(pageRegistry);

type Call = { url: string; init: RequestInit };
let calls: Call[];

function serve(handler: (url: string) => { status: number; body: unknown } | Error): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const out = handler(url);
      if (out instanceof Error) throw out;
      return new Response(JSON.stringify(out.body), { status: out.status });
    }),
  );
}

const ok = (result: unknown, code = 200) => ({
  status: 200,
  body: { success: true, message: '', code, result, timestamp: 1 },
});

const loginResult = (over: Partial<LoginResult> = {}): LoginResult => ({
  token: 'jwt-1',
  userInfo: {
    id: 'u1',
    username: 'admin',
    realname: '管理员',
    avatar: null,
    birthday: null,
    sex: 1,
    email: null,
    phone: null,
    orgCode: 'A01',
    orgCodeTxt: '心苗示范大学',
    loginTenantId: 1000,
    status: 1,
    delFlag: 0,
    workNo: null,
    post: null,
    telephone: null,
    userIdentity: null,
    departIds: null,
    relTenantIds: '1000',
    homePath: null,
    createBy: null,
    createTime: null,
    updateBy: null,
    updateTime: null,
    lastPwdUpdateTime: null,
    mustChangePassword: false,
  },
  departs: [],
  multi_depart: 1,
  sysAllDictItems: {
    sex: [{ value: '1', text: '男', title: '男', label: '男', color: null, jsonObject: null }],
  },
  tenantList: [{ id: 1000, name: '心苗示范大学' }],
  ...over,
});

beforeEach(() => {
  calls = [];
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.set(emptySession);
});

afterEach(() => vi.unstubAllGlobals());

describe('login', () => {
  it('stores token, user, tenant and dictionaries, and signs in only when activated', async () => {
    serve(() => ok(loginResult()));
    await login({ username: 'admin', password: 'pw' });
    expect(readStored('Access-Token')).toBe('jwt-1');
    expect(readStored('Login_Username')).toBe('admin');
    expect(readStored('TENANT_ID')).toBe(1000);
    expect(readStored('UI_CACHE_DB_DICT_DATA')).toHaveProperty('sex');
    expect(sessionStore.get().token).toBe('');
    activateSession(new Date(2026, 0, 1, 10));
    expect(sessionStore.get()).toMatchObject({
      token: 'jwt-1',
      realname: '管理员',
      tenantid: 1000,
      welcome: '上午好',
    });
  });

  it('survives a reload: the stored session hydrates back', async () => {
    serve(() => ok(loginResult()));
    await login({ username: 'admin', password: 'pw' });
    expect(hydrateSession()).toMatchObject({ token: 'jwt-1', username: 'admin', tenantid: 1000 });
    expect(hydrateSession(Date.now() + 604_800_001).token).toBe('');
  });

  it('rejects a reply whose code is not 200 even when success is true', async () => {
    serve(() => ok(loginResult(), 0));
    await expect(login({ username: 'admin', password: 'pw' })).rejects.toMatchObject({ kind: 'business' });
    expect(readStored('Access-Token')).toBeNull();
  });

  it('asks for a tenant/department choice with several tenants or multi_depart 2', () => {
    expect(needsTenantChoice(loginResult())).toBe(false);
    expect(needsTenantChoice(loginResult({ multi_depart: 2 }))).toBe(true);
    expect(
      needsTenantChoice(
        loginResult({
          tenantList: [
            { id: 1, name: 'a' },
            { id: 2, name: 'b' },
          ],
        }),
      ),
    ).toBe(true);
  });
});

describe('logout', () => {
  const signIn = () => {
    for (const key of [
      'Access-Token',
      'TENANT_ID',
      'Login_Userinfo',
      'UI_CACHE_DB_DICT_DATA',
      'CACHE_INCLUDED_ROUTES',
    ]) {
      writeStored(key, key === 'Access-Token' ? 'jwt-9' : 'x');
    }
    writeStored('Login_Username', 'admin');
    sessionStorage.setItem('LOGIN_USER_BUTTON_AUTH', '[]');
    sessionStore.set({ ...emptySession, token: 'jwt-9', username: 'admin' });
  };

  it('clears the local session and calls /sys/logout with the old token', async () => {
    signIn();
    serve(() => ok(null));
    await logout();
    expect(calls[0]?.url).toBe('/jeecg-boot/sys/logout');
    expect(new Headers(calls[0]?.init.headers).get('X-Access-Token')).toBe('jwt-9');
    expect(sessionStore.get().token).toBe('');
    for (const key of [
      'Access-Token',
      'TENANT_ID',
      'Login_Userinfo',
      'UI_CACHE_DB_DICT_DATA',
      'CACHE_INCLUDED_ROUTES',
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH')).toBeNull();
    expect(readStored('Login_Username')).toBe('admin');
  });

  it('completes when the server refuses or is unreachable', async () => {
    signIn();
    serve(() => ({
      status: 401,
      body: { success: false, message: 'Token无效!', code: 401, result: null, timestamp: 1 },
    }));
    await expect(logout()).resolves.toBeUndefined();
    signIn();
    serve(() => new TypeError('network down'));
    await expect(logout()).resolves.toBeUndefined();
    expect(localStorage.getItem('Access-Token')).toBeNull();
  });
});

describe('loadPermissions', () => {
  const menuItem = {
    id: '1',
    path: '/dashboard/analysis',
    name: 'dashboard-analysis',
    component: 'dashboard/Analysis',
    route: '1',
    meta: { keepAlive: true, internalOrExternal: false, title: '首页', componentName: 'analysis' },
  };

  it('builds routes from the menu and keeps button lists in sessionStorage', async () => {
    serve(() =>
      ok({
        menu: [menuItem],
        auth: [{ action: 'a:b', type: '1', describe: 'x' }],
        allAuth: [],
        codeList: ['a:b'],
        sysSafeMode: false,
      }),
    );
    await loadPermissions();
    expect(accessStore.get().built?.routes.map((r) => r.path)).toEqual(['/dashboard/analysis']);
    expect(sessionStore.get().permissionList).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH') ?? '[]')).toHaveLength(1);
  });

  it("stops on another console's menu: no page of it is one this console knows", async () => {
    accessStore.set(emptyAccess);
    serve(() =>
      ok({
        menu: [{ ...menuItem, component: '/system/user/index' }],
        auth: [],
        allAuth: [],
        codeList: [],
        sysSafeMode: false,
      }),
    );
    await expect(loadPermissions()).rejects.toBeInstanceOf(MenuVersionError);
    expect(accessStore.get().built).toBeNull();
  });

  it('fails with the spec message when the menu is empty', async () => {
    serve(() => ok({ menu: [], auth: [], allAuth: [], codeList: [], sysSafeMode: false }));
    await expect(loadPermissions()).rejects.toThrow(MENU_EMPTY_ERROR);
  });
});
