import { parentPort, workerData } from 'node:worker_threads';
import { type ParserOptions, PGlite, type Transaction } from '@electric-sql/pglite';
import {
  type PgliteEnvelope,
  type PgliteHello,
  type PgliteReply,
  type PgliteRequest,
  type PgliteWorkerInit,
  toWireError,
  type WireQueryOptions,
} from './pglite-worker-protocol.ts';

/**
 * The embedded database's own thread: PGlite executes every statement synchronously in WebAssembly,
 * so here it blocks this thread instead of the server's event loop. Requests arrive in order and are
 * handed to PGlite at once, in that order; PGlite's own locks keep the one connection's statements,
 * transactions and their exclusivity exactly as they are in the server's thread.
 */

const port = parentPort;
if (!port) throw new Error('pglite-worker runs only as a worker thread');

const init = workerData as PgliteWorkerInit;
const db =
  'dataDir' in init
    ? new PGlite(init.dataDir)
    : new PGlite(init.image ? { loadDataDir: new Blob([init.image]) } : {});

// A transaction's callback stays open until the server's thread ends it; `end` names the request
// whose answer is the outcome (COMMIT, or the rollback of a failed callback).
type OpenTransaction = { tx: Transaction; end: (commit: boolean, requestId: number) => void };
const open = new Map<number, OpenTransaction>();
let nextTx = 1;
const ROLLED_BACK = Symbol('rolled back by the caller');

const identity = (value: string) => value;

function parserOptions(options: WireQueryOptions) {
  const parsers: ParserOptions = {};
  for (const type of options.rawTypes ?? []) parsers[type] = identity;
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
    parsers,
  };
}

function inTransaction(tx: number): Transaction {
  const found = open.get(tx);
  if (!found) throw new Error('Transaction is closed');
  return found.tx;
}

/** Answers `begin` with the transaction's number once BEGIN ran, and its `end` with the outcome. */
function begin(id: number, reply: (message: PgliteReply) => void): void {
  const tx = nextTx++;
  let answerTo = id;
  db.transaction(
    (handle) =>
      new Promise<void>((resolve, reject) => {
        open.set(tx, {
          tx: handle,
          end: (commit, requestId) => {
            answerTo = requestId;
            if (commit) resolve();
            else reject(ROLLED_BACK);
          },
        });
        reply({ id, ok: true, value: tx });
      }),
  ).then(
    () => reply({ id: answerTo, ok: true, value: null }),
    (error: unknown) =>
      reply(
        error === ROLLED_BACK
          ? { id: answerTo, ok: true, value: null }
          : { id: answerTo, ok: false, error: toWireError(error) },
      ),
  );
}

async function run(request: PgliteRequest, id: number, reply: (message: PgliteReply) => void) {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? db : inTransaction(request.tx);
      return target.query(request.sql, request.params, parserOptions(request.options));
    }
    case 'exec':
      return (request.tx === undefined ? db : inTransaction(request.tx)).exec(request.sql);
    case 'begin':
      begin(id, reply);
      return undefined;
    case 'rollback':
      await inTransaction(request.tx).rollback();
      return null;
    case 'end': {
      const found = open.get(request.tx);
      if (!found) throw new Error('Transaction is closed');
      open.delete(request.tx);
      found.end(request.commit, id);
      return undefined;
    }
    case 'dump': {
      const dump = await db.dumpDataDir(request.compression);
      return dump.arrayBuffer();
    }
    case 'close':
      await db.close();
      return null;
  }
}

const reply = (message: PgliteReply) => {
  const value = message.ok ? message.value : null;
  port.postMessage(message, value instanceof ArrayBuffer ? [value] : []);
};

port.on('message', (envelope: PgliteEnvelope) => {
  const { id, ...request } = envelope;
  run(request as PgliteRequest, id, reply).then(
    (value) => {
      if (value !== undefined) reply({ id, ok: true, value });
    },
    (error: unknown) => reply({ id, ok: false, error: toWireError(error) }),
  );
});

db.waitReady.then(
  () => port.postMessage({ ready: true } satisfies PgliteHello),
  (error: unknown) => port.postMessage({ ready: false, error: toWireError(error) } satisfies PgliteHello),
);
