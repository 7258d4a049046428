import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { type MediaLink, ResultCode } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysFile } from '../../db/schema.ts';
import { multipart } from '../../test/multipart.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-rest-of-a-tiny-image'),
]);
/** Stands in for a recording: media links serve whatever audio a module stored, byte for byte. */
const AUDIO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

let t: TestApp;
let logged = '';
const token: Record<string, string> = {};
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  t = await createTestApp({ logger: { level: 'info', stream } });
  for (const name of ['admin', 'banzhuren', 'xinli', 'zhongxue']) token[name] = await t.login(name);
});
afterAll(() => t.close());

async function upload(name: string, data: Buffer, biz: string, who = 'admin'): Promise<string> {
  const { payload, contentType } = multipart([
    { name: 'file', filename: name, data, type: 'application/octet-stream' },
    { name: 'biz', value: biz },
  ]);
  const reply = await t.call({
    method: 'POST',
    url: '/jeecg-boot/sys/common/upload',
    headers: { ...auth(token[who] ?? ''), 'content-type': contentType },
    payload,
  });
  return reply.body.message;
}

/** A recording as a module (a course, a relief exercise) would store it: a file row of its school. */
async function storeAudio(tenantId: number): Promise<string> {
  const key = `relief/${randomBytes(16).toString('hex')}.mp3`;
  await t.services.files.put(`${tenantId}/${key}`, AUDIO, 'audio/mpeg');
  const [id] = await new TenantDb(t.db, tenantId, 'xinli').insert(sysFile, {
    storageKey: key,
    biz: 'relief',
    originalName: '放松练习.mp3',
    contentType: 'audio/mpeg',
    size: AUDIO.length,
    sha256: '0'.repeat(64),
    ownerId: 'module',
  });
  if (!id) throw new Error('no file row');
  return id;
}

async function askLink(path: string, who: string) {
  return t.call({
    method: 'GET',
    url: `/jeecg-boot/sys/common/mediaLink?path=${encodeURIComponent(path)}`,
    headers: auth(token[who] ?? ''),
  });
}

/** Fetches a link the way a media element does: no token, no tenant header. */
function fetchLink(path: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/jeecg-boot${path}`, headers });
}

describe('GET /sys/common/mediaLink', () => {
  it('links a shared image for any member of its school, and the link needs no session', async () => {
    const key = await upload('头像.png', PNG, 'avatar');
    const { body } = await askLink(key, 'banzhuren');
    expect(body.success).toBe(true);
    const link = body.result as MediaLink;
    expect(link.path).toMatch(/^\/sys\/common\/media\/1000\/\d+\?expires=\d+&signature=[\w-]{43}$/);
    const expiresIn = Date.parse(link.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(50 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000);
    const reply = await fetchLink(link.path);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(String(reply.headers['content-disposition'])).toMatch(/^inline;/);
    expect(reply.headers['content-security-policy']).toBe('sandbox');
    expect(reply.rawPayload.equals(PNG)).toBe(true);
  });

  it('links a file in another folder only for its uploader, and nothing that is not media', async () => {
    const attachment = await upload('伤情照片.png', PNG, 'crisis', 'xinli');
    expect((await askLink(attachment, 'banzhuren')).body).toMatchObject({
      success: false,
      code: ResultCode.NOT_FOUND,
    });
    expect((await askLink(attachment, 'xinli')).body.success).toBe(true);
    const pdf = await upload('报告.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'temp');
    expect((await askLink(pdf, 'admin')).body.code).toBe(ResultCode.NOT_FOUND);
  });

  it('never links a file of another school, nor a path of the wrong shape', async () => {
    const key = await upload('头像.png', PNG, 'avatar');
    expect((await askLink(key, 'zhongxue')).body.code).toBe(ResultCode.NOT_FOUND);
    expect((await askLink('avatar/../../x.png', 'admin')).body.code).toBe(ResultCode.NOT_FOUND);
    const anonymous = await t.call({ method: 'GET', url: `/jeecg-boot/sys/common/mediaLink?path=${key}` });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /sys/common/media/<tenant>/<file>', () => {
  it('answers byte ranges with 206 so a player can seek, and an impossible range with 416', async () => {
    const link = t.services.mediaLinks.issue(1000, await storeAudio(1000));
    const whole = await fetchLink(link.path);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.rawPayload.equals(AUDIO)).toBe(true);
    const part = await fetchLink(link.path, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(AUDIO.subarray(100, 200))).toBe(true);
    const tail = await fetchLink(link.path, { range: 'bytes=-10' });
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    expect((await fetchLink(link.path, { range: 'bytes=900-' })).rawPayload.length).toBe(100);
    const beyond = await fetchLink(link.path, { range: 'bytes=5000-6000' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */1000');
    // Several ranges, or a range on a condition we cannot check, get the whole file.
    expect((await fetchLink(link.path, { range: 'bytes=0-1,500-501' })).statusCode).toBe(200);
    expect((await fetchLink(link.path, { range: 'bytes=0-1', 'if-range': '"x"' })).statusCode).toBe(200);
  });

  it('is one 404 for an altered, expired or foreign link and for a deleted file', async () => {
    const fileId = await storeAudio(1000);
    const link = t.services.mediaLinks.issue(1000, fileId);
    const expired = t.services.mediaLinks.issue(1000, fileId, { now: new Date(Date.now() - 2 * 3600_000) });
    const variants = [
      link.path.replace('/1000/', '/1001/'),
      link.path.replace(/signature=[\w-]{4}/, 'signature=AAAA'),
      link.path.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`),
      link.path.replace(/&signature=[\w-]+/, ''),
      expired.path,
    ];
    for (const path of variants) {
      const reply = await fetchLink(path);
      expect(reply.statusCode, path).toBe(404);
      expect(reply.json(), path).toMatchObject({ success: false, code: ResultCode.NOT_FOUND });
    }
    // A link names its tenant: a valid link of school 1001 cannot reach school 1000's file.
    expect((await fetchLink(t.services.mediaLinks.issue(1001, fileId).path)).statusCode).toBe(404);
    await new TenantDb(t.db, 1000).update(sysFile, { delFlag: 1 }, eq(sysFile.id, fileId));
    expect((await fetchLink(link.path)).statusCode).toBe(404);
  });

  it('keeps the signature out of the request log', async () => {
    const link = t.services.mediaLinks.issue(1000, await storeAudio(1000));
    await fetchLink(link.path);
    const signature = new URLSearchParams(link.path.split('?')[1]).get('signature') ?? '';
    expect(signature).not.toBe('');
    expect(logged).toContain('signature=***');
    expect(logged).not.toContain(signature);
  });

  it('lives at most six hours whatever its issuer asks', () => {
    const link = t.services.mediaLinks.issue(1000, '1', { ttlSeconds: 30 * 24 * 3600 });
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(6 * 3600_000);
  });
});
