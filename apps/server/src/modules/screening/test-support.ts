import type { AccountSlipFiles } from '@xinmiao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { TenantDb } from '../../core/tenant-db.ts';
import { schoolStudent, screeningAttempt } from '../../db/schema.ts';
import { CHOSEN_PASSWORD, firstSignIn } from '../../test/first-sign-in.ts';
import { auth, type Body, type TestApp } from '../../test/test-app.ts';
import { classIdOf, slipPasswords } from '../school/test-support.ts';

export const DEMO_TENANT = 1000;

/**
 * Waits until every submitted sheet of the school has had its follow-up (warning signals, growth
 * event), which runs shortly after the submit's reply.
 */
export async function sheetsFiled(app: Pick<TestApp, 'db'>, tenantId = DEMO_TENANT): Promise<void> {
  const db = new TenantDb(app.db, tenantId);
  const deadline = Date.now() + 10_000;
  while ((await db.count(screeningAttempt, eq(screeningAttempt.followUpPending, true))) > 0) {
    if (Date.now() > deadline) throw new Error('submitted sheets still waiting for their follow-up');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export type Caller = {
  get: (url: string) => Promise<Body>;
  post: (url: string, payload?: unknown) => Promise<Body>;
};

export function callerOf(t: TestApp, token: string): Caller {
  const headers = auth(token);
  return {
    get: async (url) => (await t.call({ method: 'GET', url: `/jeecg-boot${url}`, headers })).body,
    post: async (url, payload) =>
      (
        await t.call({
          method: 'POST',
          url: `/jeecg-boot${url}`,
          headers,
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        })
      ).body,
  };
}

/** A package of the given scales, created through the console's route; returns its id. */
export async function packageOf(admin: Caller, name: string, scaleCodes: readonly string[]): Promise<string> {
  const added = await admin.post('/saas/devEvalPackageinfo/add', {
    name,
    items: scaleCodes.map((scaleCode) => ({ scaleCode })),
  });
  if (!added.success) throw new Error(added.message);
  const list = await admin.get(`/saas/devEvalPackageinfo/list?name=${encodeURIComponent(name)}`);
  const found = (list.result as { records: { id: string; name: string }[] }).records.find(
    (p) => p.name === name,
  );
  if (!found) throw new Error(`package ${name} not listed`);
  return found.id;
}

/**
 * Accounts for the students of one class, created through the console's route and signed in once
 * (the required change of the initial password): 学号 → the password they sign in with now.
 */
export async function classAccounts(t: TestApp, admin: Caller, college: string, klass: string) {
  const classId = await classIdOf(t, DEMO_TENANT, college, klass);
  const students = await new TenantDb(t.db, DEMO_TENANT).list(schoolStudent, {
    where: eq(schoolStudent.classId, classId),
  });
  const ids = students.map((s) => s.id);
  // The demo seed gave some classes accounts already: those are reset, so every slip is fresh.
  await admin.post('/school/student/createAccounts', { ids });
  const reset = await admin.post('/school/student/resetAccounts', { ids });
  if (!reset.success) throw new Error(reset.message);
  const slip = await slipPasswords((reset.result as { slip: AccountSlipFiles | null }).slip);
  for (const s of students) await firstSignIn(t, s.studentNo, slip.get(s.studentNo) ?? '');
  return {
    classId,
    students: students.map((s) => ({ id: s.id, studentNo: s.studentNo, password: CHOSEN_PASSWORD })),
  };
}

/** Moves the students' start back, as if they had spent `seconds` on the sheet (the too-fast rule). */
export async function backdateStart(
  t: TestApp,
  taskId: string,
  studentIds: readonly string[],
  seconds: number,
) {
  await new TenantDb(t.db, DEMO_TENANT).update(
    screeningAttempt,
    { startedAt: new Date(Date.now() - seconds * 1000) },
    and(eq(screeningAttempt.taskId, taskId), inArray(screeningAttempt.studentId, [...studentIds])) ??
      eq(screeningAttempt.taskId, taskId),
  );
}

// Screening data other modules' tests build on.
export { seedDemoScreening } from './closed-screening-seed.ts';
export { addStudents, answer, assign, createTask, uniform } from './result-fixture.ts';
