import type { MoodRule, RelaxSettings } from '@xinmiao/shared';
import { addDays } from '../../core/time.ts';

/** A day of the diary as the rules see it. */
export type MoodDay = { day: string; mood: number };

/** Mean mood of the seven days before `day` (only days with an entry), or null with none. */
export function weekMean(day: string, history: readonly MoodDay[]): number | null {
  const from = addDays(day, -7);
  const week = history.filter((h) => h.day >= from && h.day < day);
  if (week.length === 0) return null;
  return week.reduce((sum, h) => sum + h.mood, 0) / week.length;
}

/**
 * Which mood rules today's entry meets (the school's thresholds): a fall of `fallPoints` or more
 * below the mean of the seven days before, or `lowDays` days in a row at 1 ending today. The risk
 * phrase rule is the crisis module's check on the note; the caller adds it. Never a diagnosis: a
 * rule only asks a person to look.
 */
export function moodRulesMet(
  today: MoodDay,
  history: readonly MoodDay[],
  settings: Pick<RelaxSettings, 'fallPoints' | 'lowDays'>,
): MoodRule[] {
  const rules: MoodRule[] = [];
  const mean = weekMean(today.day, history);
  if (mean !== null && mean - today.mood >= settings.fallPoints) rules.push('mood_fall');
  if (today.mood === 1) {
    const byDay = new Map(history.map((h) => [h.day, h.mood]));
    let streak = 1;
    while (streak < settings.lowDays && byDay.get(addDays(today.day, -streak)) === 1) streak += 1;
    if (streak >= settings.lowDays) rules.push('low_streak');
  }
  return rules;
}
