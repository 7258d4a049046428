import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { Msg } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constraintMessage, databaseFailureMessage } from '../core/errors.ts';
import { PgliteWorkerClient } from './pglite-worker-client.ts';
import { inArrivalOrder, inSchoolLane } from './turn-order.ts';

// The same statements on PGlite in this thread and in its worker thread must give the same values.
const SETUP = `
  create table sample (id int primary key, code text unique, born date, seen timestamp, at timestamptz,
    took interval, big int8, ratio numeric(10, 3), score float8, ok bool, doc jsonb, plain json,
    tags text[], marks int4[], raw bytea, ref uuid);
  insert into sample values
    (1, 'a', '2024-02-29', '2024-03-01 08:30:00.123', '2024-03-01 08:30:00+08', '1 day 02:03:04',
     9007199254740993, 12.345, 0.1, true, '{"a": [1, {"b": null}], "c": "中"}', '[1, "x"]',
     '{"甲", "b,c", NULL}', '{1, 2, 3}', '\\x00ff10', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'),
    (2, 'b', null, null, null, null, null, null, null, null, null, null, null, null, null, null);`;

// drizzle's PGlite driver keeps these types as the database's text (its own parsers, functions).
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: (value: string) => value,
  [types.TIMESTAMPTZ]: (value: string) => value,
  [types.INTERVAL]: (value: string) => value,
  [types.DATE]: (value: string) => value,
  1231: (value: string) => value,
  1115: (value: string) => value,
  1185: (value: string) => value,
  1187: (value: string) => value,
  1182: (value: string) => value,
};

let local: PGlite;
let threaded: PgliteWorkerClient;

beforeAll(async () => {
  local = new PGlite();
  threaded = new PgliteWorkerClient({ image: null });
  await Promise.all([local.exec(SETUP), threaded.exec(SETUP)]);
});

afterAll(async () => {
  await Promise.all([local.close(), threaded.close()]);
});

const SELECT = 'select * from sample order by id';

