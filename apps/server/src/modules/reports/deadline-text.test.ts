import { levelTable } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { crisisDeadlines } from '../crisis/index.ts';
import { schoolSession } from '../school/test-support.ts';
import { suggestionText, summaryText } from './report-texts.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const s = await schoolSession(t, ['admin']);
  const saved = await s.send('PUT', '/crisis/deadlines/save', 'admin', {
    triage: { 3: 2, 2: 12, 1: 48 },
    interview: { 3: 6, 2: 24, 1: 72, 0: 168 },
  });
  if (!saved.body.success) throw new Error(saved.body.message);
});
afterAll(() => t.close());

/** The staff wording of a level-3 suggestion and a level-2 summary, with the school's 危机处置时限. */
async function staffText(tenantId: number): Promise<[string, string]> {
  const deadlines = await crisisDeadlines(new TenantDb(t.db, tenantId));
  return [
    suggestionText('professional', 3, deadlines),
    summaryText('professional', { level: 2, valid: true, levels: levelTable([]), raisedBy: [], deadlines }),
  ];
}

describe('staff report text quotes the school’s 危机处置时限', () => {
  it('the school that changed them reads its own hours; another school keeps the defaults', async () => {
    const [advice, summary] = await staffText(1000);
    expect(advice).toContain('心理中心在 2 小时内研判，分派后 6 小时内约谈学生');
    expect(summary).toContain('在 12 小时内研判');
    const [otherAdvice, otherSummary] = await staffText(1001);
    expect(otherAdvice).toContain('心理中心在 1 小时内研判，分派后 4 小时内约谈学生');
    expect(otherSummary).toContain('在 24 小时内研判');
  });
});
