import type { MonthlyRow } from '@xinmiao/shared';
import { and, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthCtx } from '../../core/context.ts';
import { CHINA_OFFSET_MS } from '../../core/time.ts';
import { crisisCase, crisisCaseEvent, crisisFollowup, crisisInterview } from '../../db/schema.ts';
import { loadUnits } from '../school/index.ts';
import { casesVisibleTo } from './policies/crisis-case.ts';

const SCHOOL = '全校';
const ELSEWHERE = '未分院系';

/** The month `2026-11` as an instant range in China time. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return {
    from: new Date(Date.UTC(year, index - 1, 1) - CHINA_OFFSET_MS),
    to: new Date(Date.UTC(year, index, 1) - CHINA_OFFSET_MS),
  };
}

const emptyRow = (unit: string): MonthlyRow => ({
  unit,
  newCases: 0,
  level3: 0,
  level2: 0,
  level1: 0,
  attention: 0,
  dismissed: 0,
  released: 0,
  interviews: 0,
  followups: 0,
  open: 0,
  overdue: 0,
});

const LEVEL_FIELD: Readonly<Record<number, 'level3' | 'level2' | 'level1' | 'attention'>> = {
  3: 'level3',
  2: 'level2',
  1: 'level1',
  0: 'attention',
};

/**
 * 月报: per college and for the whole school, over the cases the caller reaches — warnings opened in
 * the month by confirmed level, cases dismissed and released, interviews and visits done in it,
 * and what is open and overdue now. A 辅导员 gets their college's rows; the centre every college.
 */
export async function monthlyReport(ctx: AuthCtx, month: string, now = new Date()): Promise<MonthlyRow[]> {
  const { from, to } = monthRange(month);
  const [cases, units] = await Promise.all([
    ctx.db.list(crisisCase, { where: await casesVisibleTo(ctx), limit: 100_000 }),
    loadUnits(ctx.db),
  ]);
  const colleges = units.filter((u) => u.kind === 'college');
  const collegeOf = new Map(
    cases.map((c) => [c.id, colleges.find((u) => c.orgCode.startsWith(u.orgCode))?.name ?? ELSEWHERE]),
  );
  const ids = cases.map((c) => c.id);
  const within = (column: AnyPgColumn) => and(gte(column, from), lt(column, to));
  const [events, interviews, followups] = ids.length
    ? await Promise.all([
        ctx.db.list(crisisCaseEvent, {
          where: and(
            inArray(crisisCaseEvent.caseId, ids),
            inArray(crisisCaseEvent.action, ['dismiss', 'approve_release']),
            within(crisisCaseEvent.createTime),
          ),
        }),
        ctx.db.list(crisisInterview, {
          where: and(
            inArray(crisisInterview.caseId, ids),
            isNotNull(crisisInterview.doneAt),
            within(crisisInterview.doneAt),
          ),
        }),
        ctx.db.list(crisisFollowup, {
          where: and(
            inArray(crisisFollowup.caseId, ids),
            isNotNull(crisisFollowup.doneAt),
            within(crisisFollowup.doneAt),
          ),
        }),
      ])
    : [[], [], []];

  const rows = new Map<string, MonthlyRow>();
  const add = (caseId: string, change: (row: MonthlyRow) => void) => {
    for (const unit of [collegeOf.get(caseId) ?? ELSEWHERE, SCHOOL]) {
      const row = rows.get(unit) ?? emptyRow(unit);
      change(row);
      rows.set(unit, row);
    }
  };
  for (const c of cases) {
    if (c.createTime >= from && c.createTime < to) {
      add(c.id, (row) => {
        row.newCases += 1;
        const field = c.level === null ? undefined : LEVEL_FIELD[c.level];
        if (field) row[field] += 1;
      });
    }
    if (c.openKey !== null) {
      add(c.id, (row) => {
        row.open += 1;
        if (c.dueAt && c.dueAt < now) row.overdue += 1;
      });
    }
  }
  for (const e of events) {
    add(e.caseId, (row) => {
      if (e.action === 'dismiss') row.dismissed += 1;
      else row.released += 1;
    });
  }
  for (const i of interviews)
    add(i.caseId, (row) => {
      row.interviews += 1;
    });
  for (const f of followups)
    add(f.caseId, (row) => {
      row.followups += 1;
    });
  const byCollege = colleges
    .map((u) => rows.get(u.name))
    .filter((row): row is MonthlyRow => row !== undefined);
  const rest = rows.get(ELSEWHERE);
  return [...byCollege, ...(rest ? [rest] : []), rows.get(SCHOOL) ?? emptyRow(SCHOOL)];
}
