import type { Redis } from 'ioredis';

/**
 * ioredis reconnects by itself and fails the commands it cannot send; without an 'error' listener
 * it also prints a stack for every reconnect attempt. This reports an outage once, and its end.
 */
export function watchRedis(redis: Redis, report: (message: string) => void): Redis {
  let up = true;
  redis.on('error', (err: Error) => {
    if (!up) return;
    up = false;
    report(`redis unreachable, reconnecting: ${err.message}`);
  });
  redis.on('ready', () => {
    if (up) return;
    up = true;
    report('redis reachable again');
  });
  return redis;
}
