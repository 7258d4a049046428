import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActorScope } from '../../../core/policy/actor-scope.ts';
import { abilitiesOf, type PolicyActor } from '../../../core/policy/policy.ts';
import { TenantDb } from '../../../core/tenant-db.ts';
import type { screeningResult } from '../../../db/schema.ts';
import { createTestDb, type TestDb } from '../../../test/test-db.ts';
import { assessmentResultPolicy } from './assessment-result.ts';

const tenant = 1000;
let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.drop());

/** A member of staff holding exactly `permissions` (the review rule reads no more of them). */
function actor(permissions: string[]): PolicyActor {
  const own = new TenantDb(db.db, tenant, 'admin');
  return {
    userId: '1',
    username: 'admin',
    tenantId: tenant,
    orgCode: null,
    permissions: new Set(permissions),
    db: own,
    actorScope: () => loadActorScope(own, '1'),
  };
}

describe('assessment results: review decides pending sheets only', () => {
  it('refuses the review of a sheet already decided, and anyone without the permission', async () => {
    const admin = actor(['screening:result:review']);
    // The predicates judge the record as given: a sheet needs no stored attempt for them.
    const result: typeof screeningResult.$inferSelect = {
      id: '1',
      tenantId: tenant,
      taskId: '1',
      attemptId: '1',
      studentId: '1',
      orgCode: '',
      scaleCode: 'PHQ9',
      scaleVersion: '1',
      valid: false,
      level: 0,
      career: false,
      score: {},
      reviewStatus: 'none',
      reviewBy: null,
      reviewTime: null,
      reviewNote: null,
      createTime: new Date(),
    };
    const pending = { ...result, reviewStatus: 'pending' };
    const careerPending = { ...pending, scaleCode: 'RIASEC', career: true };
    const mentor = actor(['career:result:review']);
    expect((await abilitiesOf(mentor, assessmentResultPolicy, careerPending)).review).toBe(true);
    // The career code never reviews a PHQ-9 sheet, and the centre's code no career sheet.
    expect((await abilitiesOf(mentor, assessmentResultPolicy, pending)).review).toBe(false);
    expect((await abilitiesOf(admin, assessmentResultPolicy, careerPending)).review).toBe(false);
    expect((await abilitiesOf(admin, assessmentResultPolicy, pending)).review).toBe(true);
    expect(
      (await abilitiesOf(admin, assessmentResultPolicy, { ...result, reviewStatus: 'valid' })).review,
    ).toBe(false);
    const reader = actor(['screening:result:read']);
    expect(await abilitiesOf(reader, assessmentResultPolicy, pending)).toEqual({
      read: true,
      readLevel: false,
      rescore: false,
      review: false,
    });
  });
});
