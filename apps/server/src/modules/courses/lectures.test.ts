import { randomBytes } from 'node:crypto';
import {
  LECTURE_MESSAGES,
  type LectureRecord,
  type LectureRegistration,
  type MyRegistration,
  type PublicLecture,
} from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { lecture, lectureRegistration, sysFile } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, type Body, createTestApp, type TestApp } from '../../test/test-app.ts';
import { COURSE_FILE_BIZ } from './chunked-upload.ts';
import { eraseExpiredGuardians, lectureGrades, lectureHallCounts } from './lectures.ts';

let t: TestApp;
const token: Record<string, string> = {};
const texts: { mobile: string; code: string }[] = [];
let smsOn = false;
let gradeA = '';
let gradeB = '';

const HOUR = 3_600_000;

const console_ = async (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  (
    await t.call({
      method,
      url: `/jeecg-boot/course/lecture${url}`,
      headers: auth(token[who] ?? ''),
      ...(payload ? { payload } : {}),
    })
  ).body as Body;

/** A guardian's call: no token, and a tenant header that must change nothing. */
const guardian = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  (
    await t.call({
      method,
      url: `/jeecg-boot/parent/lecture${url}`,
      headers: { 'tenant-id': '1001', 'X-Tenant-Id': '1001' },
      ...(payload ? { payload } : {}),
    })
  ).body as Body;

async function addLecture(who: string, grades: string[], extra: object = {}): Promise<string> {
  const start = new Date(Date.now() + 30 * 60_000);
  const body = await console_(who, 'POST', '/add', {
    title: '亲子沟通讲座',
    mode: 'onsite',
    speaker: '王老师',
    place: '报告厅',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + HOUR).toISOString(),
    capacity: 2,
    gradeIds: grades,
    status: '1',
    ...extra,
  });
  expect(body.success, body.message).toBe(true);
  return String(body.result);
}

const linkOf = async (who: string, id: string) =>
  ((await console_(who, 'GET', `/link?id=${id}`)).result as { token: string; path: string }).token;

/** Stands in for a recording: media links serve the stored bytes as they are. */
const VIDEO = Buffer.from(Array.from({ length: 4000 }, (_, i) => i % 251));

/** A replay video of school `tenantId`, stored as the course uploader stores one. */
async function storeReplay(tenantId: number): Promise<string> {
  const key = `${COURSE_FILE_BIZ}/${randomBytes(16).toString('hex')}.mp4`;
  await t.services.files.put(`${tenantId}/${key}`, VIDEO, 'video/mp4');
  const [id] = await new TenantDb(t.db, tenantId).insert(sysFile, {
    storageKey: key,
    biz: COURSE_FILE_BIZ,
    originalName: '讲座回放.mp4',
    contentType: 'video/mp4',
    size: VIDEO.length,
    sha256: '0'.repeat(64),
    ownerId: 'test',
  });
  if (!id) throw new Error('no file row');
  return id;
}

type Replay = { path: string; expiresAt: string; transcript: string };

beforeAll(async () => {
  t = await createTestApp({
    sms: {
      get configured() {
        return smsOn;
      },
      async send(mobile, code) {
        texts.push({ mobile, code });
      },
    },
  });
  // The other school's 班主任 may manage lectures: still nothing of this school.
  await grantToRole(t, 1001, 'banzhuren', ['course:lecture:list', 'course:lecture:add']);
  for (const name of ['admin', 'zhongxue']) token[name] = await t.login(name);
  gradeA = (await lectureGrades(new TenantDb(t.db, 1000)))[0]?.id ?? '';
  gradeB = (await lectureGrades(new TenantDb(t.db, 1001)))[0]?.id ?? '';
  if (!gradeA || !gradeB) throw new Error('both schools need a grade');
});
afterAll(() => t.close());

