import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { SheetLimits, WorkbookRows } from './limits.ts';
import { SpreadsheetMsg } from './messages.ts';

/** Caps of the parsing pool: threads, jobs waiting beyond them, and each job's time and heap. */
export type PoolCaps = {
  threads: number;
  queue: number;
  jobMs: number;
  heapMb: number;
};

/** Half the cores (at least one): the event loop and the database keep the rest. */
export const DEFAULT_POOL_CAPS: PoolCaps = {
  threads: Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2))),
  queue: 16,
  // A 100,000-row sheet parses in about 2 s on one busy core; the cap leaves room and still ends a stuck job.
  jobMs: 30_000,
  // Generous for a 100,000-row sheet (about 120 MB of row texts), small beside the server's own heap.
  heapMb: 512,
};

const isError = (value: unknown): value is { error: string } =>
  typeof value === 'object' && value !== null && 'error' in value && typeof value.error === 'string';

const isWorkbookRows = (value: unknown): value is WorkbookRows =>
  typeof value === 'object' && value !== null && 'rows' in value && Array.isArray(value.rows);

const WORKER = new URL('./worker.ts', import.meta.url);

/**
 * Work on a parsed sheet that runs in the pool thread after the parse: `name` is an export of
 * `worker` made with `sheetTask`, `input` its structured-clonable input, `isResult` checks its answer.
 */
export type SheetTask<T> = {
  worker: URL;
  name: string;
  input: unknown;
  isResult: (value: unknown) => value is T;
};

/** A job the pool gave up on: over its time or memory cap, or its thread died under it. */
const isCapExceeded = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'AbortError' || ('code' in error && String(error.code).startsWith('ERR_WORKER')));

/**
 * A pool of worker threads that parse workbooks (`worker.ts`), so the event loop never waits on
 * one. A job over its time cap is aborted, which ends its thread; one over its heap cap ends its
 * thread by itself; either way the pool starts a fresh thread for the next job and the caller is
 * told `SpreadsheetMsg.tooHeavy`. A full queue is told `busy` at once instead of waiting.
 */
export class SpreadsheetPool {
  readonly #pool: Piscina;
  readonly #caps: PoolCaps;
  #inFlight = 0;

  constructor(caps: PoolCaps = DEFAULT_POOL_CAPS) {
    this.#caps = caps;
    this.#pool = new Piscina({
      filename: WORKER.href,
      // The server runs from TypeScript source: each thread loads the same loader whatever the parent was started with (tests too).
      execArgv: ['--import', 'tsx'],
      minThreads: 0,
      maxThreads: caps.threads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: caps.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
  }

  /** Jobs handed to the pool and not yet answered (tests wait for a parse to be under way). */
  get inFlight(): number {
    return this.#inFlight;
  }

  parse(file: Uint8Array, limits: SheetLimits): Promise<WorkbookRows> {
    return this.run(file, limits, { worker: WORKER, name: 'default', input: null, isResult: isWorkbookRows });
  }

  /**
   * Parses the workbook and hands its rows to `task` in the same pool thread, so the caller's
   * CPU-bound work on the rows (an import's row validation) never runs on the event loop either.
   */
  async run<T extends object>(
    file: Uint8Array,
    limits: SheetLimits,
    task: SheetTask<T>,
  ): Promise<T | { error: string }> {
    // Counted here rather than by the pool's queue: jobs wait in that queue while a thread starts.
    if (this.#inFlight >= this.#caps.threads + this.#caps.queue) return { error: SpreadsheetMsg.busy };
    this.#inFlight++;
    try {
      // An exact copy, handed over rather than cloned: a view may sit on a larger shared buffer.
      const copy = new Uint8Array(file);
      const result: unknown = await this.#pool.run(
        { file: copy, limits, input: task.input },
        {
          filename: task.worker.href,
          name: task.name,
          signal: AbortSignal.timeout(this.#caps.jobMs),
          transferList: [copy.buffer],
        },
      );
      if (isError(result)) return result;
      if (!task.isResult(result)) throw new Error('spreadsheet worker answered with an unknown shape');
      return result;
    } catch (error) {
      if (isCapExceeded(error)) return { error: SpreadsheetMsg.tooHeavy };
      throw error;
    } finally {
      this.#inFlight--;
    }
  }

  close(): Promise<void> {
    return this.#pool.close({ force: true });
  }
}

let shared: SpreadsheetPool | undefined;

/** The pool every import parses in, started on first use. */
export function spreadsheetPool(): SpreadsheetPool {
  shared ??= new SpreadsheetPool();
  return shared;
}

/** Parses the first worksheet of an uploaded .xlsx in the shared pool: every import reads workbooks here. */
export function parseWorkbook(file: Uint8Array, limits: SheetLimits): Promise<WorkbookRows> {
  return spreadsheetPool().parse(file, limits);
}

/** Parses an uploaded .xlsx and runs `task` on its rows, both in the shared pool (see `SpreadsheetPool.run`). */
export function parseWorkbookWith<T extends object>(
  file: Uint8Array,
  limits: SheetLimits,
  task: SheetTask<T>,
): Promise<T | { error: string }> {
  return spreadsheetPool().run(file, limits, task);
}
