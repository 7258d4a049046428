import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { growthEvent } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  backdateStart,
  type Caller,
  callerOf,
  classAccounts,
  DEMO_TENANT,
  packageOf,
  sheetsFiled,
} from './test-support.ts';

let t: TestApp;
let admin: Caller;
let accounts: Awaited<ReturnType<typeof classAccounts>>;
const students: Caller[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = callerOf(t, await t.login('admin'));
  accounts = await classAccounts(t, admin, '计算机学院', '2023级1班');
  for (const s of accounts.students) students.push(callerOf(t, await t.login(s.studentNo, s.password)));
});
afterAll(() => t.close());

async function publishedTask(name: string, scaleCodes: string[]): Promise<string> {
  const packageId = await packageOf(admin, name, scaleCodes);
  const added = await admin.post('/screening/task/add', {
    name,
    packageId,
    targets: { departIds: [accounts.classId] },
    endAt: '2099-12-31 23:00',
  });
  const id = (added.result as { id: string }).id;
  // The built-in scales' wording is confirmed by name, as the publish dialog asks.
  expect(
    await admin.post('/screening/task/publish', { id, confirmBuiltinWording: scaleCodes }),
  ).toMatchObject({
    success: true,
  });
  for (const s of students) await s.post('/screening/my/consent', { taskId: id, agree: true });
  await backdateStart(
    t,
    id,
    accounts.students.map((s) => s.id),
    600,
  );
  return id;
}

const eventsOf = (studentId: string) =>
  new TenantDb(t.db, DEMO_TENANT).list(growthEvent, { where: eq(growthEvent.studentId, studentId) });

describe('a submitted sheet on the growth file', () => {
  it('a career survey writes a career event naming the Holland code; a screening an assessment event without one', async () => {
    const [first, second] = students;
    const [one, two] = accounts.students;
    if (!first || !second || !one || !two) throw new Error('the class has three students');
    // Social and artistic items liked (option 1), the rest not: an S/A-led code.
    const riasec = Array.from({ length: 48 }, (_, i) => (i % 6 === 2 || i % 6 === 3 ? 1 : 2));
    const career = await publishedTask('生涯兴趣', ['RIASEC']);
    expect(
      (await first.post('/screening/my/submit', { taskId: career, answers: { RIASEC: riasec } })).success,
    ).toBe(true);
    await sheetsFiled(t);
    const careerEvent = (await eventsOf(one.id)).find((e) => e.sourceModule === 'screening');
    expect(careerEvent).toMatchObject({ kind: 'career', visibility: 'student' });
    expect(careerEvent?.title).toMatch(/^完成生涯调查：生涯兴趣，霍兰德代码 [RIASEC]{3}$/);

    const screening = await publishedTask('情绪筛查', ['PHQ9']);
    expect(
      await second.post('/screening/my/submit', { taskId: screening, answers: { PHQ9: Array(9).fill(1) } }),
    ).toMatchObject({ success: true });
    await sheetsFiled(t);
    const assessment = (await eventsOf(two.id)).find((e) => e.sourceModule === 'screening');
    expect(assessment).toMatchObject({ kind: 'assessment', title: '完成测评：情绪筛查' });
  });
});
