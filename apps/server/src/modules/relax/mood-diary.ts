import {
  MOOD_BACKFILL_DAYS,
  MOOD_LABELS,
  type MoodEntry,
  type MoodHelp,
  type MoodRule,
  type MoodSaved,
  type RelaxSettings,
} from '@xinmiao/shared';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { appendGrowthEvents } from '../../core/growth-events.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { addDays, chinaToday } from '../../core/time.ts';
import { relaxMoodEntry } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { checkRisk, crisisContacts, fileRiskSignal, reportSignals } from '../crisis/index.ts';
import { moodRulesMet } from './mood-rules.ts';
import { relaxSettings } from './settings.ts';

type WarningSignal = Parameters<typeof reportSignals>[1][number];

const MOOD_RULE_SUMMARIES: Record<Exclude<MoodRule, 'risk_phrase'>, (s: RelaxSettings) => string> = {
  mood_fall: (s) => `心情日记：今天的心情比前 7 天平均低 ${s.fallPoints} 分或更多`,
  low_streak: (s) => `心情日记：连续 ${s.lowDays} 天心情为最低（1 分）`,
};

const toEntry = (row: typeof relaxMoodEntry.$inferSelect): MoodEntry => ({
  day: row.day,
  mood: row.mood,
  tags: row.tags,
  note: row.note,
});

/** The student's own entries of the last `days` days, oldest first. */
export async function myMoodEntries(tdb: TenantDb, studentId: string, days: number, now = new Date()) {
  const rows = await tdb.list(relaxMoodEntry, {
    where: and(
      eq(relaxMoodEntry.studentId, studentId),
      gte(relaxMoodEntry.day, addDays(chinaToday(now), -(days - 1))),
    ),
    orderBy: [desc(relaxMoodEntry.day)],
    limit: days,
  });
  return rows.reverse().map(toEntry);
}

export type MoodInput = { day?: string | undefined; mood: number; tags: string[]; note: string };

/**
 * Saves the entry of a day (today unless the student fills in one of the last
 * `MOOD_BACKFILL_DAYS`; a day out of that range answers null), replacing an earlier one of that day, runs the school's rules on it and files
 * one signal for each rule met that has not filed one that day (a risk phrase in the note through
 * the crisis module's check, with its excerpt, at the school's level for the diary). All in one transaction: the entry is
 * never kept without the signals its rules owe. Help is answered whenever a rule is met.
 */
export async function saveMood(
  db: TenantDb,
  studentId: string,
  input: MoodInput,
  notifier: Notifier,
  now = new Date(),
): Promise<MoodSaved | null> {
  const today = chinaToday(now);
  const day = input.day ?? today;
  if (day > today || day < addDays(today, -(MOOD_BACKFILL_DAYS - 1))) return null;
  const { mood, tags, note } = input;
  return db.transaction(async (tdb) => {
    const settings = await relaxSettings(tdb);
    await tdb.upsert(
      relaxMoodEntry,
      { studentId, day, mood, tags, note },
      { target: [relaxMoodEntry.studentId, relaxMoodEntry.day], update: ['mood', 'tags', 'note'] },
    );
    const entry = await tdb.first(
      relaxMoodEntry,
      and(eq(relaxMoodEntry.studentId, studentId), eq(relaxMoodEntry.day, day)),
    );
    if (!entry) throw new Error('mood entry vanished inside its transaction');
    const history = await tdb.list(relaxMoodEntry, {
      where: and(
        eq(relaxMoodEntry.studentId, studentId),
        gte(relaxMoodEntry.day, addDays(day, -7)),
        lte(relaxMoodEntry.day, day),
      ),
      limit: 8,
    });
    const rules = moodRulesMet(
      { day, mood },
      history.filter((h) => h.day < day),
      settings,
    );
    // The crisis module's rule list and normaliser; the level is the school's setting for the diary.
    const hit = note ? await checkRisk(tdb, note) : null;
    if (hit) rules.push('risk_phrase');
    const fresh = rules.filter((rule) => !entry.signalled.includes(rule));
    const moodSignals = fresh.flatMap((rule): WarningSignal[] =>
      rule === 'risk_phrase'
        ? []
        : [
            {
              studentId,
              source: 'mood_diary',
              level: settings.fallLevel as WarningSignal['level'],
              summary: MOOD_RULE_SUMMARIES[rule](settings),
              sourceRef: entry.id,
              reportedBy: null,
            },
          ],
    );
    if (moodSignals.length > 0) await reportSignals(tdb, moodSignals, notifier);
    if (hit && fresh.includes('risk_phrase'))
      await fileRiskSignal(
        tdb,
        {
          studentId,
          source: 'mood_diary',
          hit: { ...hit, level: settings.phraseLevel as typeof hit.level },
          sourceRef: entry.id,
        },
        notifier,
      );
    if (fresh.length > 0)
      await tdb.update(
        relaxMoodEntry,
        { signalled: [...entry.signalled, ...fresh] },
        eq(relaxMoodEntry.id, entry.id),
      );
    // The growth file keeps the day's mood for the student alone (`self`): no staff reader sees it,
    // and the note and tags stay in the diary.
    await appendGrowthEvents(tdb, [
      {
        studentId,
        kind: 'mood',
        visibility: 'self',
        title: `心情日记：${MOOD_LABELS[mood] ?? mood}`,
        payload: { mood },
        sourceModule: 'relax',
        sourceId: entry.id,
        eventTime: new Date(`${day}T12:00:00+08:00`),
      },
    ]);
    const help: MoodHelp | null = rules.length > 0 ? { rules, contacts: await crisisContacts(tdb) } : null;
    return { entry: toEntry(entry), help };
  });
}
