import type { CounsellingCaseAction, CounsellingCaseStatus } from '@xinmiao/shared';

export type CaseStep = CounsellingCaseAction['action'];

/** Where each case step may start from, and where it leads (domain §3.3). */
export const CASE_STEPS: Readonly<
  Record<CaseStep, { from: readonly CounsellingCaseStatus[]; to: CounsellingCaseStatus }>
> = {
  plan: { from: ['open', 'active'], to: 'active' },
  refer: { from: ['active'], to: 'referred' },
  supervise: { from: ['active'], to: 'supervision' },
  resume: { from: ['supervision'], to: 'active' },
  closingReport: { from: ['active', 'referred', 'supervision'], to: 'closing' },
  close: { from: ['closing'], to: 'closed' },
  followUp: { from: ['closed'], to: 'follow_up' },
};
