import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { announcementPolicy } from './announcement.ts';
import { crisisCasePolicy } from './crisis-case.ts';
import { userPolicy } from './user.ts';

/**
 * Every record-level policy with a page, so 菜单管理 can tell which fields a data rule on that page
 * may name. A policy added under `src/policies/` joins this list.
 */
const POLICIES: readonly { menuUrl?: string; ruleFields?: Readonly<Record<string, AnyPgColumn>> }[] = [
  announcementPolicy,
  crisisCasePolicy,
  userPolicy,
];

/** The fields a data rule on the page at `menuUrl` may name; empty when the page has no policy. */
export function ruleFieldsOf(menuUrl: string | null): string[] {
  if (!menuUrl) return [];
  const policy = POLICIES.find((p) => p.menuUrl === menuUrl);
  return Object.keys(policy?.ruleFields ?? {});
}
