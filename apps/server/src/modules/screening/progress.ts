import type { AttemptStatus, ProgressCounts, ProgressRow, TaskProgress } from '@xinmiao/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { screeningAttempt } from '../../db/schema.ts';
import { loadUnits } from '../school/index.ts';
import { studentInReach } from './reach.ts';

export type ClassCounts = Omit<ProgressCounts, 'rate'> & { orgCode: string };
export type UnitName = { orgCode: string; name: string; kind: string | null };

/** The school itself (the 3-character root code) is the totals row, not a row of its own. */
const ROOT_LENGTH = 3;
const SEGMENT = 3;

const countOf = (statuses: AttemptStatus[]) =>
  sql<number>`count(*) filter (where ${inArray(screeningAttempt.attemptStatus, statuses)})`.mapWith(Number);

/** One aggregate query: a task's attempts counted per class, within the caller's reach. */
export async function classCounts(ctx: AuthCtx, taskId: string): Promise<ClassCounts[]> {
  return ctx.db
    .select({
      orgCode: screeningAttempt.orgCode,
      assigned: count(),
      started: countOf(['consented', 'in_progress']),
      declined: countOf(['declined']),
      submitted: countOf(['submitted']),
    })
    .from(screeningAttempt)
    .where(and(eq(screeningAttempt.taskId, taskId), await studentInReach(ctx, screeningAttempt.studentId)))
    .groupBy(screeningAttempt.orgCode);
}

export function rateOf(counts: Omit<ProgressCounts, 'rate'>): number {
  return counts.assigned ? Math.round((counts.submitted / counts.assigned) * 1000) / 10 : 0;
}

/**
 * The units a class rolls up into, top first, ending with the class: every known department whose
 * code prefixes the class's (org codes grow three characters a level), below the school.
 */
function chainOf(orgCode: string, known: ReadonlyMap<string, UnitName>): string[] {
  const chain: string[] = [];
  for (let end = ROOT_LENGTH + SEGMENT; end < orgCode.length; end += SEGMENT) {
    const code = orgCode.slice(0, end);
    if (known.has(code)) chain.push(code);
  }
  chain.push(orgCode);
  return chain;
}

/**
 * Rolls per-class counts up the school tree (college › grade › class, or grade › class where there
 * are no colleges): one row per unit with attempts below it, parents before children.
 */
export function rollUp(classes: readonly ClassCounts[], units: readonly UnitName[]): TaskProgress {
  const known = new Map(units.map((u) => [u.orgCode, u]));
  const rows = new Map<string, ProgressRow>();
  const total = { assigned: 0, started: 0, declined: 0, submitted: 0, rate: 0 };
  for (const counts of classes) {
    const chain = chainOf(counts.orgCode, known);
    const names = chain.map((code) => known.get(code)?.name ?? code);
    chain.forEach((code, i) => {
      const row = rows.get(code) ?? {
        orgCode: code,
        parentCode: chain[i - 1] ?? null,
        name: names[i] ?? code,
        kind: known.get(code)?.kind ?? null,
        path: names.slice(0, i + 1).join(' › '),
        assigned: 0,
        started: 0,
        declined: 0,
        submitted: 0,
        rate: 0,
      };
      add(row, counts);
      rows.set(code, row);
    });
    add(total, counts);
  }
  for (const row of rows.values()) row.rate = rateOf(row);
  total.rate = rateOf(total);
  return { total, rows: [...rows.values()].sort((a, b) => a.orgCode.localeCompare(b.orgCode)) };
}

function add(into: Omit<ProgressCounts, 'rate'>, counts: Omit<ProgressCounts, 'rate'>): void {
  into.assigned += counts.assigned;
  into.started += counts.started;
  into.declined += counts.declined;
  into.submitted += counts.submitted;
}

/** A task's progress as the caller may see it: one aggregate query, one read of the school's units. */
export async function progressOf(ctx: AuthCtx, taskId: string): Promise<TaskProgress> {
  const [classes, units] = await Promise.all([classCounts(ctx, taskId), loadUnits(ctx.db)]);
  return rollUp(classes, units);
}
