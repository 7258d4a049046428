import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRegistered, settle } from '../realtime/test-socket.ts';
import { type Instance, startInstance } from '../test/instance.ts';
import { testRedisPrefix } from '../test/redis.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';

// Two installations (two databases) configured with the same Redis and the same key prefix.
let dbA: TestDb;
let dbB: TestDb;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  dbA = await createTestDb();
  dbB = await createTestDb();
  const redisPrefix = testRedisPrefix();
  a = await startInstance(dbA.db, { redisPrefix });
  b = await startInstance(dbB.db, { redisPrefix });
});
afterAll(async () => {
  await b.close();
  await a.close();
  await dbB.drop();
  await dbA.drop();
});

describe('installations sharing one Redis', () => {
  it('have secrets of their own', () => {
    expect(a.services.secret).not.toBe(b.services.secret);
  });

  it('refuse each other’s tokens, cached or not', async () => {
    const { token } = await a.login('admin');
    expect(await a.status(token)).toBe(200);
    expect(await b.status(token)).toBe(401);
  });

  it('never deliver each other’s notices', async () => {
    const onA = await a.login('xinli');
    const onB = await b.login('xinli');
    const mine = await openRegistered(a.port, onA.userId, onA.token);
    const theirs = await openRegistered(b.port, onB.userId, onB.token);

    const notice = { cmd: 'topic', msgId: 'a-only', msgTxt: '只属于 A 的通知' } as const;
    await a.services.notifier.publish({ tenantId: 1000, userId: null }, notice);
    expect((await mine.received(1)).map((m) => JSON.parse(m))).toEqual([notice]);
    await settle();
    expect(theirs.messages).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });
});