describe('家长学堂: the public registration link', () => {
  it('registers within capacity, masks numbers, checks in and takes feedback (no SMS gateway)', async () => {
    const id = await addLecture('admin', [gradeA]);
    const t1 = await linkOf('admin', id);
    const info = (await guardian('GET', `/info?t=${t1}`)).result as PublicLecture;
    expect(info).toMatchObject({ title: '亲子沟通讲座', capacity: 2, registered: 0, smsRequired: false });
    expect(info.grades.map((g) => g.id)).toEqual([gradeA]);

    const register = (mobile: string, name = '李家长') =>
      guardian('POST', '/register', { t: t1, guardianName: name, mobile, gradeId: gradeA });
    const first = await register('13800001111');
    expect(first.success, first.message).toBe(true);
    expect((await register('13800001111')).message).toBe(LECTURE_MESSAGES.already);
    expect((await register('13800002222', '王家长')).success).toBe(true);
    expect((await register('13800003333')).message).toBe(LECTURE_MESSAGES.full);

    const rows = (await console_('admin', 'GET', `/registration/all?id=${id}`))
      .result as LectureRegistration[];
    expect(rows.map((r) => r.mobile)).toEqual(['138****1111', '138****2222']);
    expect(JSON.stringify(rows)).not.toContain('13800001111');

    const ticket = (first.result as { ticket: string }).ticket;
    expect((await guardian('POST', '/feedback', { ticket, satisfaction: 5 })).message).toBe(
      LECTURE_MESSAGES.feedbackFirst,
    );
    expect((await guardian('POST', '/checkIn', { ticket, code: '000000' })).message).toBe(
      LECTURE_MESSAGES.checkInWrong,
    );
    const [row] = await new TenantDb(t.db, 1000).list(lecture, { where: eq(lecture.id, id) });
    expect((await guardian('POST', '/checkIn', { ticket, code: row?.checkInCode })).success).toBe(true);
    expect((await guardian('POST', '/feedback', { ticket, satisfaction: 4, comment: '很好' })).success).toBe(
      true,
    );
    const mine = (await guardian('GET', `/mine?ticket=${ticket}`)).result as MyRegistration;
    expect(mine).toMatchObject({ checkedIn: true, satisfaction: 4, comment: '很好', hasReplay: false });

    const list = (await console_('admin', 'GET', '/list?pageSize=100')).result as {
      records: LectureRecord[];
    };
    expect(list.records.find((r) => r.id === id)).toMatchObject({
      registered: 2,
      attended: 1,
      feedbacks: 1,
      satisfaction: 4,
    });
  });

  it("a link of school A reaches only A's lecture; a tampered or swapped signature opens nothing", async () => {
    const a = await addLecture('admin', [gradeA]);
    const b = await addLecture('zhongxue', [gradeB]);
    const linkA = await linkOf('admin', a);
    const linkB = await linkOf('zhongxue', b);
    const [tenantA, idA, sigA] = linkA.split('.');
    const [, idB, sigB] = linkB.split('.');
    // A's signature with B's lecture or B's school, B's signature under A's school, a changed signature.
    const forged = [
      `${tenantA}.${idB}.${sigA}`,
      `1001.${idA}.${sigA}`,
      `${tenantA}.${idB}.${sigB}`,
      `${tenantA}.${idA}.${sigA?.slice(0, -2)}${sigA?.endsWith('AA') ? 'BB' : 'AA'}`,
    ];
    for (const t1 of forged) {
      expect((await guardian('GET', `/info?t=${t1}`)).message).toBe(LECTURE_MESSAGES.badLink);
      const reg = await guardian('POST', '/register', {
        t: t1,
        guardianName: '赵家长',
        mobile: '13900009999',
        gradeId: gradeB,
      });
      expect(reg.message).toBe(LECTURE_MESSAGES.badLink);
    }
    // A registration ticket is not a lecture link, and a lecture link is not a ticket.
    const reg = await guardian('POST', '/register', {
      t: linkA,
      guardianName: '赵家长',
      mobile: '13900009999',
      gradeId: gradeA,
    });
    const ticket = (reg.result as { ticket: string }).ticket;
    expect((await guardian('GET', `/info?t=${ticket}`)).message).toBe(LECTURE_MESSAGES.badLink);
    expect((await guardian('GET', `/mine?ticket=${linkA}`)).message).toBe(LECTURE_MESSAGES.badLink);
    // B's grade on A's link is refused; nothing was written in school B.
    const cross = await guardian('POST', '/register', {
      t: linkA,
      guardianName: '钱家长',
      mobile: '13900008888',
      gradeId: gradeB,
    });
    expect(cross.message).toBe(LECTURE_MESSAGES.gradeNotAudience);
    expect(
      await new TenantDb(t.db, 1001).count(lectureRegistration, eq(lectureRegistration.lectureId, b)),
    ).toBe(0);
    // School B's console cannot read A's lecture either.
    expect((await console_('zhongxue', 'GET', `/registration/all?id=${a}`)).message).toBe(
      LECTURE_MESSAGES.notFound,
    );
  });

  it('asks for an SMS code when the school can send one', async () => {
    smsOn = true;
    try {
      const id = await addLecture('admin', [gradeA], { capacity: 10 });
      const link = await linkOf('admin', id);
      expect(((await guardian('GET', `/info?t=${link}`)).result as PublicLecture).smsRequired).toBe(true);
      const form = { t: link, guardianName: '孙家长', mobile: '13700007777', gradeId: gradeA };
      expect((await guardian('POST', '/register', form)).message).toBe(LECTURE_MESSAGES.smsNeeded);
      expect((await guardian('POST', '/sms', { t: link, mobile: form.mobile })).success).toBe(true);
      const code = texts.find((x) => x.mobile === form.mobile)?.code ?? '';
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await guardian('POST', '/register', { ...form, smsCode: wrong })).message).toBe(
        LECTURE_MESSAGES.smsWrong,
      );
      const ok = await guardian('POST', '/register', { ...form, smsCode: code });
      expect(ok.success, ok.message).toBe(true);
      const rows = (await console_('admin', 'GET', `/registration/all?id=${id}`))
        .result as LectureRegistration[];
      expect(rows.map((r) => r.verifiedBy)).toEqual(['sms']);
    } finally {
      smsOn = false;
    }
  });

  it('binds a guardian’s SMS code to the school and lecture it was sent for', async () => {
    smsOn = true;
    try {
      const a1 = await addLecture('admin', [gradeA], { capacity: 10 });
      const a2 = await addLecture('admin', [gradeA], { capacity: 10 });
      const b = await addLecture('zhongxue', [gradeB], { capacity: 10 });
      const [linkA1, linkA2, linkB] = [
        await linkOf('admin', a1),
        await linkOf('admin', a2),
        await linkOf('zhongxue', b),
      ];
      const mobile = '13500005555';
      expect((await guardian('POST', '/sms', { t: linkA1, mobile })).success).toBe(true);
      const code = texts.find((x) => x.mobile === mobile)?.code ?? '';
      const form = (t1: string, gradeId: string) => ({
        t: t1,
        guardianName: '吴家长',
        mobile,
        gradeId,
        smsCode: code,
      });
      // The right code, on another school's lecture and on another lecture of the same school.
      expect((await guardian('POST', '/register', form(linkB, gradeB))).message).toBe(
        LECTURE_MESSAGES.smsElsewhere,
      );
      expect((await guardian('POST', '/register', form(linkA2, gradeA))).message).toBe(
        LECTURE_MESSAGES.smsElsewhere,
      );
      expect(
        await new TenantDb(t.db, 1001).count(lectureRegistration, eq(lectureRegistration.lectureId, b)),
      ).toBe(0);
      expect(
        await new TenantDb(t.db, 1000).count(lectureRegistration, eq(lectureRegistration.lectureId, a2)),
      ).toBe(0);
      // It still proves the phone on the page it was sent from.
      const ok = await guardian('POST', '/register', form(linkA1, gradeA));
      expect(ok.success, ok.message).toBe(true);
    } finally {
      smsOn = false;
    }
  });

  it('serves the replay with its transcript for captions, only through a ticket of its own school', async () => {
    const transcript = '各位家长好\n今天我们聊聊亲子沟通';
    const a = await addLecture('admin', [gradeA], { replayFileId: await storeReplay(1000), transcript });
    const b = await addLecture('zhongxue', [gradeB], {
      replayFileId: await storeReplay(1001),
      transcript: '乙校的讲座文字稿',
    });
    const list = (await console_('admin', 'GET', '/list?pageSize=100')).result as {
      records: LectureRecord[];
    };
    expect(list.records.find((r) => r.id === a)?.transcript).toBe(transcript);
    expect(list.records.some((r) => r.id === b)).toBe(false);

    // The console's own replay link carries the transcript; school B's console gets nothing of A's.
    expect(((await console_('admin', 'GET', `/replayLink?id=${a}`)).result as Replay).transcript).toBe(
      transcript,
    );
    expect((await console_('zhongxue', 'GET', `/replayLink?id=${a}`)).message).toBe(
      LECTURE_MESSAGES.noReplay,
    );

    const reg = await guardian('POST', '/register', {
      t: await linkOf('admin', a),
      guardianName: '郑家长',
      mobile: '13300003333',
      gradeId: gradeA,
    });
    const ticket = (reg.result as { ticket: string }).ticket;
    expect(((await guardian('GET', `/mine?ticket=${ticket}`)).result as MyRegistration).hasReplay).toBe(true);
    const replay = (await guardian('GET', `/replay?ticket=${ticket}`)).result as Replay;
    expect(replay.transcript).toBe(transcript);
    // The media link plays with no session and no tenant header, seeking included.
    const played = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot${replay.path}`,
      headers: { range: 'bytes=100-199' },
    });
    expect(played.statusCode).toBe(206);
    expect(played.rawPayload.equals(VIDEO.subarray(100, 200))).toBe(true);

    // A's ticket moved to school B, or signed for B's lecture id, opens nothing; the lecture link is not a ticket.
    const [, regId, sig] = ticket.split('.');
    for (const forged of [`1001.${regId}.${sig}`, `1000.${b}.${sig}`, await linkOf('admin', a)])
      expect((await guardian('GET', `/replay?ticket=${forged}`)).message).toBe(LECTURE_MESSAGES.badLink);

    // Editing the transcript reaches the next replay link; a lecture without a replay has none.
    const edited = await console_('admin', 'POST', '/edit', {
      ...list.records.find((r) => r.id === a),
      transcript: '改过的文字稿',
    });
    expect(edited.success, edited.message).toBe(true);
    expect(((await guardian('GET', `/replay?ticket=${ticket}`)).result as Replay).transcript).toBe(
      '改过的文字稿',
    );
    const none = await addLecture('admin', [gradeA]);
    expect((await console_('admin', 'GET', `/replayLink?id=${none}`)).message).toBe(
      LECTURE_MESSAGES.noReplay,
    );
  });

  it('erases names and numbers after the school’s retention days, keeping the counts', async () => {
    const tdb = new TenantDb(t.db, 1000);
    expect((await console_('admin', 'POST', '/setting/save', { retentionDays: 3 })).message).toBe(
      '保留天数至少 7 天',
    );
    expect((await console_('admin', 'POST', '/setting/save', { retentionDays: 30 })).success).toBe(true);
    const id = await addLecture('admin', [gradeA], { capacity: 5 });
    const link = await linkOf('admin', id);
    await guardian('POST', '/register', {
      t: link,
      guardianName: '周家长',
      mobile: '13600006666',
      gradeId: gradeA,
    });
    const before = (await lectureHallCounts(tdb)).filter((c) => c.metric === 'lecture.registration');
    expect(await eraseExpiredGuardians(tdb, new Date(Date.now() + 29 * 24 * HOUR))).toBe(0);
    expect(await eraseExpiredGuardians(tdb, new Date(Date.now() + 32 * 24 * HOUR))).toBeGreaterThan(0);
    const rows = (await console_('admin', 'GET', `/registration/all?id=${id}`))
      .result as LectureRegistration[];
    expect(rows[0]).toMatchObject({ mobile: null, erased: true });
    const [stored] = await tdb.list(lectureRegistration, { where: eq(lectureRegistration.lectureId, id) });
    expect(stored).toMatchObject({ mobile: null, guardianName: '' });
    expect((await lectureHallCounts(tdb)).filter((c) => c.metric === 'lecture.registration')).toEqual(before);
  });
});
