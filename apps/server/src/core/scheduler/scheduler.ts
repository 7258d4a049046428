import { randomUUID } from 'node:crypto';
import { nextRuns } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../db/ids.ts';
import { sysQuartzFire, sysQuartzJob } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { TenantDb } from '../tenant-db.ts';
import type { JobRegistry } from './job-handler.ts';

type JobRow = typeof sysQuartzJob.$inferSelect;
export type FireOutcome = 'ok' | 'failed';

// Far more fires than a one-second schedule can have between two ticks (a stalled event loop).
const MAX_FIRES_PER_TICK = 100;

/**
 * Runs the jobs of every tenant on their cron schedules. Each tick looks at the fire times that fell
 * since the previous tick; a fire runs only where its `sys_quartz_fire` row insert lands, so
 * instances sharing a database run each fire exactly once. Fires missed while no instance was
 * running, or while a job was paused, are not caught up (Quartz's "do nothing" misfire rule).
 */
export class Scheduler {
  readonly instance = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private previousTick = new Date();
  private ticking: Promise<void> | undefined;
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    readonly handlers: JobRegistry,
    private readonly log: FastifyBaseLogger,
    private readonly tickMs = 1000,
  ) {}

  start(): void {
    if (this.timer) return;
    this.previousTick = new Date();
    this.timer = setInterval(() => {
      // A slow tick (a busy database) makes the next wait; its window then covers both.
      if (this.ticking) return;
      this.ticking = this.tick(new Date())
        .catch((err: unknown) => this.log.warn({ err }, 'scheduler tick failed'))
        .finally(() => {
          this.ticking = undefined;
        });
    }, this.tickMs);
  }

  /** Stops ticking and waits for the runs in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
    await Promise.all([...this.running]);
  }

  /** 立即执行: one manual fire now, whatever the schedule and the pause state. */
  runNow(job: JobRow): Promise<FireOutcome> {
    return this.claimAndRun(job, new Date(), 'manual').then((outcome) => outcome ?? 'failed');
  }

  private async tick(now: Date): Promise<void> {
    const from = this.previousTick;
    this.previousTick = now;
    const jobs = await this.db
      .select()
      .from(sysQuartzJob)
      .where(and(eq(sysQuartzJob.status, 0), eq(sysQuartzJob.delFlag, 0)));
    for (const job of jobs) {
      let cursor = from;
      for (let i = 0; i < MAX_FIRES_PER_TICK; i++) {
        const [fireTime] = nextRuns(job.cronExpression, cursor, 1);
        if (!fireTime || fireTime > now) break;
        this.track(this.claimAndRun(job, fireTime, 'cron'));
        cursor = fireTime;
      }
    }
  }

  private track(run: Promise<unknown>): void {
    this.running.add(run);
    run.finally(() => this.running.delete(run));
  }

  /** Claims the fire; runs the job only when this instance's claim landed. */
  private async claimAndRun(
    job: JobRow,
    fireTime: Date,
    trigger: 'cron' | 'manual',
  ): Promise<FireOutcome | undefined> {
    const [claim] = await this.db
      .insert(sysQuartzFire)
      .values({
        id: newId(),
        tenantId: job.tenantId,
        jobId: job.id,
        fireTime,
        trigger,
        instance: this.instance,
      })
      .onConflictDoNothing()
      .returning({ id: sysQuartzFire.id });
    if (!claim) return undefined;
    const outcome = await this.execute(job, fireTime);
    await this.db
      .update(sysQuartzFire)
      .set({ outcome: outcome.outcome, message: outcome.message, endTime: new Date() })
      .where(and(eq(sysQuartzFire.tenantId, job.tenantId), eq(sysQuartzFire.id, claim.id)));
    return outcome.outcome;
  }

  private async execute(
    job: JobRow,
    fireTime: Date,
  ): Promise<{ outcome: FireOutcome; message: string | null }> {
    const handler = this.handlers.get(job.jobClassName);
    if (!handler) return { outcome: 'failed', message: `未注册的任务类名 ${job.jobClassName}` };
    try {
      await handler.run({
        db: new TenantDb(this.db, job.tenantId, 'scheduler'),
        platformDb: this.db,
        parameter: job.parameter,
        fireTime,
        log: this.log,
      });
      return { outcome: 'ok', message: null };
    } catch (err) {
      this.log.warn({ err, job: job.id, tenant: job.tenantId }, 'scheduled job failed');
      return { outcome: 'failed', message: err instanceof Error ? err.message.slice(0, 500) : String(err) };
    }
  }
}
