import pg from 'pg';
import type { DbHandle } from '../../apps/server/src/db/types.ts';

/**
 * Counts what this process sends its database from now on: on PostgreSQL every `query` of every
 * `pg` client (a statement, or a simple-protocol message such as `begin` with the tenant set-up,
 * each one round trip); on PGlite every message to the database thread (begin and commit count).
 * `stop()` restores `pg` and gives the count.
 */
export function countStatements(handle: DbHandle): { stop: () => number } {
  if (handle.driver === 'pglite') {
    const { $client } = handle.db as unknown as { $client: { requests?: number } };
    const from = $client.requests ?? 0;
    return { stop: () => ($client.requests ?? 0) - from };
  }
  const query = pg.Client.prototype.query;
  let sent = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
    sent++;
    return Reflect.apply(query, this, args);
  } as typeof query;
  return {
    stop: () => {
      pg.Client.prototype.query = query;
      return sent;
    },
  };
}
