import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { COMPILED } from '../core/server-root.ts';
import { workerModuleUrl } from '../core/worker-modules.ts';
import type {
  PgliteHello,
  PgliteReply,
  PgliteRequest,
  PgliteWorkerInit,
  WireError,
  WireQueryOptions,
} from './pglite-worker-protocol.ts';
import { arrivalNumber, schoolLane } from './turn-order.ts';

/**
 * Top-level work of one school (`schoolLane`) at the thread at once, and of all: a school's next
 * statement then waits behind at most one of another school's in the thread, not behind a flood's
 * queue there. Two at once for one school kept the thread no busier (bench/ai-flood.ts: the flood
 * took as long) and made another school wait behind both.
 */
const SCHOOL_TURNS = 1;
const TURNS = 2;

const TSX_API = COMPILED ? '' : import.meta.resolve('tsx/esm/api');

/** SQLSTATE 08006 (connection failure): the server's error handler answers 数据库暂时无法连接. */
const CONNECTION_FAILURE = '08006';

/** The error a caller sees once the database thread is gone, as a lost PostgreSQL connection reads. */
function threadGone(reason: string): Error {
  return Object.assign(new Error(`the embedded database thread ended: ${reason}`), {
    code: CONNECTION_FAILURE,
    severity: 'FATAL',
  });
}

