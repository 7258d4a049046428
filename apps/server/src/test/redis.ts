import { randomBytes } from 'node:crypto';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A Redis key and channel prefix of the test's own, so that no other test run meets its keys. */
export const testRedisPrefix = () => `xm-test-${randomBytes(6).toString('hex')}:`;
