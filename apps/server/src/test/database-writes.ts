import net from 'node:net';
import { poolOf } from '../core/tenancy/pg-tenant-transaction.ts';
import type { Db } from '../db/types.ts';

type SocketWrites = Record<'_write' | '_writev', (...args: unknown[]) => void>;

/**
 * Counts this process's writes to the PostgreSQL server behind `db`'s pool from now on: each one
 * wakes the database, and `pg` in pipeline mode sends a tenant statement with its `begin` and
 * `commit` in one, so writes, not queries, are the round trips. Zero where `db` has no pool
 * (PGlite). `stop()` puts the socket back and gives the count.
 */
export function countDatabaseWrites(db: Db): { stop: () => number } {
  const url = poolOf(db)?.options.connectionString;
  const port = Number((url && new URL(url).port) || 5432);
  const socket = net.Socket.prototype as unknown as SocketWrites;
  const originals = { _write: socket._write, _writev: socket._writev };
  let writes = 0;
  if (url)
    for (const name of ['_write', '_writev'] as const) {
      const original = originals[name];
      socket[name] = function (this: net.Socket, ...args: unknown[]) {
        if (this.remotePort === port) writes++;
        return Reflect.apply(original, this, args);
      };
    }
  return {
    stop: () => {
      Object.assign(socket, originals);
      return writes;
    },
  };
}
