import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COURSE_MESSAGES, type MediaLink, type UploadState } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantToRole } from '../../test/grant.ts';
import { auth, type Body, createTestApp, type TestApp } from '../../test/test-app.ts';

const MB = 1024 * 1024;
const CHUNK = MB;

/** A 20 MB "video": an ISO media header, then bytes that differ at every offset. */
function fakeMp4(size: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4) data.writeUInt32BE(i >>> 0, i);
  data.write('ftypisom', 4, 'ascii');
  return data;
}

let t: TestApp;
let admin = '';
let other = '';
let origin = '';
beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', ['course:course:list', 'course:course:edit']);
  admin = await t.login('admin');
  other = await t.login('zhongxue');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const api = '/jeecg-boot/course';

async function begin(fileName: string, size: number, who = admin): Promise<Body> {
  return (
    await t.call({
      method: 'POST',
      url: `${api}/upload/begin`,
      headers: auth(who),
      payload: { fileName, size, chunkSize: CHUNK },
    })
  ).body;
}

const OCTETS = { 'content-type': 'application/octet-stream' };

async function sendChunk(id: string, index: number, data: Buffer, who = admin): Promise<Body> {
  return (
    await t.call({
      method: 'POST',
      url: `${api}/upload/chunk?id=${id}&index=${index}`,
      headers: { ...auth(who), ...OCTETS },
      payload: data,
    })
  ).body;
}

/** Sends half of a chunk's request body over a real socket, then drops the connection. */
async function sendHalfAndCut(id: string, index: number, data: Buffer): Promise<void> {
  await new Promise<void>((resolve) => {
    const req = request(`${origin}${api}/upload/chunk?id=${id}&index=${index}`, {
      method: 'POST',
      headers: { ...auth(admin), ...OCTETS, 'content-length': data.byteLength },
    });
    req.on('error', () => resolve());
    req.write(data.subarray(0, data.byteLength / 2), () => {
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
  });
}

async function state(id: string): Promise<UploadState> {
  const { body } = await t.call({ method: 'GET', url: `${api}/upload/state?id=${id}`, headers: auth(admin) });
  return body.result as UploadState;
}

/** Waits for the server to give up on a request whose connection is gone (nothing to poll but its state). */
async function settled(id: string, expected: number): Promise<UploadState> {
  for (let i = 0; i < 50; i++) {
    const now = await state(id);
    if (now.receivedChunks === expected) return now;
    await new Promise((r) => setTimeout(r, 20));
  }
  return state(id);
}

describe('resumable lesson media upload', () => {
  it('resumes a 20 MB upload cut off mid-chunk and streams the result with byte ranges', async () => {
    const video = fakeMp4(20 * MB);
    const started = await begin('第一课.mp4', video.byteLength);
    expect(started).toMatchObject({
      success: true,
      result: { totalChunks: 20, receivedChunks: 0, fileId: null },
    });
    const { id } = started.result as UploadState;
    const chunk = (i: number) => video.subarray(i * CHUNK, (i + 1) * CHUNK);
    for (let i = 0; i < 10; i++) expect((await sendChunk(id, i, chunk(i))).success).toBe(true);

    await sendHalfAndCut(id, 10, chunk(10));
    const resumed = await settled(id, 10);
    expect(resumed).toMatchObject({ receivedChunks: 10, fileId: null });
    expect(await sendChunk(id, 12, chunk(12))).toMatchObject({
      success: false,
      message: COURSE_MESSAGES.wrongChunk,
    });

    let last: Body = await sendChunk(id, resumed.receivedChunks, chunk(resumed.receivedChunks));
    for (let i = resumed.receivedChunks + 1; i < 20; i++) last = await sendChunk(id, i, chunk(i));
    const done = last.result as UploadState;
    expect(done.receivedChunks).toBe(20);
    expect(done.fileId).toMatch(/^\d+$/);

    const courseId = (
      await t.call({
        method: 'POST',
        url: `${api}/add`,
        headers: auth(admin),
        payload: { title: '情绪管理', category: 'mental' },
      })
    ).body.result as string;
    const chapterId = (
      await t.call({
        method: 'POST',
        url: `${api}/chapter/add`,
        headers: auth(admin),
        payload: { courseId, title: '认识情绪' },
      })
    ).body.result as string;
    const lesson = await t.call({
      method: 'POST',
      url: `${api}/lesson/add`,
      headers: auth(admin),
      payload: { chapterId, title: '视频', kind: 'video', fileId: done.fileId },
    });
    expect(lesson.body.success).toBe(true);
    const link = (
      await t.call({
        method: 'GET',
        url: `${api}/lesson/mediaLink?id=${lesson.body.result as string}`,
        headers: auth(admin),
      })
    ).body.result as MediaLink;

    // A seek: no token, only the link; the exact bytes of the requested range.
    const start = 15 * MB + 3;
    const seek = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot${link.path}`,
      headers: { range: `bytes=${start}-${start + 99}` },
    });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-range']).toBe(`bytes ${start}-${start + 99}/${video.byteLength}`);
    expect(seek.headers['content-type']).toBe('video/mp4');
    expect(seek.rawPayload.equals(video.subarray(start, start + 100))).toBe(true);

    const tail = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot${link.path}`,
      headers: { range: 'bytes=-10' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.byteLength - 10))).toBe(true);

    const whole = await t.app.inject({ method: 'GET', url: `/jeecg-boot${link.path}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);

    const beyond = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot${link.path}`,
      headers: { range: `bytes=${video.byteLength}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it('refuses a file whose first bytes are not what its extension says', async () => {
    const disguised = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(CHUNK - 4, 1)]);
    const { id } = (await begin('讲座.mp4', disguised.byteLength)).result as UploadState;
    expect(await sendChunk(id, 0, disguised)).toMatchObject({
      success: false,
      message: COURSE_MESSAGES.contentMismatch,
    });
    const after = await t.call({ method: 'GET', url: `${api}/upload/state?id=${id}`, headers: auth(admin) });
    expect(after.body).toMatchObject({ success: false, message: COURSE_MESSAGES.notFound });
  });

  it('refuses extensions outside the whitelist, oversize files and chunks of the wrong size', async () => {
    expect(await begin('x.exe', 10)).toMatchObject({ success: false, message: COURSE_MESSAGES.badType });
    expect(await begin('x.mp4', 3_000_000_000)).toMatchObject({
      success: false,
      message: COURSE_MESSAGES.tooLarge,
    });
    const { id } = (await begin('x.mp4', 2 * CHUNK)).result as UploadState;
    expect(await sendChunk(id, 0, fakeMp4(CHUNK - 4))).toMatchObject({
      success: false,
      message: COURSE_MESSAGES.chunkSize,
    });
  });

  it("another user's or another school's upload is not found", async () => {
    const { id } = (await begin('x.mp4', CHUNK)).result as UploadState;
    const theirs = await t.call({ method: 'GET', url: `${api}/upload/state?id=${id}`, headers: auth(other) });
    expect(theirs.body).toMatchObject({ success: false, message: COURSE_MESSAGES.notFound });
    expect(await sendChunk(id, 0, fakeMp4(CHUNK), other)).toMatchObject({
      success: false,
      message: COURSE_MESSAGES.notFound,
    });
  });
});
