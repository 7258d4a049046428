import { sessionRoutes, studentRoutes } from '@xinmiao/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from '../access/storage.ts';
import type { ApiError } from './api-error.ts';
import { api, apiEnvelope, buildUrl, setHttpErrorHandler, setPasswordChangeHandler } from './client.ts';

type Call = { url: string; init: RequestInit };
let calls: Call[];

function reply(status: number, body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

const envelope = (result: unknown, extra: object = {}) => ({
  success: true,
  message: '',
  code: 200,
  result,
  timestamp: 1,
  ...extra,
});

beforeEach(() => {
  calls = [];
  localStorage.clear();
  setHttpErrorHandler(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('read purpose', () => {
  it('sends the remembered 查看目的, percent-encoded, on audited reads only', async () => {
    reply(200, envelope([]));
    writeStored('XM_READ_PURPOSE', '心理访谈');
    await api(studentRoutes.queryById, { query: { id: 's1' } });
    await api(sessionRoutes.allDictItems);
    expect(new Headers(calls[0]?.init.headers).get('x-read-purpose')).toBe(encodeURIComponent('心理访谈'));
    expect(new Headers(calls[1]?.init.headers).get('x-read-purpose')).toBeNull();
  });
});

describe('api()', () => {
  it('fills path params under /jeecg-boot and encodes them', () => {
    expect(buildUrl(sessionRoutes.dictItems, { dictCode: 'a/b' }, undefined)).toBe(
      '/jeecg-boot/sys/dict/getDictItems/a%2Fb',
    );
    expect(buildUrl(sessionRoutes.allDictItems, undefined, { pageNo: 2, x: undefined })).toBe(
      '/jeecg-boot/sys/dict/queryAllDictItems?pageNo=2',
    );
  });

  it('sends the stored token and tenant id, 0 when no tenant is stored', async () => {
    reply(200, envelope([]));
    writeStored('Access-Token', 'tok-1');
    await api(sessionRoutes.allDictItems);
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('X-Access-Token')).toBe('tok-1');
    expect(headers.get('tenant-id')).toBe('0');
    expect(headers.get('X-Tenant-Id')).toBe('0');

    writeStored('TENANT_ID', 1000);
    await api(sessionRoutes.allDictItems);
    expect(new Headers(calls[1]?.init.headers).get('tenant-id')).toBe('1000');
  });

  it('uses the first method of the route and a JSON body', async () => {
    reply(200, envelope(null, { message: '密码重置成功!' }));
    await api(sessionRoutes.updatePassword, {
      body: { username: 'u', oldpassword: 'a', password: 'b', confirmpassword: 'b' },
    });
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ username: 'u', password: 'b' });
  });

  it('unwraps result, and apiEnvelope keeps code and message', async () => {
    reply(200, envelope({ list: [], orgCode: 'A01' }, { code: 0 }));
    await expect(api(sessionRoutes.currentUserDeparts)).resolves.toEqual({ list: [], orgCode: 'A01' });
    await expect(apiEnvelope(sessionRoutes.currentUserDeparts)).resolves.toMatchObject({ code: 0 });
  });

  it('throws a business ApiError for success:false without calling the HTTP handler', async () => {
    const handler = vi.fn();
    setHttpErrorHandler(handler);
    reply(200, { success: false, message: '用户名或密码错误', code: 500, result: null, timestamp: 1 });
    await expect(api(sessionRoutes.allDictItems)).rejects.toMatchObject({
      kind: 'business',
      code: 500,
      message: '用户名或密码错误',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('sends the console to the change-password screen when the server asks for it, not the H5', async () => {
    const changeFirst = vi.fn();
    setPasswordChangeHandler(changeFirst);
    const refusal = {
      success: false,
      message: '当前使用的是初始密码，请先修改密码',
      code: 4101,
      result: null,
      timestamp: 1,
    };
    reply(200, refusal);
    await expect(api(sessionRoutes.userPermission)).rejects.toMatchObject({ kind: 'business', code: 4101 });
    expect(changeFirst).toHaveBeenCalledTimes(1);
    await expect(api(sessionRoutes.userPermission, {}, { token: 'h5', silent: true })).rejects.toMatchObject({
      code: 4101,
    });
    expect(changeFirst).toHaveBeenCalledTimes(1);
  });

  it('hands HTTP failures to the handler before throwing, unless silent', async () => {
    const seen: ApiError[] = [];
    setHttpErrorHandler((e) => seen.push(e));
    reply(401, { success: false, message: 'Token失效，请重新登录!', code: 401, result: null, timestamp: 1 });
    await expect(api(sessionRoutes.userPermission)).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(seen.map((e) => e.message)).toEqual(['Token失效，请重新登录!']);
    await expect(api(sessionRoutes.userPermission, {}, { silent: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(seen).toHaveLength(1);
  });

  it('turns a timeout into 504 网络超时', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    await expect(api(sessionRoutes.allDictItems, {}, { timeoutMs: 5 })).rejects.toMatchObject({
      status: 504,
      message: '网络超时',
    });
  });
});
