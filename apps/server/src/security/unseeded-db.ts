import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import type { DbHandle } from '../db/types.ts';
import { testDriver } from '../test/test-db.ts';

export type UnseededDb = DbHandle & { drop: () => Promise<void> };

async function adminQuery(base: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(text);
  await client.end();
}

/**
 * A migrated database that has never been seeded, on the driver under test: what a first start
 * in production sees (the shared test template is already seeded with the test password).
 */
export async function createUnseededDb(): Promise<UnseededDb> {
  if (testDriver() === 'pglite') {
    const handle = await openDb({ pgliteInMemory: {} });
    await migrateDb(handle);
    return { ...handle, drop: () => handle.close() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `xm_unseeded_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString() });
  await migrateDb(handle);
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      await adminQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}
