import { RELAX_STATS_MIN_STUDENTS, type RelaxStats } from '@xinmiao/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import { avgOf, countAll, countDistinct } from '../../core/tenancy/aggregates.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { addDays, chinaToday } from '../../core/time.ts';
import { crisisSignal, relaxMoodEntry, relaxUsage } from '../../db/schema.ts';

export const STATS_WINDOW_DAYS = 28;

/**
 * The centre's view of the diary: counts and means only, never a student or an entry. Below
 * `RELAX_STATS_MIN_STUDENTS` diarists in the window nothing but that fact is shown, and a week
 * with fewer diarists than that is left out, so no figure stands for one or two students. Breathing
 * and audio use is counted the same way, each kind shown only when that many students used it.
 */
export async function relaxStats(tdb: TenantDb, now = new Date()): Promise<RelaxStats> {
  const from = addDays(chinaToday(now), -(STATS_WINDOW_DAYS - 1));
  const inWindow = gte(relaxMoodEntry.day, from);
  const signals = await tdb.count(
    crisisSignal,
    and(
      eq(crisisSignal.source, 'mood_diary'),
      gte(crisisSignal.createTime, new Date(`${from}T00:00:00+08:00`)),
    ),
  );
  const [total] = await tdb
    .select({ students: countDistinct(relaxMoodEntry.studentId), entries: countAll() })
    .from(relaxMoodEntry)
    .where(inWindow);
  const students = total?.students ?? 0;
  const usageRows = await tdb
    .select({
      kind: relaxUsage.kind,
      students: countDistinct(relaxUsage.studentId),
      sessions: countAll(),
      seconds: sql<number>`coalesce(sum(${relaxUsage.seconds}), 0)::int`,
    })
    .from(relaxUsage)
    .where(gte(relaxUsage.day, from))
    .groupBy(relaxUsage.kind);
  const usage = usageRows
    .filter((u) => u.students >= RELAX_STATS_MIN_STUDENTS)
    .map((u) => ({
      kind: u.kind,
      students: u.students,
      sessions: u.sessions,
      minutes: Math.round(Number(u.seconds) / 60),
    }));
  if (students < RELAX_STATS_MIN_STUDENTS)
    return {
      windowDays: STATS_WINDOW_DAYS,
      shown: false,
      students: null,
      entries: null,
      weeks: [],
      tags: [],
      signals,
      usage,
    };
  const week = sql<string>`to_char(date_trunc('week', ${relaxMoodEntry.day}), 'YYYY-MM-DD')`;
  const weeks = await tdb
    .select({ week, meanMood: avgOf(relaxMoodEntry.mood), students: countDistinct(relaxMoodEntry.studentId) })
    .from(relaxMoodEntry)
    .where(inWindow)
    .groupBy(week)
    .orderBy(week);
  const tag = sql<string>`jsonb_array_elements_text(${relaxMoodEntry.tags})`;
  const tagRows = await tdb
    .select({ tag, students: countDistinct(relaxMoodEntry.studentId), count: countAll() })
    .from(relaxMoodEntry)
    .where(inWindow)
    .groupBy(tag);
  return {
    windowDays: STATS_WINDOW_DAYS,
    shown: true,
    students,
    entries: total?.entries ?? 0,
    weeks: weeks
      .filter((w) => w.students >= RELAX_STATS_MIN_STUDENTS)
      .map((w) => ({
        week: w.week,
        meanMood: Math.round((w.meanMood ?? 0) * 100) / 100,
        students: w.students,
      })),
    tags: tagRows
      .filter((t) => t.students >= RELAX_STATS_MIN_STUDENTS)
      .map((t) => ({ tag: t.tag, count: t.count }))
      .sort((a, b) => b.count - a.count),
    signals,
    usage,
  };
}
