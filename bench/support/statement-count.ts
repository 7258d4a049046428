import type { DbHandle } from '../../apps/server/src/db/types.ts';
import { countDatabaseWrites } from '../../apps/server/src/test/database-writes.ts';

/**
 * Counts the round trips this process makes to its database from now on: on PostgreSQL the writes
 * to its server (`countDatabaseWrites`), on PGlite every message to the database thread (begin and
 * commit count). `stop()` gives the count.
 */
export function countStatements(handle: DbHandle): { stop: () => number } {
  if (handle.driver === 'pglite') {
    const { $client } = handle.db as unknown as { $client: { requests?: number } };
    const from = $client.requests ?? 0;
    return { stop: () => ($client.requests ?? 0) - from };
  }
  return countDatabaseWrites(handle.db);
}