describe('PGlite in its worker thread', () => {
  it('gives the values PGlite gives in this thread, with its parsers and with a caller’s own', async () => {
    for (const options of [
      undefined,
      { rowMode: 'array' as const },
      { rowMode: 'array' as const, parsers: DRIZZLE_PARSERS },
      { parsers: { [types.INT8]: (value: string) => `int8:${value}` } },
    ]) {
      const [mine, theirs] = await Promise.all([
        local.query(SELECT, [], options),
        threaded.query(SELECT, [], options),
      ]);
      expect(theirs).toEqual(mine);
    }
    const [row] = (await threaded.query<Record<string, unknown>>(SELECT)).rows;
    expect(row?.at).toBeInstanceOf(Date);
    expect(row?.raw).toBeInstanceOf(Uint8Array);
  });

  it('binds parameters of every kind as PGlite in this thread does', async () => {
    const sql =
      'select $1::timestamptz as at, $2::int8 as big, $3::bytea as raw, $4::jsonb as doc, $5::text[] as tags, $6::numeric as n';
    const params = [
      new Date('2024-03-01T00:30:00Z'),
      9007199254740993n,
      new Uint8Array([0, 255]),
      { a: [1, '中'] },
      ['x', null],
      '1.50',
    ];
    expect(await threaded.query(sql, params)).toEqual(await local.query(sql, params));
  });

  it('raises a database error with its SQLSTATE and constraint, read as the same Chinese message', async () => {
    const insert = "insert into sample (id, code) values (3, 'a')";
    const mine = await local.query(insert).catch((error: unknown) => error);
    const theirs = await threaded.query(insert).catch((error: unknown) => error);
    expect(theirs).toBeInstanceOf(Error);
    expect(theirs).toMatchObject({
      message: (mine as Error).message,
      code: '23505',
      severity: 'ERROR',
      constraint: 'sample_code_key',
      detail: (mine as { detail: string }).detail,
    });
    expect(constraintMessage(theirs)).toBe(constraintMessage(mine));
    expect(constraintMessage(theirs)).toBe(Msg.duplicate);
  });

  it('commits a transaction, rolls back a failed one with the callback’s own error', async () => {
    await threaded.transaction(async (tx) => {
      await tx.query('insert into sample (id, code) values ($1, $2)', [10, 'tx']);
    });
    const boom = new Error('回滚');
    const failed = await threaded
      .transaction(async (tx) => {
        await tx.query('insert into sample (id, code) values ($1, $2)', [11, 'gone']);
        throw boom;
      })
      .catch((error: unknown) => error);
    expect(failed).toBe(boom);
    const ids = await threaded.query<{ id: number }>('select id from sample where id >= 10 order by id');
    expect(ids.rows).toEqual([{ id: 10 }]);
    await threaded.transaction(async (tx) => {
      await tx.query('insert into sample (id, code) values (12, $1)', ['rolled']);
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
    expect((await threaded.query('select 1 from sample where id = 12')).rows).toEqual([]);
  });

  it('runs nothing else on the connection while a transaction is open', async () => {
    let outsideSettled = false;
    let outside: Promise<unknown> = Promise.resolve();
    await threaded.transaction(async (tx) => {
      await tx.query("insert into sample (id, code) values (20, 'inside')");
      outside = threaded.query('select count(*)::int as n from sample where id = 20').then((result) => {
        outsideSettled = true;
        return result.rows;
      });
      // Several round trips to the thread: the statement outside is still waiting for the transaction.
      for (let i = 0; i < 5; i++) await tx.query('select 1');
      expect(outsideSettled).toBe(false);
    });
    expect(await outside).toEqual([{ n: 1 }]);
  });
});

describe('turns at the thread', () => {
  it('go to the oldest request first, not to the first statement sent', async () => {
    const served: string[] = [];
    // A transaction holds one turn; a statement waiting in the thread for it to end holds the other.
    let release!: () => void;
    let began!: () => void;
    const holding = new Promise<void>((resolve) => {
      began = resolve;
    });
    const holder = threaded.transaction(async (tx) => {
      await tx.query('select 1');
      began();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await holding;
    const waiting = threaded.query('select 1');
    let sendOlder!: () => void;
    const olderMayGo = new Promise<void>((go) => {
      sendOlder = go;
    });
    const older = inArrivalOrder(async () => {
      await olderMayGo;
      await threaded.query('select 1');
      served.push('older');
    });
    const newer = inArrivalOrder(async () => {
      await threaded.query('select 1');
      served.push('newer');
    });
    sendOlder();
    await new Promise((settle) => setTimeout(settle, 50));
    release();
    await Promise.all([holder, waiting, older, newer]);
    expect(served).toEqual(['older', 'newer']);
  });

  it('take turns between schools: one school’s queued work does not keep another’s waiting', async () => {
    const served: string[] = [];
    // School 1000 holds its turn with a slow statement and queues a flood behind it.
    const holder = inSchoolLane(1000, () => threaded.query('select pg_sleep(0.2)'));
    const flood = Array.from({ length: 5 }, (_, i) =>
      inSchoolLane(1000, async () => {
        await threaded.query('select 1');
        served.push(`1000-${i}`);
      }),
    );
    // The newest work of all, yet the next in the thread: its school has no turn yet.
    const other = inSchoolLane(1001, async () => {
      await threaded.query('select 1');
      served.push('1001');
    });
    await Promise.all([holder, ...flood, other]);
    expect(served).toEqual(['1001', '1000-0', '1000-1', '1000-2', '1000-3', '1000-4']);
  });
});

describe('a database thread that ends unasked', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'xinmiao-pglite-thread-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails what it owed as 数据库暂时无法连接, and a folder’s database opens again in a new thread', async () => {
    const threads: Worker[] = [];
    const client = new PgliteWorkerClient({ dataDir: dir }, (worker) => threads.push(worker));
    try {
      await client.exec('create table kept (n int); insert into kept values (1)');
      const cut = await client
        .transaction(async (tx) => {
          await tx.query('insert into kept values (2)');
          await threads[0]?.terminate();
          await tx.query('insert into kept values (3)');
        })
        .catch((error: unknown) => error);
      expect(databaseFailureMessage(cut)).toBe(Msg.databaseUnavailable);
      expect((await client.query('select n from kept order by n')).rows).toEqual([{ n: 1 }]);
      expect(threads).toHaveLength(2);
    } finally {
      await client.close();
    }
  });

  it('in memory, keeps failing as 数据库暂时无法连接 rather than opening an empty database', async () => {
    const threads: Worker[] = [];
    const client = new PgliteWorkerClient({ image: null }, (worker) => threads.push(worker));
    await client.exec('select 1');
    await threads[0]?.terminate();
    const error = await client.query('select 1').catch((caught: unknown) => caught);
    expect(databaseFailureMessage(error)).toBe(Msg.databaseUnavailable);
    expect(threads).toHaveLength(1);
    await client.close();
  });
});
