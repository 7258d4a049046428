import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type E2eDatabase = {
  url: string;
  query: (sql: string, params?: unknown[]) => Promise<pg.QueryResult>;
  drop: () => Promise<void>;
};

const BASE = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/**
 * A fresh PostgreSQL database for one e2e file: the product runs on it, and the test can add rows
 * the console offers no screen for (a second school's account, say) while the product runs.
 */
export async function createE2eDatabase(): Promise<E2eDatabase> {
  const name = `xm_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(BASE);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    query: (sql, params) => pool.query(sql, params),
    drop: async () => {
      await pool.end();
      const client = new pg.Client({ connectionString: BASE });
      await client.connect();
      // The pool's end resolves before its sockets close: a forced drop then terminated a closing
      // client, whose FATAL reached no listener and failed the whole run as an uncaught error.
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
