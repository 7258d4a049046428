import { nextRuns, parseQuartzCron } from '@xinmiao/shared';
import { useEffect, useState } from 'react';
import { withoutYear } from './cron-model.ts';

export const CRON_PREVIEW_COUNT = 10;
export const CRON_PREVIEW_DEBOUNCE_MS = 500;

export type CronPreview = { runs: Date[]; error: string | null };

/** The next runs of an expression (year left out), or the parser's message. */
export function cronPreview(expression: string, from: Date): CronPreview {
  const parsed = parseQuartzCron(expression);
  if (!parsed.ok) return { runs: [], error: parsed.message };
  return { runs: nextRuns(withoutYear(parsed.expression), from, CRON_PREVIEW_COUNT), error: null };
}

/** `cronPreview`, recomputed 500 ms after the expression last changed. */
export function useCronPreview(expression: string): CronPreview | null {
  const [preview, setPreview] = useState<CronPreview | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(
      () => setPreview(cronPreview(expression, new Date())),
      CRON_PREVIEW_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [expression]);
  return preview;
}
