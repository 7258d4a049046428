import { CLOSED_STATUSES, NOTE_STATUSES } from '@xinmiao/shared';
import { and, count, countDistinct, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Fields } from '../../core/tenancy/tenant-select.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { counsellingBooking, crisisCase, schoolStudent, screeningResult } from '../../db/schema.ts';
import { monthOf } from './rollup-row.ts';

/** Counted for the school as a whole (`stat_rollup`) or class by class (`stat_unit_rollup`). */
export type CountScope = 'school' | 'class';

/** One grouped count: the student's class when counted by class, month, dimensions, the figure. */
export type Counted = { classId?: string | null; month?: string; a?: unknown; b?: unknown; n: unknown };

/** `group by 1, 2…`: an expression with bound parameters (the clock) matches only by position. */
export const ordinals = (n: number) => Array.from({ length: n }, (_, i) => sql.raw(String(i + 1)));

/**
 * The statements of the student-linked metrics, written once for both rollups: by class, each also
 * selects and groups by the class of the row's student (joined by `studentId`), so the classes add
 * up to the school's figure. `n` is the last field, every field before it is grouped by.
 */
export function studentStatements(db: TenantDb, now: Date, scope: CountScope) {
  const byClass = scope === 'class';
  const grouped = (
    fields: Fields & { n: SQL },
    table: PgTable,
    studentId: AnyPgColumn | null,
    where?: SQL,
  ): Promise<Counted[]> => {
    const select = db.select(byClass ? { classId: schoolStudent.classId, ...fields } : fields).from(table);
    const joined =
      byClass && studentId
        ? select.innerJoin(
            schoolStudent,
            and(eq(schoolStudent.tenantId, db.tenantId), eq(schoolStudent.id, studentId)) as SQL,
          )
        : select;
    const keys = Object.keys(fields).length - 1 + (byClass ? 1 : 0);
    return joined
      .where(where)
      .groupBy(...ordinals(keys))
      .execute();
  };

  const resultMonth = monthOf(screeningResult.createTime);
  const resultYear = sql<string>`to_char(${screeningResult.createTime} at time zone 'Asia/Shanghai', 'YYYY')`;
  const caseMonth = monthOf(crisisCase.createTime);
  const sla = sql<string>`case when ${crisisCase.caseStatus} in (${sql.join(
    CLOSED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}) then 'closed' when ${crisisCase.dueAt} < ${now} then 'overdue' else 'on_time' end`;
  const caseLevel = sql<number>`coalesce(${crisisCase.level}, ${crisisCase.suggestedLevel})`;
  const bookingMonth = monthOf(counsellingBooking.slotStart);
  const minutes = sql<number>`coalesce(sum(extract(epoch from (${counsellingBooking.slotEnd} - ${counsellingBooking.slotStart})) / 60), 0)::int`;
  const validResult = eq(screeningResult.valid, true);

  return {
    'screening.result': () =>
      grouped(
        { month: resultMonth, a: screeningResult.scaleCode, b: screeningResult.level, n: count() },
        screeningResult,
        screeningResult.studentId,
        validResult,
      ),
    'screening.student': () =>
      grouped(
        { a: resultYear, n: countDistinct(screeningResult.studentId) },
        screeningResult,
        screeningResult.studentId,
        validResult,
      ),
    'crisis.case': () =>
      grouped(
        { month: caseMonth, a: crisisCase.caseStatus, b: sla, n: count() },
        crisisCase,
        crisisCase.studentId,
      ),
    'crisis.level': () =>
      grouped({ month: caseMonth, a: caseLevel, n: count() }, crisisCase, crisisCase.studentId),
    'counselling.minutes': () =>
      grouped(
        { month: bookingMonth, n: minutes },
        counsellingBooking,
        counsellingBooking.studentId,
        inArray(counsellingBooking.status, [...NOTE_STATUSES]),
      ),
    'counselling.booking': () =>
      grouped(
        { month: bookingMonth, a: counsellingBooking.status, n: count() },
        counsellingBooking,
        counsellingBooking.studentId,
      ),
    // The student table itself: its own class, no join.
    'school.student': () =>
      grouped(
        { a: schoolStudent.enrolYear, b: schoolStudent.studentStatus, n: count() },
        schoolStudent,
        null,
      ),
  } as const;
}
