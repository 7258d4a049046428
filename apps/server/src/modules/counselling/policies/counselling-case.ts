import { eq } from 'drizzle-orm';
import { definePolicy } from '../../../core/policy/policy.ts';
import { counsellingCase } from '../../../db/schema.ts';
import { CASE_STEPS, type CaseStep } from '../case-steps.ts';
import { counsellingFacts, isCentreDirector } from './counselling-note.ts';

type CaseRow = typeof counsellingCase.$inferSelect;

const step = (action: CaseStep) => ({
  permission: 'counselling:case:edit' as const,
  allow: (record: CaseRow) => (CASE_STEPS[action].from as readonly string[]).includes(record.status),
});

/**
 * 咨询个案 are counselling data: a case is reached by its treating counsellor, and every case by the
 * centre director, whatever the data scopes say (the data rules of 咨询个案 still narrow it). A step is
 * allowed from the statuses it starts from.
 */
export const counsellingCasePolicy = definePolicy({
  table: counsellingCase,
  menuUrl: '/counselling/cases',
  ruleFields: { status: counsellingCase.status, counsellorId: counsellingCase.counsellorId },
  reach: {
    via: async (actor) =>
      isCentreDirector(actor) ? undefined : eq(counsellingCase.counsellorId, actor.userId),
  },
  facts: counsellingFacts,
  actions: {
    plan: step('plan'),
    refer: step('refer'),
    supervise: step('supervise'),
    resume: step('resume'),
    closingReport: step('closingReport'),
    close: step('close'),
    followUp: step('followUp'),
  },
});
