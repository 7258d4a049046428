import { workerModuleUrl } from '../worker-modules.ts';
import { halfTheCores, WorkerPool, type WorkerPoolCaps, type WorkerTask } from '../worker-pool.ts';
import type { SheetLimits, WorkbookRows } from './limits.ts';
import { SpreadsheetMsg } from './messages.ts';

/** Caps of the parsing pool (see `WorkerPool`). */
export type PoolCaps = WorkerPoolCaps;

export const DEFAULT_POOL_CAPS: PoolCaps = {
  threads: halfTheCores(4),
  queue: 16,
  // A 100,000-row sheet parses in about 2 s on one busy core; the cap leaves room and still ends a stuck job.
  jobMs: 30_000,
  // Generous for a 100,000-row sheet (about 120 MB of row texts), small beside the server's own heap.
  heapMb: 512,
};

const isWorkbookRows = (value: unknown): value is WorkbookRows =>
  typeof value === 'object' && value !== null && 'rows' in value && Array.isArray(value.rows);

const WORKER = workerModuleUrl('core/spreadsheet/worker');

/**
 * Work on a parsed sheet that runs in the pool thread after the parse: `name` is an export of
 * `worker` made with `sheetTask`, `input` its structured-clonable input, `isResult` checks its answer.
 */
export type SheetTask<T> = Omit<WorkerTask<T>, 'transfer'>;

/**
 * The core's worker pool for imports (`worker.ts`): every workbook is parsed here, and an
 * import's work on the rows runs in the same job, so the event loop never waits on a workbook.
 * Jobs on other upload kinds (an item bank's JSON) run here too (`runTask`).
 */
export class SpreadsheetPool {
  readonly #pool: WorkerPool;

  constructor(caps: PoolCaps = DEFAULT_POOL_CAPS) {
    this.#pool = new WorkerPool(caps, SpreadsheetMsg);
  }

  /** Jobs handed to the pool and not yet answered (tests wait for a parse to be under way). */
  get inFlight(): number {
    return this.#pool.inFlight;
  }

  /** Jobs the pool has taken since it started. */
  get accepted(): number {
    return this.#pool.accepted;
  }

  parse(file: Uint8Array, limits: SheetLimits): Promise<WorkbookRows> {
    return this.run(file, limits, { worker: WORKER, name: 'default', input: null, isResult: isWorkbookRows });
  }

  /**
   * Parses the workbook and hands its rows to `task` in the same pool thread, so the caller's
   * CPU-bound work on the rows (an import's row validation) never runs on the event loop either.
   */
  run<T extends object>(
    file: Uint8Array,
    limits: SheetLimits,
    task: SheetTask<T>,
  ): Promise<T | { error: string }> {
    // An exact copy, handed over rather than cloned: a view may sit on a larger shared buffer.
    const copy = new Uint8Array(file);
    return this.#pool.run({
      ...task,
      input: { file: copy, limits, input: task.input },
      transfer: [copy.buffer],
    });
  }

  /** A job on an upload that is no workbook (a worker module's plain export), with the same caps. */
  runTask<T>(task: WorkerTask<T>): Promise<T | { error: string }> {
    return this.#pool.run(task);
  }

  close(): Promise<void> {
    return this.#pool.close();
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
