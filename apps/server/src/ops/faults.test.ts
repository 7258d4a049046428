import { Msg } from '@xinmiao/shared';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_DEADLINE_MS } from '../core/request-deadline.ts';
import { openDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { DEFAULT_CONNECTION_TIMEOUT_MS } from '../db/timeouts.ts';
import type { DbHandle } from '../db/types.ts';
import { openSocket, type TestSocket } from '../realtime/test-socket.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { type Instance, startInstance } from '../test/instance.ts';
import { testRedisPrefix } from '../test/redis.ts';
import { auth, TEST_PASSWORD } from '../test/test-app.ts';
import { type OwnPostgres, type OwnRedis, startOwnPostgres, startOwnRedis } from './own-services.ts';

// Faults of issue 24 on a PostgreSQL cluster and a redis-server this file starts itself (never the
// machine's shared ones): both restarted under load, and a database too slow to answer.
const STATEMENT_TIMEOUT_MS = 1500;
const POOL_MAX = 10;
/** nginx's `proxy_read_timeout` unless configured (docs/deploy.md keeps it). */
const NGINX_DEFAULT_READ_TIMEOUT_MS = 60_000;

let postgres: OwnPostgres;
let redis: OwnRedis;
let handle: DbHandle;
let pool: pg.Pool;
let first: Instance;
let second: Instance;
let token: string;
let userId: string;

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startOwnPostgres(), startOwnRedis()]);
  handle = await openDb({ databaseUrl: postgres.url, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  await migrateDb(handle);
  await seedIfEmpty(handle.db, { adminPassword: TEST_PASSWORD, demo: false, passwordCost: 2 ** 10 });
  const redisPrefix = testRedisPrefix();
  first = await startInstance(handle.db, { redisPrefix, redisUrl: redis.url });
  second = await startInstance(handle.db, { redisPrefix, redisUrl: redis.url });
  ({ token, userId } = await first.login('admin'));
}, 120_000);

afterAll(async () => {
  // A leaked pool client would keep `handle.close()` waiting forever: the cluster and Redis go
  // anyway, so a failed run leaves nothing running behind it.
  const closing = (async () => {
    await first?.close();
    await second?.close();
    await handle?.close();
  })().then(
    () => null,
    (err: unknown) => err,
  );
  const stuck = new Promise<Error>((resolve) =>
    setTimeout(
      () => resolve(new Error('instances or pool not closed within 20 s (a leaked client?)')),
      20_000,
    ).unref(),
  );
  const failure = await Promise.race([closing, stuck]);
  await Promise.all([postgres?.destroy(), redis?.destroy()]);
  if (failure) throw failure;
}, 60_000);

type Outcome = { ok: boolean; status: number; message: string };

/** A signed-in read that goes to the database every time (the session's own row, its departments). */
async function read(instance: Instance): Promise<Outcome> {
  const reply = await instance.call({
    method: 'GET',
    url: '/jeecg-boot/sys/user/getCurrentUserDeparts',
    headers: auth(token),
  });
  return { ok: reply.body.success === true, status: reply.status, message: String(reply.body.message) };
}