/** A database error as PGlite threw it in the thread: same message, name and SQLSTATE fields. */
function fromWire(wire: WireError): Error {
  const error = new Error(wire.message);
  error.name = wire.name;
  return Object.assign(error, wire.fields);
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** One thread and what it owes: a thread that ended fails its pending requests and is not reused. */
type Thread = { worker: Worker; ready: Promise<void>; pending: Map<number, Pending>; gone: Error | null };

/** A transaction belongs to the thread that began it: a later thread never sees its statements. */
type TransactionRef = { thread: Thread; id: number };

/**
 * PGlite in a worker thread, with the part of PGlite's interface the server uses (`query`, `exec`,
 * interactive `transaction`, `dumpDataDir`, `close`), so drizzle's PGlite driver and the migrations
 * run on it unchanged. PGlite executes statements synchronously in WebAssembly: in the server's own
 * thread every school's requests waited for every statement; here only the statements wait.
 *
 * Results cross the thread by structured clone, which keeps every value PGlite's parsers make
 * (Date, bigint, JSON, arrays, Uint8Array). A caller's own parsers are functions and cannot cross:
 * their types come back as the database's text and the caller's parser runs here, on the same text
 * PGlite would have given it. The single connection, the order of statements and a transaction's
 * exclusivity are PGlite's own, in the thread.
 *
 * A thread that ends unasked fails what it owed as a lost connection (数据库暂时无法连接); a
 * database in a folder gets a new thread at the next request, one in memory is gone with it.
 */
export class PgliteWorkerClient {
  readonly #init: PgliteWorkerInit;
  readonly #onThread: ((worker: Worker) => void) | undefined;
  #thread: Thread;
  #nextId = 1;
  #closed = false;
  // Top-level work (a statement, or a transaction from BEGIN to its end) in the thread or on its way.
  #busy = 0;
  // Work waiting for a turn, by school (`schoolLane`), each oldest request first; the lanes in turn.
  readonly #lanes = new Map<number | undefined, { arrival: number; start: () => void }[]>();
  readonly #laneBusy = new Map<number | undefined, number>();
  /** Requests sent to the thread so far (a test counts the database work a route does). */
  requests = 0;

  /** `onThread` sees each thread started (a test ends one abruptly). */
  constructor(init: PgliteWorkerInit, onThread?: (worker: Worker) => void) {
    this.#init = init;
    this.#onThread = onThread;
    this.#thread = this.#start();
  }

  get waitReady(): Promise<void> {
    return this.#thread.ready;
  }

  #start(): Thread {
    const init = this.#init;
    const transfer = 'image' in init && init.image ? [init.image] : [];
    // Under tsx (and in tests) the module is TypeScript: the thread registers tsx's hooks itself
    // before importing it (on Node 20 an `--import tsx` thread still refused the extension).
    const module = JSON.stringify(workerModuleUrl('db/pglite-worker').href);
    const entry = COMPILED
      ? `import(${module})`
      : `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${module}); })`;
    const worker = new Worker(entry, { eval: true, workerData: init, transferList: transfer });
    const pending = new Map<number, Pending>();
    const ready = new Promise<void>((resolve, reject) => {
      worker.once('message', (hello: PgliteHello) => {
        if (hello.ready) resolve();
        else reject(fromWire(hello.error));
        worker.on('message', (reply: PgliteReply) => answer(pending, reply));
      });
      worker.once('exit', (code) => reject(threadGone(`exit code ${code} before it was ready`)));
    });
    // Seen by whoever awaits it; a thread that failed to start must not end the process unheard.
    ready.catch(() => {});
    const thread: Thread = { worker, ready, pending, gone: null };
    const fail = (error: Error) => {
      thread.gone ??= this.#closed ? new Error('PGlite is closed') : error;
      for (const waiting of pending.values()) waiting.reject(thread.gone);
      pending.clear();
    };
    worker.on('error', (error) => fail(threadGone(error.message)));
    worker.on('exit', (code) => fail(threadGone(`exit code ${code}`)));
    this.#onThread?.(worker);
    return thread;
  }

  /** The live thread: a folder's database is reopened in a new one after its thread ended. */
  #live(): Thread {
    if (this.#thread.gone && !this.#closed && 'dataDir' in this.#init) this.#thread = this.#start();
    return this.#thread;
  }

  #call<T>(request: PgliteRequest, thread: Thread = this.#live()): Promise<T> {
    if (thread.gone) return Promise.reject(thread.gone);
    const id = this.#nextId++;
    this.requests++;
    return new Promise<T>((resolve, reject) => {
      thread.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        thread.worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot be cloned (a function, a class instance with private state).
        thread.pending.delete(id);
        reject(error);
      }
    });
  }

  /**
   * Waits for a turn at the thread: at most TURNS pieces of top-level work are there at once. A freed
   * turn goes to the next school in turn that has work waiting (`db/turn-order.ts`), and within a
   * school to the work of its oldest request. In the thread PGlite would serve them first come, first
   * served, statement by statement: a request's next statement then queued behind every statement the
   * others sent meanwhile, so a flood of forty requests made each statement of another school's
   * request wait for forty; served oldest first alone, another school's request, always the newest,
   * waited for the whole flood's work. Statements inside a transaction do not wait here: the
   * transaction holds its turn until it ends.
   */
  async #inTurn<T>(work: () => Promise<T>): Promise<T> {
    const lane = schoolLane();
    if (this.#mayStart(lane) && !this.#lanes.has(lane)) this.#take(lane);
    else {
      const arrival = arrivalNumber();
      await new Promise<void>((start) => {
        const queue = this.#lanes.get(lane) ?? [];
        const at = queue.findIndex((other) => other.arrival > arrival);
        queue.splice(at === -1 ? queue.length : at, 0, { arrival, start });
        this.#lanes.set(lane, queue);
      });
    }
    try {
      return await work();
    } finally {
      this.#release(lane);
    }
  }

  #mayStart(lane: number | undefined): boolean {
    // Work of no school (sign-in, public pages, the platform's) may have every turn.
    const cap = lane === undefined ? TURNS : SCHOOL_TURNS;
    return this.#busy < TURNS && (this.#laneBusy.get(lane) ?? 0) < cap;
  }

  #take(lane: number | undefined): void {
    this.#busy++;
    this.#laneBusy.set(lane, (this.#laneBusy.get(lane) ?? 0) + 1);
  }

  /** Frees a turn and gives it to the oldest work of the first lane that may start; that lane goes last. */
  #release(lane: number | undefined): void {
    this.#busy--;
    const left = (this.#laneBusy.get(lane) ?? 1) - 1;
    if (left > 0) this.#laneBusy.set(lane, left);
    else this.#laneBusy.delete(lane);
    for (const [next, queue] of this.#lanes) {
      if (!this.#mayStart(next)) continue;
      const waiting = queue.shift();
      this.#lanes.delete(next);
      if (queue.length) this.#lanes.set(next, queue);
      if (!waiting) continue;
      // The turn is taken for it here, so a newcomer cannot slip in before it starts.
      this.#take(next);
      waiting.start();
      return;
    }
  }

  /** The live thread once its database is open. */
  async #ready(): Promise<Thread> {
    const thread = this.#live();
    await thread.ready;
    return thread;
  }

  async #query<T>(sql: string, params: unknown[], options: QueryOptions | undefined, tx?: TransactionRef) {
    if (options?.serializers || options?.blob || options?.onNotice) {
      throw new Error('serializers, blob and onNotice do not cross to the database thread');
    }
    const parsers = options?.parsers ?? {};
    const rawTypes = Object.keys(parsers).map(Number);
    const wire: WireQueryOptions = {
      ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      ...(options?.paramTypes ? { paramTypes: options.paramTypes } : {}),
      ...(rawTypes.length ? { rawTypes } : {}),
    };
    const request: PgliteRequest = { op: 'query', sql, params, options: wire, ...(tx ? { tx: tx.id } : {}) };
    const result = tx
      ? await this.#call<Results<T>>(request, tx.thread)
      : await this.#inTurn(async () => this.#call<Results<T>>(request, await this.#ready()));
    if (rawTypes.length) applyParsers(result, parsers);
    return result;
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  async exec(sql: string): Promise<Results[]> {
    return this.#inTurn(async () => this.#call<Results[]>({ op: 'exec', sql }, await this.#ready()));
  }

  /**
   * PGlite's interactive transaction: BEGIN, the callback's statements, then COMMIT, or ROLLBACK
   * and the callback's error; nothing else runs on the connection meanwhile.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#inTurn(() => this.#transaction(callback));
  }

  async #transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const thread = await this.#ready();
    const ref: TransactionRef = { thread, id: await this.#call<number>({ op: 'begin' }, thread) };
    let closed = false;
    const checkClosed = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        checkClosed();
        return this.#query<R>(sql, params, options, ref);
      },
      exec: async (sql: string) => {
        checkClosed();
        return this.#call<Results[]>({ op: 'exec', sql, tx: ref.id }, thread);
      },
      rollback: async () => {
        checkClosed();
        await this.#call<null>({ op: 'rollback', tx: ref.id }, thread);
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      // The subset drizzle and the migrations call; `sql` templates and `listen` are not used.
      result = await callback(tx as unknown as Transaction);
    } catch (error) {
      closed = true;
      await this.#call<null>({ op: 'end', tx: ref.id, commit: false }, thread);
      throw error;
    }
    closed = true;
    await this.#call<null>({ op: 'end', tx: ref.id, commit: true }, thread);
    return result;
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'none'): Promise<Blob> {
    const dump = await this.#call<ArrayBuffer>({ op: 'dump', compression }, await this.#ready());
    return new Blob([dump]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    const thread = this.#thread;
    if (!thread.gone) {
      await thread.ready.catch(() => {});
      await this.#call<null>({ op: 'close' }, thread).catch(() => {});
    }
    await thread.worker.terminate();
  }
}

/** A thread's answer to the request it names. */
function answer(pending: Map<number, Pending>, reply: PgliteReply): void {
  const waiting = pending.get(reply.id);
  if (!waiting) return;
  pending.delete(reply.id);
  if (reply.ok) waiting.resolve(reply.value);
  else waiting.reject(fromWire(reply.error));
}

/** The caller's parsers on the text the thread sent back for their types, as PGlite applies them. */
function applyParsers(result: Results<unknown>, parsers: NonNullable<QueryOptions['parsers']>): void {
  const columns = result.fields.map((field, index) => ({
    key: field.name,
    index,
    parse: parsers[field.dataTypeID],
  }));
  const parsed = columns.filter((column) => column.parse);
  if (!parsed.length) return;
  for (const row of result.rows as unknown[]) {
    const record = row as Record<string | number, unknown>;
    const arrayRow = Array.isArray(row);
    for (const column of parsed) {
      const key = arrayRow ? column.index : column.key;
      const value = record[key];
      if (value !== null && column.parse) record[key] = column.parse(value as string);
    }
  }
}
