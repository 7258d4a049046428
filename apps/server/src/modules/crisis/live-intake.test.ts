import type { AccountSlipFiles, NoticeSocketMessage } from '@xinmiao/shared';
import { and, asc, eq, isNotNull, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { chinaDateTime } from '../../core/time.ts';
import {
  counsellingBooking,
  counsellingRota,
  crisisCase,
  schoolStudent,
  screeningAttempt,
  sysAnnouncement,
  sysDepart,
  sysUser,
} from '../../db/schema.ts';
import { openRegistered, type TestSocket } from '../../realtime/test-socket.ts';
import { rotaOfSlots, studentsWithSessions } from '../../test/counselling-fixtures.ts';
import { changeInitialPassword } from '../../test/first-sign-in.ts';
import { injectFailure } from '../../test/injected-failure.ts';
import { type Instance, startInstance } from '../../test/instance.ts';
import { auth, type Body } from '../../test/test-app.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { slipPasswords } from '../school/test-support.ts';
import { sheetsFiled } from '../screening/test-support.ts';

// PHQ-9 answers are 1-based option positions: item 9 at 2 (好几天) fires the item alert, level 3.
const ITEM9 = [2, 2, 2, 1, 1, 1, 1, 1, 2];

let db: TestDb;
let server: Instance;
let centre: TestSocket;
let students: string[];
const tdb = () => new TenantDb(db.db, 1000);

const post = async (token: string, url: string, payload: object): Promise<Body> =>
  (
    await server.call({
      method: 'POST',
      url: `/jeecg-boot${url}`,
      headers: auth(token),
      payload: payload as Record<string, unknown>,
    })
  ).body;
const get = async (token: string, url: string): Promise<Body> =>
  (await server.call({ method: 'GET', url: `/jeecg-boot${url}`, headers: auth(token) })).body;

/** A demo student of 计算机学院 2023级1班 with a school account, signed in (student role). */
async function signedInStudent(admin: string) {
  const college = await tdb().first(sysDepart, eq(sysDepart.departName, '计算机学院'));
  const klass = await tdb().first(
    sysDepart,
    and(eq(sysDepart.departName, '2023级1班'), like(sysDepart.orgCode, `${college?.orgCode ?? '-'}%`)),
  );
  const [student] = await tdb().list(schoolStudent, {
    where: eq(schoolStudent.classId, klass?.id ?? ''),
    orderBy: [asc(schoolStudent.studentNo)],
    limit: 1,
  });
  if (!student) throw new Error('no demo student');
  expect((await post(admin, '/school/student/createAccounts', { ids: [student.id] })).success).toBe(true);
  const reset = await post(admin, '/school/student/resetAccounts', { ids: [student.id] });
  const slip = await slipPasswords((reset.result as { slip: AccountSlipFiles | null }).slip);
  const initial = slip.get(student.studentNo) ?? '';
  const { token } = await server.login(student.studentNo, initial);
  await changeInitialPassword(server, token, student.studentNo, initial);
  return { student, token };
}

/** How many of the centre console's notices the tests have read. */
let read = 0;

/** The next notice on the centre's console (it may have come before the reply), with its announcement. */
async function nextNotice() {
  const messages = await centre.received(read + 1);
  const notice = JSON.parse(messages[read] ?? '{}') as NoticeSocketMessage;
  read += 1;
  const stored = 'msgId' in notice ? await tdb().byId(sysAnnouncement, String(notice.msgId)) : undefined;
  return { notice, stored };
}

beforeAll(async () => {
  db = await createTestDb();
  server = await startInstance(db.db);
  const xinli = await server.login('xinli');
  centre = await openRegistered(server.port, xinli.userId, xinli.token);
  students = await studentsWithSessions(db.db, server.services.sessions, 1, 'LIVE');
}, 120_000);
afterAll(async () => {
  centre.socket.close();
  await server.close();
  await db.drop();
});

describe('a new crisis case reaches the centre console live', () => {
  it('when a student submits a sheet whose level opens a case', async () => {
    const admin = (await server.login('admin')).token;
    const { student, token } = await signedInStudent(admin);
    const packaged = await post(admin, '/saas/devEvalPackageinfo/add', {
      name: '实时预警PHQ',
      items: [{ scaleCode: 'PHQ9' }],
    });
    expect(packaged.success).toBe(true);
    const packages = await get(
      admin,
      `/saas/devEvalPackageinfo/list?name=${encodeURIComponent('实时预警PHQ')}`,
    );
    const packageId = (packages.result as { records: { id: string }[] }).records[0]?.id;
    const added = await post(admin, '/screening/task/add', {
      name: '实时预警普查',
      packageId,
      targets: { departIds: [student.classId] },
      endAt: '2099-12-31 23:00',
      consentText: '本测评仅用于心理健康服务。',
    });
    const taskId = (added.result as { id: string }).id;
    expect(
      (await post(admin, '/screening/task/publish', { id: taskId, confirmBuiltinWording: ['PHQ9'] })).success,
    ).toBe(true);
    expect(await post(token, '/screening/my/consent', { taskId, agree: true })).toMatchObject({
      success: true,
    });
    // As if the student had spent five minutes on the sheet (a too-fast sheet waits for review).
    await tdb().update(
      screeningAttempt,
      { startedAt: new Date(Date.now() - 300_000) },
      and(eq(screeningAttempt.taskId, taskId), eq(screeningAttempt.studentId, student.id)) ??
        eq(screeningAttempt.taskId, taskId),
    );
    expect(await tdb().count(crisisCase, eq(crisisCase.studentId, student.id))).toBe(0);

    const submitted = await post(token, '/screening/my/submit', { taskId, answers: { PHQ9: ITEM9 } });
    expect(submitted.success).toBe(true);
    await sheetsFiled(db);

    const opened = await tdb().first(crisisCase, eq(crisisCase.studentId, student.id));
    expect(opened).toMatchObject({ source: 'item_alert', suggestedLevel: 3 });
    const { notice, stored } = await nextNotice();
    expect(notice).toMatchObject({ cmd: 'user', msgTxt: '新的预警待评估（红色预警）' });
    // 去处理 opens the case itself, not the queue the user would have to search.
    expect(stored).toMatchObject({
      busType: 'crisis_case',
      busId: opened?.id,
      openPage: `/crisis/warnings?case=${opened?.id}`,
    });
  });

  it('when a booking pre-screen routes to crisis, and never for one that rolled back', async () => {
    const [token = ''] = students;
    const student = await tdb().first(schoolStudent, eq(schoolStudent.studentNo, 'LIVE0000'));
    const [xinli] = await db.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'xinli'));
    // The demo rota would add its own slots to the day booked.
    await tdb().delete(counsellingRota, ne(counsellingRota.id, ''));
    await rotaOfSlots(db.db, xinli?.id ?? '', 1);
    const day = chinaDateTime(new Date(Date.now() + 3 * 86_400_000)).slice(0, 10);
    const booked = await post(token, '/counselling/my/book', {
      counsellorId: xinli?.id,
      slotStart: `${day} 08:00`,
      topic: '学业压力',
      consent: true,
    });
    const id = (booked.result as { id: string }).id;
    const centreToken = (await server.login('xinli')).token;
    const prescreen = { action: 'prescreen', id, riskLevel: 3, note: '自述有轻生念头' };

    const remove = await injectFailure(db.db, 'bookingLink');
    try {
      expect((await post(centreToken, '/counselling/booking/action', prescreen)).success).toBe(false);
    } finally {
      await remove();
    }
    expect(await tdb().count(crisisCase, eq(crisisCase.studentId, student?.id ?? ''))).toBe(0);
    expect((await post(centreToken, '/counselling/booking/action', prescreen)).success).toBe(true);

    const routed = await tdb().first(
      counsellingBooking,
      and(eq(counsellingBooking.id, id), isNotNull(counsellingBooking.crisisCaseId)),
    );
    const opened = await tdb().byId(crisisCase, routed?.crisisCaseId ?? '');
    expect(opened).toMatchObject({ source: 'appointment', studentId: student?.id });
    // Sockets deliver in order: a notice of the rolled-back attempt would have come first.
    const { notice, stored } = await nextNotice();
    expect(notice).toMatchObject({ cmd: 'user', msgTxt: '新的预警待评估（红色预警）' });
    expect(stored).toMatchObject({ busType: 'crisis_case', busId: opened?.id });
  });
});
