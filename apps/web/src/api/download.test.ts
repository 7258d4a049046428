import { userRoutes } from '@xinmiao/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from '../access/storage.ts';
import { StorageKey } from '../access/storage-keys.ts';
import { setHttpErrorHandler } from './client.ts';
import { dispositionFileName, downloadRoute, downloadStored } from './download.ts';

let requested: { url: string; headers: Record<string, string> }[];
let saved: string[];

function reply(response: Response): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requested.push({ url, headers: init.headers as Record<string, string> });
      return response;
    }),
  );
}

beforeEach(() => {
  requested = [];
  saved = [];
  localStorage.clear();
  setHttpErrorHandler(() => {});
  writeStored(StorageKey.accessToken, 'tok');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('dispositionFileName', () => {
  it('prefers the exact UTF-8 name, then the ASCII one, then the fallback', () => {
    const name = '用户信息.xlsx';
    expect(
      dispositionFileName(
        `attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'x',
      ),
    ).toBe(name);
    expect(dispositionFileName('attachment; filename="a.xlsx"', 'x')).toBe('a.xlsx');
    expect(dispositionFileName("attachment; filename*=UTF-8''%E0%A4%A", 'x')).toBe('x');
    expect(dispositionFileName(null, 'x')).toBe('x');
  });
});

describe('downloadRoute', () => {
  it('sends the session in the headers (not the URL) and saves the file under the server name', async () => {
    reply(
      new Response(new Uint8Array([0x50, 0x4b]), {
        headers: {
          'content-type': 'application/vnd.ms-excel',
          'content-disposition': 'attachment; filename="u.xlsx"; filename*=UTF-8\'\'%E7%94%A8.xlsx',
        },
      }),
    );
    await downloadRoute(userRoutes.exportXls, { query: { username: 'ad' } }, 'fallback.xlsx');
    expect(requested[0]?.url).toBe('/jeecg-boot/sys/user/exportXls?username=ad');
    expect(requested[0]?.headers['X-Access-Token']).toBe('tok');
    expect(saved).toEqual(['用.xlsx']);
  });

  it('an empty file is 文件下载失败 and saves nothing', async () => {
    reply(new Response(new Uint8Array([]), { headers: { 'content-type': 'application/vnd.ms-excel' } }));
    await expect(downloadRoute(userRoutes.exportXls, { query: {} }, 'f.xlsx')).rejects.toThrow(
      '文件下载失败',
    );
    expect(saved).toEqual([]);
  });

  it('a refusal in the JSON envelope throws its message and saves nothing', async () => {
    reply(
      new Response(JSON.stringify({ success: false, code: 510, message: '没有权限', result: null }), {
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    );
    await expect(downloadRoute(userRoutes.exportXls, { query: {} }, 'f.xlsx')).rejects.toThrow('没有权限');
    expect(saved).toEqual([]);
  });

  it('a missing stored file is an HTTP error', async () => {
    reply(
      new Response(JSON.stringify({ success: false, code: 404, message: '文件不存在', result: null }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(downloadStored('/sys/common/static/importError/x.xlsx', 'e.xlsx')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
    expect(requested[0]?.url).toBe('/jeecg-boot/sys/common/static/importError/x.xlsx');
  });
});
