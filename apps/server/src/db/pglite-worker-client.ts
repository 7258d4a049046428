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
 */
export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly waitReady: Promise<void>;
  #nextId = 1;
  #gone: Error | null = null;
  #closing = false;
  /** Requests sent to the thread so far (a test counts the database work a route does). */
  requests = 0;

  constructor(init: PgliteWorkerInit) {
    const transfer = 'image' in init && init.image ? [init.image] : [];
    // Under tsx (and in tests) the module is TypeScript: the thread registers tsx's hooks itself
    // before importing it (on Node 20 an `--import tsx` thread still refused the extension).
    const module = JSON.stringify(workerModuleUrl('db/pglite-worker').href);
    const entry = COMPILED
      ? `import(${module})`
      : `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${module}); })`;
    this.#worker = new Worker(entry, {
      eval: true,
      workerData: init,
      transferList: transfer,
    });
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.#worker.once('message', (hello: PgliteHello) => {
        if (hello.ready) resolve();
        else reject(fromWire(hello.error));
        this.#worker.on('message', (reply: PgliteReply) => this.#answer(reply));
      });
      this.#worker.once('error', reject);
      this.#worker.once('exit', (code) => reject(threadGone(`exit code ${code} before it was ready`)));
    });
    this.#worker.on('error', (error) => this.#fail(threadGone(error.message)));
    this.#worker.on('exit', (code) => this.#fail(threadGone(`exit code ${code}`)));
  }

  #answer(reply: PgliteReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(fromWire(reply.error));
  }

  #fail(error: Error): void {
    this.#gone ??= this.#closing ? new Error('PGlite is closed') : error;
    for (const pending of this.#pending.values()) pending.reject(this.#gone);
    this.#pending.clear();
  }

  #call<T>(request: PgliteRequest): Promise<T> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#nextId++;
    this.requests++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.#worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot be cloned (a function, a class instance with private state).
        this.#pending.delete(id);
        reject(error);
      }
    });
  }

  async #query<T>(sql: string, params: unknown[], options: QueryOptions | undefined, tx?: number) {
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
    await this.waitReady;
    const result = await this.#call<Results<T>>({
      op: 'query',
      sql,
      params,
      options: wire,
      ...(tx === undefined ? {} : { tx }),
    });
    if (rawTypes.length) applyParsers(result, parsers);
    return result;
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  async exec(sql: string): Promise<Results[]> {
    await this.waitReady;
    return this.#call<Results[]>({ op: 'exec', sql });
  }

  /**
   * PGlite's interactive transaction: BEGIN, the callback's statements, then COMMIT, or ROLLBACK
   * and the callback's error; nothing else runs on the connection meanwhile.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.waitReady;
    const id = await this.#call<number>({ op: 'begin' });
    let closed = false;
    const checkClosed = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        checkClosed();
        return this.#query<R>(sql, params, options, id);
      },
      exec: async (sql: string) => {
        checkClosed();
        return this.#call<Results[]>({ op: 'exec', sql, tx: id });
      },
      rollback: async () => {
        checkClosed();
        await this.#call<null>({ op: 'rollback', tx: id });
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
      await this.#call<null>({ op: 'end', tx: id, commit: false });
      throw error;
    }
    closed = true;
    await this.#call<null>({ op: 'end', tx: id, commit: true });
    return result;
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'none'): Promise<Blob> {
    await this.waitReady;
    return new Blob([await this.#call<ArrayBuffer>({ op: 'dump', compression })]);
  }

  async close(): Promise<void> {
    if (this.#gone) return;
    this.#closing = true;
    await this.waitReady.catch(() => {});
    await this.#call<null>({ op: 'close' }).catch(() => {});
    await this.#worker.terminate();
  }
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
