import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { outsideSchoolTurn } from './school-turns.ts';
import { COMPILED } from './server-root.ts';

/** Caps of a worker pool: threads, jobs waiting beyond them, and each job's time and heap. */
export type WorkerPoolCaps = { threads: number; queue: number; jobMs: number; heapMb: number };

/** Half the cores, at most `max`, at least one: the event loop and the database keep the rest. */
export const halfTheCores = (max: number): number =>
  Math.max(1, Math.min(max, Math.floor(availableParallelism() / 2)));

/** What a pool's callers are told, in the console's words: the queue is full; a job broke a cap. */
export type WorkerPoolMessages = { busy: string; tooHeavy: string };

/**
 * A job: `name` is an export of the module at `worker` (`workerModuleUrl`, so the compiled server
 * has it too), run in a pool thread with `input` (structured-clonable); `isResult`
 * checks its answer. Buffers in `transfer` are handed over instead of copied.
 */
export type WorkerTask<T> = {
  worker: URL;
  name: string;
  input: unknown;
  isResult: (value: unknown) => value is T;
  transfer?: ArrayBuffer[];
};

const isRefusal = (value: unknown): value is { error: string } =>
  typeof value === 'object' && value !== null && 'error' in value && typeof value.error === 'string';

/** A job the pool gave up on: over its time or memory cap, or its thread died under it. */
const isCapExceeded = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'AbortError' || ('code' in error && String(error.code).startsWith('ERR_WORKER')));

/**
 * Worker threads for CPU-bound work on untrusted or large input (parsing workbooks, rendering
 * documents), so the event loop never waits on it and every other school's requests go on. A job
 * over its time cap is aborted, which ends its thread; one over its heap cap ends its thread by
 * itself; either way the next job gets a fresh thread and the caller is told `tooHeavy`. A full
 * queue is told `busy` at once instead of waiting. A job may itself answer `{ error }` (its input
 * refused), which is passed on as it is.
 */
export class WorkerPool {
  readonly #pool: Piscina;
  readonly #caps: WorkerPoolCaps;
  readonly #messages: WorkerPoolMessages;
  #inFlight = 0;
  #accepted = 0;

  constructor(caps: WorkerPoolCaps, messages: WorkerPoolMessages) {
    this.#caps = caps;
    this.#messages = messages;
    this.#pool = new Piscina({
      // Every job names its module; the compiled server's workers are JavaScript, under tsx TypeScript.
      // The loader is given explicitly so tests and `npm start` load threads alike.
      execArgv: COMPILED ? [] : ['--import', 'tsx'],
      minThreads: 0,
      maxThreads: caps.threads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: caps.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
  }

  /** Jobs handed to the pool and not yet answered (tests wait for a job to be under way). */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** Jobs the pool has taken since it started (tests check that work went through the pool). */
  get accepted(): number {
    return this.#accepted;
  }

  /** Whether a job handed over now would be queued rather than refused as `busy`. */
  get hasRoom(): boolean {
    // Counted here rather than by Piscina's queue: jobs wait in that queue while a thread starts.
    return this.#inFlight < this.#caps.threads + this.#caps.queue;
  }

  async run<T>(task: WorkerTask<T>): Promise<T | { error: string }> {
    if (!this.hasRoom) return { error: this.#messages.busy };
    this.#inFlight++;
    this.#accepted++;
    try {
      const result: unknown = await outsideSchoolTurn(() =>
        this.#pool.run(task.input, {
          filename: task.worker.href,
          name: task.name,
          signal: AbortSignal.timeout(this.#caps.jobMs),
          ...(task.transfer ? { transferList: task.transfer } : {}),
        }),
      );
      if (isRefusal(result)) return result;
      if (!task.isResult(result)) throw new Error(`worker ${task.name} answered with an unknown shape`);
      return result;
    } catch (error) {
      if (isCapExceeded(error)) return { error: this.#messages.tooHeavy };
      throw error;
    } finally {
      this.#inFlight--;
    }
  }

  close(): Promise<void> {
    return this.#pool.close({ force: true });
  }
}
