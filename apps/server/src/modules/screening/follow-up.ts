import type { ScoreResult } from '@xinmiao/scales';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { appendGrowthEvents, type GrowthAppend } from '../../core/growth-events.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { screeningAttempt, screeningResult, screeningTask } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { reportStudentSignals, type WarningSignal } from '../crisis/index.ts';
import { resolveTaskPins } from './pinned-scales.ts';
import { type SignalCandidate, sheetSignals, signalCandidate } from './submit.ts';
import { pinsOf, type TaskRow } from './task-records.ts';

/** Sheets filed per transaction: a campaign's burst is filed a hundred at a time. */
export const FOLLOW_UP_BATCH = 100;

/**
 * Files what submitted sheets raise besides their results, oldest first, at most `limit` of them
 * in one transaction: the growth file's event of each, and the warning signals of every clinical
 * result at level ≥ 1 (the students' cases, their signals and the announcements to the centre).
 * Sheets another instance is filing are passed over. Returns how many sheets were filed.
 */
export async function fileSheetFollowUps(
  db: TenantDb,
  notifier: Notifier,
  limit = FOLLOW_UP_BATCH,
): Promise<number> {
  return db.transaction(async (tdb) => {
    const attempts = await tdb
      .select({
        id: screeningAttempt.id,
        taskId: screeningAttempt.taskId,
        studentId: screeningAttempt.studentId,
        submittedAt: screeningAttempt.submittedAt,
      })
      .from(screeningAttempt)
      .where(eq(screeningAttempt.followUpPending, true))
      .orderBy(asc(screeningAttempt.submittedAt))
      .limit(limit)
      .skipLocked();
    if (attempts.length === 0) return 0;
    const ids = attempts.map((a) => a.id);
    const tasks = await tdb.list(screeningTask, {
      where: inArray(screeningTask.id, [...new Set(attempts.map((a) => a.taskId))]),
    });
    const results = await tdb
      .select({
        id: screeningResult.id,
        attemptId: screeningResult.attemptId,
        scaleCode: screeningResult.scaleCode,
        score: screeningResult.score,
      })
      .from(screeningResult)
      .where(inArray(screeningResult.attemptId, ids));
    const taskOf = new Map(tasks.map((task) => [task.id, task]));
    const events: GrowthAppend[] = [];
    const signals: WarningSignal[] = [];
    for (const attempt of attempts) {
      const task = taskOf.get(attempt.taskId);
      if (!task) continue;
      const sheets = await resolveTaskPins(tdb, task.id, pinsOf(task));
      const scored = results
        .filter((r) => r.attemptId === attempt.id)
        .flatMap((r) => {
          const sheet = sheets.find((s) => s.pin.scaleCode === r.scaleCode);
          return sheet ? [signalCandidate(r.id, { sheet, result: r.score as ScoreResult })] : [];
        });
      events.push(growthEventOf(task, attempt, scored));
      signals.push(...sheetSignals(attempt.studentId, scored));
    }
    await appendGrowthEvents(tdb, events);
    await reportStudentSignals(tdb, signals, notifier);
    await tdb.update(screeningAttempt, { followUpPending: false }, inArray(screeningAttempt.id, ids));
    return attempts.length;
  });
}

/**
 * The growth file records that the student took part, never a level or a score. A career survey's
 * result is a career record the student sees anyway: its Holland code is named.
 */
function growthEventOf(
  task: TaskRow,
  attempt: { id: string; studentId: string; submittedAt: Date | null },
  scored: readonly SignalCandidate[],
): GrowthAppend {
  const codes = task.career
    ? scored.flatMap((s) => (s.result.valid && s.result.code ? [s.result.code] : []))
    : [];
  return {
    studentId: attempt.studentId,
    kind: task.career ? 'career' : 'assessment',
    visibility: 'student',
    title: task.career
      ? `完成生涯调查：${task.name}${codes.length > 0 ? `，霍兰德代码 ${codes.join('、')}` : ''}`
      : `完成测评：${task.name}`,
    payload: { taskId: task.id, scales: scored.map((s) => s.title) },
    sourceModule: 'screening',
    sourceId: attempt.id,
    eventTime: attempt.submittedAt ?? new Date(),
  };
}

/**
 * How long a submitted sheet waits for others before its follow-up runs. A burst of a campaign is
 * filed a hundred sheets per transaction instead of a dozen statements per sheet; a warning reaches
 * the triage queue this much later than the student's reply, which nobody in the centre can tell.
 */
export const FOLLOW_UP_DELAY_MS = 100;

/** Files one batch of a school's submitted sheets and says how many (`fileSheetFollowUps`). */
type FileBatch = (db: TenantDb, notifier: Notifier) => Promise<number>;

type SchoolQueue = {
  /** The school's handle and a logger, from the latest request that scheduled. */
  db: TenantDb;
  log: FastifyBaseLogger;
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
  /** A sheet came while the drain ran: another drain follows, after the delay. */
  again: boolean;
};

/**
 * Runs the follow-up of submitted sheets shortly after they are stored, per school, one drain at a
 * time: a sheet submitted while a drain runs waits for the next one, `delayMs` after it, like any
 * other sheet. (Drained at once instead, a steady 100 submits a second were filed one or two sheets
 * per transaction, some fifteen statements each: `bench/screening-submit.ts`.) What an instance
 * leaves undone (it stopped, a drain failed) is filed by the next drain of the school on any
 * instance, and by the school's job `SheetFollowUpJob`.
 */
export class SheetFollowUps {
  private readonly schools = new Map<number, SchoolQueue>();

  constructor(
    private readonly notifier: Notifier,
    private readonly delayMs = FOLLOW_UP_DELAY_MS,
    private readonly fileBatch: FileBatch = fileSheetFollowUps,
  ) {}

  /** A sheet of `db`'s school was stored: its follow-up runs within `delayMs`. */
  schedule(db: TenantDb, log: FastifyBaseLogger): void {
    const queue = this.schools.get(db.tenantId) ?? { db, log, timer: null, running: null, again: false };
    this.schools.set(db.tenantId, Object.assign(queue, { db, log }));
    if (queue.running) queue.again = true;
    else queue.timer ??= setTimeout(() => this.drain(queue), this.delayMs);
  }

  /**
   * Runs every follow-up scheduled so far at once, and those scheduled meanwhile, until none is left
   * waiting or running (the server is stopping).
   */
  async settle(): Promise<void> {
    for (;;) {
      const queues = [...this.schools.values()];
      for (const queue of queues) {
        if (!queue.timer) continue;
        clearTimeout(queue.timer);
        this.drain(queue);
      }
      const running = queues.flatMap((queue) => (queue.running ? [queue.running] : []));
      if (running.length === 0) return;
      await Promise.all(running);
    }
  }

  private drain(queue: SchoolQueue): void {
    queue.timer = null;
    queue.again = false;
    const { db, log } = queue;
    queue.running = (async () => {
      const school = db.as(null);
      try {
        while ((await this.fileBatch(school, this.notifier)) === FOLLOW_UP_BATCH);
      } catch (error) {
        // The sheets stay pending; the next submit of the school or its job files them.
        log.error({ err: error, tenantId: db.tenantId }, 'filing submitted sheets failed');
      } finally {
        queue.running = null;
        if (queue.again) queue.timer ??= setTimeout(() => this.drain(queue), this.delayMs);
        else if (!queue.timer) this.schools.delete(db.tenantId);
      }
    })();
  }
}
