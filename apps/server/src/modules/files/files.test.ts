import { createHash } from 'node:crypto';
import { FILE_MESSAGES, UPLOAD_FILE_MAX_BYTES } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysFile } from '../../db/schema.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { auth, type Body, createTestApp, type TestApp } from '../../test/test-app.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-rest-of-a-tiny-image'),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'banzhuren', 'zhongxue']) token[name] = await t.login(name);
});
afterAll(() => t.close());

async function upload(parts: readonly Part[], who = 'admin'): Promise<Body> {
  const { payload, contentType } = multipart(parts);
  const reply = await t.call({
    method: 'POST',
    url: '/jeecg-boot/sys/common/upload',
    headers: { ...auth(token[who] ?? ''), 'content-type': contentType },
    payload,
  });
  return reply.body;
}
const file = (filename: string, data: Uint8Array, type = 'application/octet-stream'): Part => ({
  name: 'file',
  filename,
  data,
  type,
});
const biz = (value: string): Part => ({ name: 'biz', value });

function download(url: string, who: string | null = 'admin') {
  return t.app.inject({
    method: 'GET',
    url: `/jeecg-boot${url}`,
    headers: who ? auth(token[who] ?? '') : {},
  });
}

describe('POST /sys/common/upload', () => {
  it('stores a file under a random name and serves it back byte for byte', async () => {
    const reply = await upload([file('头像.png', PNG, 'image/png'), biz('avatar')]);
    expect(reply).toMatchObject({ success: true, code: 0, result: null });
    expect(reply.message).toMatch(/^avatar\/[0-9a-f]{32}\.png$/);
    const row = await t.db.select().from(sysFile).where(eq(sysFile.storageKey, reply.message));
    expect(row).toMatchObject([
      {
        tenantId: 1000,
        biz: 'avatar',
        originalName: '头像.png',
        contentType: 'image/png',
        size: PNG.length,
        sha256: createHash('sha256').update(PNG).digest('hex'),
      },
    ]);
    const back = await download(`/sys/common/static/${reply.message}`);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.equals(PNG)).toBe(true);
    // JeecgBoot clients add a trailing comma to path lists.
    expect((await download(`/sys/common/static/${reply.message},`)).statusCode).toBe(200);
  });

  it('defaults to the temp folder and answers downloads as attachments with the original name', async () => {
    const reply = await upload([file('说明 1.txt', Buffer.from('第一行\n第二行\n'), 'text/plain')]);
    expect(reply.message).toMatch(/^temp\/[0-9a-f]{32}\.txt$/);
    const back = await download(`/sys/common/static/${reply.message}`);
    expect(back.headers['content-disposition']).toBe(
      `attachment; filename="___1.txt"; filename*=UTF-8''${encodeURIComponent('说明 1.txt')}`,
    );
    expect(back.body).toBe('第一行\n第二行\n');
  });

  it('refuses extensions outside the whitelist and bytes that are not what the name says', async () => {
    for (const name of ['a.svg', 'a.html', 'a.js', 'a.exe', 'a.png.php', 'noext', '.png']) {
      expect((await upload([file(name, PNG)])).message, name).toBe(FILE_MESSAGES.badType);
    }
    expect((await upload([file('a.png', PDF, 'image/png')])).message).toBe(FILE_MESSAGES.contentMismatch);
    expect((await upload([file('a.pdf', PNG, 'application/pdf')])).message).toBe(
      FILE_MESSAGES.contentMismatch,
    );
    const html = Buffer.from('<script>alert(1)</script>\u0000');
    expect((await upload([file('a.txt', html)])).message).toBe(FILE_MESSAGES.contentMismatch);
    expect((await upload([file('a.docx', Buffer.from('PK\u0003\u0004xl/workbook.xml'))])).message).toBe(
      FILE_MESSAGES.contentMismatch,
    );
    expect((await upload([file('a.png', Buffer.alloc(0))])).message).toBe(FILE_MESSAGES.empty);
    expect(await t.db.select().from(sysFile).where(eq(sysFile.originalName, 'a.png'))).toEqual([]);
  });

  it('refuses a file over the size limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_FILE_MAX_BYTES)]);
    const reply = await upload([file('big.png', big)]);
    expect(reply.success).toBe(false);
    expect(reply.message).toBe(FILE_MESSAGES.tooLarge);
  });

  it('keeps traversal out of the folder and the stored name', async () => {
    for (const folder of ['../etc', '..', 'a/../../b', '/abs', '%2e%2e', 'a\\b', 'a/b', 'temp/', ' x y']) {
      const reply = await upload([file('a.png', PNG), biz(folder)]);
      expect(reply.message, folder).toBe(FILE_MESSAGES.badBiz);
    }
    const named = await upload([file('../../../../etc/passwd.png', PNG)]);
    expect(named.message).toMatch(/^temp\/[0-9a-f]{32}\.png$/);
    const row = await t.db.select().from(sysFile).where(eq(sysFile.storageKey, named.message));
    expect(row[0]?.originalName).toBe('passwd.png');
  });

  it('needs a session', async () => {
    const { payload, contentType } = multipart([file('a.png', PNG)]);
    const reply = await t.call({
      method: 'POST',
      url: '/jeecg-boot/sys/common/upload',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(reply.status).toBe(401);
  });
});

