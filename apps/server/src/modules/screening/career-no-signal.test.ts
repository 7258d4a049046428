import { score } from '@xinmiao/scales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { crisisSignal } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { studentId } from '../school/test-support.ts';
import { signalResults } from './submit.ts';

let t: TestApp;
let db: TenantDb;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  db = new TenantDb(t.db, 1000);
  student = await studentId(t, 1000, '20230103');
});
afterAll(() => t.close());

const signals = async () => (await db.list(crisisSignal)).length;

describe('career results and warnings', () => {
  it('files no warning for a Holland profile, even at a level a scale could define', async () => {
    const before = await signals();
    const riasec = {
      ...score(
        'RIASEC',
        Array.from({ length: 48 }, () => 5),
      ),
      level: 3 as const,
    };
    await signalResults(db, t.services.notifier, student, [
      // Marked clinical on purpose: the Holland profile alone must keep it from warning.
      { id: 'r-career', title: '生涯兴趣', result: riasec, clinical: true },
    ]);
    expect(await signals()).toBe(before);
  });

  it('still files one for a mental-health result at the same level', async () => {
    const before = await signals();
    const phq9 = {
      ...score(
        'PHQ9',
        Array.from({ length: 9 }, () => 3),
      ),
      level: 3 as const,
    };
    await signalResults(db, t.services.notifier, student, [
      { id: 'r-phq9', title: 'PHQ-9', result: phq9, clinical: true },
    ]);
    expect(await signals()).toBe(before + 1);
  });
});
