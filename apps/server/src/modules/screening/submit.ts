import { isClinicalVersion, ScaleInputError, type ScoreResult } from '@xinmiao/scales';
import { type Answers, SCREENING_MESSAGES } from '@xinmiao/shared';
import { eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { allOf } from '../../core/query.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { newId } from '../../db/ids.ts';
import { screeningAttempt, screeningResult } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { reportSignals, type WarningSignal } from '../crisis/index.ts';
import {
  completeAnswers,
  isCareerScale,
  resolveTaskPins,
  type SheetScale,
  scoreSheet,
  sheetTitle,
} from './pinned-scales.ts';
import { pinsOf, type TaskRow } from './task-records.ts';

export type AttemptRow = typeof screeningAttempt.$inferSelect;

export type Scored = { sheet: SheetScale; result: ScoreResult };

/** Scores every scale of a sheet, refusing an incomplete or malformed one with a Chinese message. */
export function scoreAll(
  sheets: readonly SheetScale[],
  answers: Answers,
  durationSeconds?: number,
): Scored[] {
  return sheets.map((sheet) => {
    const complete = completeAnswers(sheet.version, answers[sheet.pin.scaleCode]);
    if (!complete) throw new AppError(`${sheetTitle(sheet)}：${SCREENING_MESSAGES.incomplete}`);
    try {
      return { sheet, result: scoreSheet(sheet, complete, durationSeconds) };
    } catch (e) {
      if (e instanceof ScaleInputError) throw new AppError(e.message);
      throw e;
    }
  });
}

/** What the triage queue reads: the fired rules in Chinese, never the answers. */
export function signalSummary(title: string, result: ScoreResult): string {
  const fired = result.rules
    .filter((r) => !r.suppressed && r.outcome !== 'invalid')
    .map((r) => r.description);
  return `${title}：${fired.join('；') || `预警等级 ${result.level}`}`;
}

export function resultValues(attempt: AttemptRow, { sheet, result }: Scored) {
  return {
    id: newId(),
    taskId: attempt.taskId,
    attemptId: attempt.id,
    studentId: attempt.studentId,
    orgCode: attempt.orgCode,
    scaleCode: sheet.pin.scaleCode,
    scaleVersion: sheet.pin.version,
    valid: result.valid,
    level: result.level,
    score: result,
    career: isCareerScale(sheet.resolved),
    reviewStatus: result.valid ? 'none' : 'pending',
  };
}

/** One stored result that may warn: only a clinical scale's (临床量表) results ever do. */
export type SignalCandidate = { id: string; title: string; result: ScoreResult; clinical: boolean };

export const signalCandidate = (id: string, { sheet, result }: Scored): SignalCandidate => ({
  id,
  title: sheetTitle(sheet),
  result,
  clinical: isClinicalVersion(sheet.version) && !isCareerScale(sheet.resolved),
});

/**
 * A career interest profile (RIASEC, or any scale scored as a Holland profile) describes interests,
 * never risk: a career survey opens no warning or crisis case, whatever levels its scale defines.
 */
export const signalsRisk = (result: ScoreResult): boolean =>
  result.level >= 1 && result.profile?.kind !== 'holland';

/**
 * The warning signals of a student's results: one per clinical scale's result at level ≥ 1, career
 * profiles excepted; a non-clinical scale never warns, whatever its rules say.
 */
export function sheetSignals(studentId: string, scored: readonly SignalCandidate[]): WarningSignal[] {
  return scored
    .filter(({ result, clinical }) => clinical && signalsRisk(result))
    .map(({ id, title, result }) => ({
      studentId,
      source: result.alerts.length > 0 ? ('item_alert' as const) : ('screening' as const),
      level: result.level as 1 | 2 | 3,
      summary: signalSummary(title, result),
      sourceRef: id,
    }));
}

/**
 * Files the warning signals of one student's results (inside the caller's transaction), all at
 * once; a sheet with nothing to file costs no statement.
 */
export async function signalResults(
  tdb: TenantDb,
  notifier: Notifier,
  studentId: string,
  scored: readonly SignalCandidate[],
): Promise<void> {
  const signals = sheetSignals(studentId, scored);
  if (signals.length > 0) await reportSignals(tdb, signals, notifier);
}

/**
 * Submits one attempt: scores every scale with the task's pinned versions, then in ONE transaction
 * marks the attempt submitted and stores the results, either all or none. What the sheet raises
 * besides (its warning signals, the growth file's event) is filed by its follow-up right after
 * (`follow-up.ts`): `fresh` says one is due. A repeated submit (a retry after a lost reply) finds
 * the attempt already submitted and returns the stored results instead of scoring twice.
 */
export async function submitAttempt(
  db: TenantDb,
  task: TaskRow,
  attempt: AttemptRow,
  answers: Answers,
  now = new Date(),
): Promise<{ resultIds: string[]; fresh: boolean }> {
  if (attempt.attemptStatus === 'submitted')
    return { resultIds: await storedResultIds(db, attempt.id), fresh: false };
  const sheets = await resolveTaskPins(db, task.id, pinsOf(task));
  const duration = attempt.startedAt
    ? Math.max(0, (now.getTime() - attempt.startedAt.getTime()) / 1000)
    : undefined;
  const rows = scoreAll(sheets, answers, duration).map((s) => resultValues(attempt, s));
  // The sheet and its results in one statement: a second submit of the same attempt, racing this
  // one, finds it submitted and inserts nothing.
  const fresh = await db.insertWhenUpdated(
    screeningAttempt,
    'screening.submit-sheet',
    {
      set: { attemptStatus: 'submitted', answers, submittedAt: now, followUpPending: true },
      where: allOf(
        eq(screeningAttempt.id, sql.placeholder('attemptId')),
        ne(screeningAttempt.attemptStatus, 'submitted'),
      ),
      whereValues: { attemptId: attempt.id },
    },
    screeningResult,
    rows,
  );
  return { resultIds: fresh ? rows.map((r) => r.id) : await storedResultIds(db, attempt.id), fresh };
}

async function storedResultIds(db: TenantDb, attemptId: string): Promise<string[]> {
  const rows = await db.list(screeningResult, { where: eq(screeningResult.attemptId, attemptId) });
  return rows.map((r) => r.id);
}
