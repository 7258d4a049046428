import { AI_MESSAGES, type AiSettingsInput } from '@xinmiao/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Cache, memoryCache, redisCache } from '../../core/cache.ts';
import type { Services } from '../../core/services.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { PgliteWorkerClient } from '../../db/pglite-worker-client.ts';
import { studentsWithSessions } from '../../test/counselling-fixtures.ts';
import { TEST_REDIS_URL, testRedisPrefix } from '../../test/redis.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { saveSettings } from './settings.ts';

let db: TestDb;
let cache: Cache;
let app: FastifyInstance;
let services: Services;
let token: string;

const SETTINGS: AiSettingsInput = {
  provider: 'offline',
  baseUrl: '',
  model: '',
  externalEnabled: false,
  monthlyTokenBudget: 100_000,
  retentionDays: 30,
  studentPerMinute: 1,
  schoolPerMinute: 1000,
};

beforeAll(async () => {
  db = await createTestDb({ pgliteThread: true });
  // The production cache of each database: memory beside PGlite, Redis beside PostgreSQL.
  cache = db.driver === 'pg' ? redisCache(TEST_REDIS_URL, testRedisPrefix()) : memoryCache();
  ({ app, services } = await buildApp({ db: db.db, cache, loginCaptcha: false }));
  await app.ready();
  [token = ''] = await studentsWithSessions(db.db, services.sessions, 1, 'RQ');
});
afterAll(async () => {
  await app.close();
  await cache.close();
  await db.drop();
});

/**
 * Counts what reaches the database, below our code: each checkout of a node-postgres connection
 * (every statement or transaction takes one), or each request sent to PGlite's thread.
 */
function countDatabaseWork(): { count: () => number; stop: () => void } {
  let n = 0;
  const client: unknown = '$client' in db.db ? db.db.$client : undefined;
  if (client instanceof pg.Pool) {
    const seen = () => {
      n++;
    };
    client.on('acquire', seen);
    return { count: () => n, stop: () => client.off('acquire', seen) };
  }
  if (client instanceof PgliteWorkerClient) {
    const before = client.requests;
    return { count: () => client.requests - before, stop: () => {} };
  }
  throw new Error('unknown driver');
}

const chat = (text: string) =>
  app.inject({
    method: 'POST',
    url: '/jeecg-boot/ai/student/chat',
    headers: { 'x-access-token': token },
    payload: { text },
  });

const save = (input: AiSettingsInput) =>
  saveSettings(new TenantDb(db.db, 1000, 'admin'), { box: services.secrets, cache: services.cache }, input);

describe('a chat refused by its rate limit', () => {
  it('is refused before any database work, and a save of the limits is seen at once', async () => {
    await save(SETTINGS);
    const first = await chat('晚上总是睡不着');
    expect(first.body).toContain('event: done');

    const counter = countDatabaseWork();
    try {
      const refused = await chat('还是睡不着');
      expect(refused.body).toContain(AI_MESSAGES.tooFast);
      expect(counter.count()).toBe(0);
    } finally {
      counter.stop();
    }

    // The counting is live: a chat that is answered does reach the database.
    await save({ ...SETTINGS, studentPerMinute: 100 });
    const watched = countDatabaseWork();
    try {
      const answered = await chat('怎么预约心理咨询');
      expect(answered.body).toContain('event: done');
      expect(watched.count()).toBeGreaterThan(0);
    } finally {
      watched.stop();
    }
  });
});