describe('GET /sys/common/static/<biz>/<name>', () => {
  it('never answers a traversal or malformed path with a file', async () => {
    for (const path of [
      '../../../etc/passwd',
      '..%2f..%2fetc%2fpasswd',
      '%2e%2e/%2e%2e/etc/passwd',
      '/etc/passwd',
      'temp/..%00.png',
      'temp/%00',
      'temp/0123456789abcdef0123456789abcdef.png/../x',
      'temp\\..\\x.png',
      'temp/0123456789abcdef0123456789abcdef.png',
    ]) {
      // An empty 404 from the route, or an error envelope where the URL left the route after normalising.
      const reply = await download(`/sys/common/static/${path}`);
      expect(reply.headers['content-disposition'], path).toBeUndefined();
      expect(reply.body === '' || reply.json().success === false, path).toBe(true);
    }
  });

  it('never serves a file of one school to another, nor without a session', async () => {
    const mine = (await upload([file('a.png', PNG), biz('avatar')])).message;
    expect((await download(`/sys/common/static/${mine}`, 'zhongxue')).statusCode).toBe(404);
    expect((await download(`/sys/common/static/${mine}`, null)).statusCode).toBe(401);
    // Same school, another user: school files are shared within the school.
    expect((await download(`/sys/common/static/${mine}`, 'banzhuren')).statusCode).toBe(200);
    const theirs = (await upload([file('b.png', PNG)], 'zhongxue')).message;
    expect((await download(`/sys/common/static/${theirs}`, 'admin')).statusCode).toBe(404);
    expect((await download(`/sys/common/static/${theirs}`, 'zhongxue')).statusCode).toBe(200);
  });

  it('takes ?token= because the browser opens these links itself', async () => {
    const key = (await upload([file('a.png', PNG)])).message;
    const reply = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot/sys/common/static/${key}?token=${token.admin}`,
    });
    expect(reply.statusCode).toBe(200);
  });
});

describe('where uploads are used', () => {
  it('the account avatar takes an uploaded image path, and nothing else that looks like one', async () => {
    const key = (await upload([file('me.png', PNG), biz('avatar')])).message;
    const edit = (avatar: string) =>
      t.call({
        method: 'PUT',
        url: '/jeecg-boot/sys/user/login/setting/userEdit',
        headers: auth(token.admin ?? ''),
        payload: { realname: '管理员', avatar },
      });
    expect((await edit(key)).body).toMatchObject({ success: true });
    for (const bad of [
      'avatar/../../etc/passwd.png',
      'temp/0123456789abcdef0123456789abcdef.png',
      '/etc/x.png',
    ]) {
      expect((await edit(bad)).body.message, bad).toBe('请上传图片');
    }
  });
});

describe('uploaded PDFs outside the preview', () => {
  it('are served as attachments, sandboxed, like every stored file', async () => {
    const key = (await upload([file('报告.pdf', PDF, 'application/pdf')])).message;
    const reply = await download(`/sys/common/static/${key}`);
    expect(reply.statusCode).toBe(200);
    expect(String(reply.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(reply.headers['content-security-policy']).toBe('sandbox');
    const image = await download(`/sys/common/static/${(await upload([file('a.png', PNG)])).message}`);
    expect(String(image.headers['content-disposition'])).toMatch(/^inline;/);
    expect(image.headers['content-security-policy']).toBe('sandbox');
  });
});

describe('GET /sys/common/pdf/pdfPreviewIframe', () => {
  it('shows a stored PDF inline and nothing else', async () => {
    const key = (await upload([file('报告.pdf', PDF, 'application/pdf')])).message;
    const reply = await download(`/sys/common/pdf/pdfPreviewIframe?path=${encodeURIComponent(key)}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(String(reply.headers['content-disposition'])).toMatch(/^inline;/);
    expect(reply.headers['content-security-policy']).toBe('sandbox');
    const png = (await upload([file('a.png', PNG)])).message;
    expect((await download(`/sys/common/pdf/pdfPreviewIframe?path=${png}`)).statusCode).toBe(404);
    expect((await download(`/sys/common/pdf/pdfPreviewIframe?path=${key}`, 'zhongxue')).statusCode).toBe(404);
  });
});