async function until(what: string, condition: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `workers` clients reading in a loop until `stop`; every answer kept. */
function load(instances: Instance[], workers: number) {
  const outcomes: Outcome[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, i) => {
    const instance = instances[i % instances.length] as Instance;
    while (running) outcomes.push(await read(instance));
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function backendsOfOurDatabase(): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = 'postgres' AND pid <> pg_backend_pid()",
  );
  return rows[0]?.n ?? 0;
}

describe('faults on a PostgreSQL and a Redis of the test’s own (issue 24)', () => {
  it('PostgreSQL restarted under load: clear errors while it is away, recovery by itself, no leak', async () => {
    const traffic = load([first, second], 6);
    await until('answers before the restart', () => traffic.outcomes.filter((o) => o.ok).length >= 20);
    await postgres.stop();
    const stoppedAt = traffic.outcomes.length;
    await until('an answer while the database is away', () =>
      traffic.outcomes.slice(stoppedAt).some((o) => !o.ok),
    );
    await postgres.start();
    const restartedAt = traffic.outcomes.length;
    await until(
      'answers after the restart',
      () => traffic.outcomes.slice(restartedAt).filter((o) => o.ok).length >= 20,
    );
    await traffic.stop();

    // Every request was answered in the envelope (no hang, no crash, never a session thrown out):
    // either a success or the sentence that says the database is away.
    for (const outcome of traffic.outcomes) {
      expect(outcome.status).toBe(200);
      if (!outcome.ok) expect(outcome.message).toBe(Msg.databaseUnavailable);
    }
    expect(traffic.outcomes.filter((o) => !o.ok).length).toBeGreaterThan(0);
    // The pool let go of the connections the restart ended and holds no more than its size; every
    // client checked out came back (a leaked one would shrink the pool until requests hang).
    await until('every client back in the pool', () => pool.idleCount === pool.totalCount, 10_000);
    expect(pool.waitingCount).toBe(0);
    expect(pool.totalCount).toBeLessThanOrEqual(POOL_MAX);
    expect(await backendsOfOurDatabase()).toBeLessThanOrEqual(POOL_MAX);
    expect(await read(first)).toMatchObject({ ok: true });
  });

  it('Redis restarted under load: sessions keep working, notices cross instances again', async () => {
    const traffic = load([first, second], 4);
    await until('answers before the restart', () => traffic.outcomes.filter((o) => o.ok).length >= 20);
    await redis.stop();
    // While Redis is down the cache counts as missed: signed-in reads are served from the database.
    const downAt = traffic.outcomes.length;
    await until('answers while Redis is down', () => traffic.outcomes.length - downAt >= 20);
    expect(traffic.outcomes.slice(downAt).every((o) => o.ok)).toBe(true);
    await redis.start();
    const restartedAt = traffic.outcomes.length;
    await until(
      'answers after the restart',
      () => traffic.outcomes.slice(restartedAt).filter((o) => o.ok).length >= 20,
    );
    await traffic.stop();
    for (const outcome of traffic.outcomes) {
      expect(outcome.status).toBe(200);
      if (!outcome.ok) expect(outcome.message).toBe(Msg.cacheUnavailable);
    }

    // A console on the second instance hears a notice raised on the first, through the new Redis.
    // The subscriber resubscribes on its own shortly after reconnecting: raise until one arrives.
    const watcher: TestSocket = await openSocket(second.port, userId, token);
    try {
      await until('a notice across instances after the restart', async () => {
        const sent = await first.call({
          method: 'GET',
          url: '/jeecg-boot/sys/annountCement/syncNotic',
          headers: auth(token),
        });
        expect(sent.body.success).toBe(true);
        return watcher.received(1, 1000).then(
          () => true,
          () => false,
        );
      });
      expect(watcher.messages.some((m) => m.includes('"cmd":"user"'))).toBe(true);
    } finally {
      watcher.socket.close();
    }
  });

  it('a slow database: statements cancelled after the timeout with a clear error, no pile-up', async () => {
    // A second connection holds a lock every read of the session needs, as a stuck migration or
    // a long report would.
    const locker = await pool.connect();
    await locker.query('BEGIN');
    await locker.query(
      'LOCK TABLE sys_session, sys_user, sys_depart, sys_user_depart IN ACCESS EXCLUSIVE MODE',
    );
    const started = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: 3 * POOL_MAX }, (_, i) => read(i % 2 ? first : second)),
    );
    const elapsed = Date.now() - started;
    await locker.query('ROLLBACK');
    locker.release();

    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ ok: false, status: 503, message: Msg.systemBusy });
    }
    // Thirty requests on nine free connections: three or four rounds of the timeout, not a pile.
    expect(elapsed).toBeLessThan(8 * STATEMENT_TIMEOUT_MS);
    await until('every client back in the pool', () => pool.idleCount === pool.totalCount, 10_000);
    expect(pool.waitingCount).toBe(0);
    expect(pool.totalCount).toBeLessThanOrEqual(POOL_MAX);
    const { rows } = await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = 'postgres' AND state = 'active' AND pid <> pg_backend_pid()",
    );
    expect(rows[0]?.n).toBe(0);
    expect(await read(first)).toMatchObject({ ok: true });
  });

  it('every pool connection busy past the pool wait: 系统繁忙 with 503 and Retry-After, not an outage', async () => {
    // Production's pool wait (connectionTimeoutMillis) with every client checked out, as under
    // overload; the database itself answers all along.
    const held = await Promise.all(Array.from({ length: POOL_MAX }, () => pool.connect()));
    const started = Date.now();
    let reply: Awaited<ReturnType<Instance['call']>>;
    try {
      reply = await first.call({
        method: 'GET',
        url: '/jeecg-boot/sys/user/getCurrentUserDeparts',
        headers: auth(token),
      });
    } finally {
      for (const client of held) client.release();
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(DEFAULT_CONNECTION_TIMEOUT_MS - 100);
    expect(reply.status).toBe(503);
    expect(reply.headers['retry-after']).toBe('2');
    expect(reply.body).toMatchObject({ success: false, message: Msg.systemBusy, code: 503, result: null });
    expect(typeof reply.body.timestamp).toBe('number');
    expect(await read(first)).toMatchObject({ ok: true });
  }, 30_000);

  it('a request held past its deadline is answered 系统繁忙 by the instance, before a proxy gives up', async () => {
    expect(DEFAULT_REQUEST_DEADLINE_MS).toBeLessThan(NGINX_DEFAULT_READ_TIMEOUT_MS);
    const deadlineMs = STATEMENT_TIMEOUT_MS / 3;
    const hurried = await startInstance(handle.db, { requestDeadlineMs: deadlineMs });
    const locker = await pool.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE sys_session IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const reply = await hurried.call({
        method: 'GET',
        url: '/jeecg-boot/sys/user/getCurrentUserDeparts',
        headers: auth(token),
      });
      expect(Date.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS);
      expect(reply.status).toBe(503);
      expect(reply.headers['retry-after']).toBe('2');
      expect(reply.body).toMatchObject({ success: false, message: Msg.systemBusy, code: 503, result: null });
    } finally {
      await locker.query('ROLLBACK');
      locker.release();
    }
    await until('every client back in the pool', () => pool.idleCount === pool.totalCount, 10_000);
    await hurried.close();
  });
});
