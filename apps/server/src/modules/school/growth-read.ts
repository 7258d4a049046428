import type { GrowthKind, GrowthTimeline, GrowthVisibility } from '@xinmiao/shared';
import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import { allOf } from '../../core/query.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import { growthEvent } from '../../db/schema.ts';

/** Who reads a file: the student themself (on /m), or a member of staff with their permissions. */
export type GrowthReader = { self: true } | { self: false; permissions: ReadonlySet<string> };

const has = (reader: GrowthReader, ...codes: string[]) =>
  !reader.self && codes.some((code) => reader.permissions.has(code));

/**
 * The visibility classes a reader may see (need-to-know): the student sees their own `student`,
 * `centre` and `self` events (no member of staff ever sees `self`); staff readers `student` and `staff`; centre staff (咨询个案) `centre` too; the
 * crisis case compartment (or the centre director) `case` too.
 */
export function visibleClasses(reader: GrowthReader): GrowthVisibility[] {
  if (reader.self) return ['student', 'centre', 'self'];
  const classes: GrowthVisibility[] = ['student', 'staff'];
  if (has(reader, 'counselling:case:list', 'counselling:centre:director')) classes.push('centre');
  if (has(reader, 'crisis:case:notes', 'counselling:centre:director')) classes.push('case');
  return classes;
}

/**
 * A level in a payload is shown only to staff allowed to see levels (the student's own report speaks
 * in student wording, without a level), else left out.
 */
function payloadFor(reader: GrowthReader, payload: unknown): Record<string, unknown> {
  const record =
    payload && typeof payload === 'object' && !Array.isArray(payload)
      ? { ...(payload as Record<string, unknown>) }
      : {};
  if ('level' in record && !has(reader, 'screening:result:read', 'screening:report:level')) {
    delete record.level;
  }
  return record;
}

export type TimelinePage = { kind?: GrowthKind; year?: number; pageNo: number; pageSize: number };

/** One page of a student's timeline as `reader` may see it, newest first, with its total and years. */
export async function readTimeline(
  db: TenantDb,
  student: { id: string; name: string },
  reader: GrowthReader,
  page: TimelinePage,
): Promise<GrowthTimeline> {
  const visible: SQL = allOf(
    eq(growthEvent.studentId, student.id),
    inArray(growthEvent.visibility, visibleClasses(reader)),
  );
  const narrowed: SQL[] = [];
  if (page.kind) narrowed.push(eq(growthEvent.kind, page.kind));
  if (page.year !== undefined) narrowed.push(eq(growthEvent.schoolYear, page.year));
  const where = allOf(visible, ...narrowed);
  const [rows, total, years] = await Promise.all([
    db.list(growthEvent, {
      where,
      orderBy: [desc(growthEvent.eventTime), desc(growthEvent.id)],
      limit: page.pageSize,
      offset: (page.pageNo - 1) * page.pageSize,
    }),
    db.count(growthEvent, where),
    db
      .select({ year: growthEvent.schoolYear })
      .from(growthEvent)
      .where(visible)
      .groupBy(growthEvent.schoolYear)
      .orderBy(desc(growthEvent.schoolYear)),
  ]);
  return {
    id: student.id,
    name: student.name,
    total,
    years: years.map((y) => y.year),
    events: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      visibility: row.visibility,
      schoolYear: row.schoolYear,
      title: row.title,
      payload: payloadFor(reader, row.payload),
      sourceModule: row.sourceModule,
      sourceId: row.sourceId,
      eventTime: formatDateTime(row.eventTime) ?? '',
      createBy: row.createBy,
    })),
  };
}
