/**
 * Brings up the production-like set-up of docs/deploy.md on this machine and tears it down on
 * Ctrl-C: nginx on a free loopback port in front of two server instances, on the PostgreSQL and
 * Redis that DATABASE_URL and REDIS_URL name.
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/xinmiao REDIS_URL=redis://127.0.0.1:6379 \
 *     node --import tsx ops/stack.ts [instances]
 *
 * The instances get the rest of the environment as documented for the server (SEED_ADMIN_PASSWORD…).
 */
import { startStack } from '../apps/server/src/ops/local-stack.ts';

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  process.stderr.write('DATABASE_URL and REDIS_URL are required (see docs/deploy.md)\n');
  process.exit(1);
}
const passed = Object.entries(process.env).filter(
  (entry): entry is [string, string] =>
    /^(SEED_|LOGIN_CAPTCHA|SMS_|S3_|PUBLIC_URL|CONSOLE_FRAME_ORIGINS|SHUTDOWN_TIMEOUT_MS|LOG_LEVEL)/.test(
      entry[0],
    ) && entry[1] !== undefined,
);
const stack = await startStack({
  databaseUrl: DATABASE_URL,
  redisUrl: REDIS_URL,
  instances: Number(process.argv[2] ?? 2),
  env: Object.fromEntries(passed),
});
process.stdout.write(
  `Xinmiao behind nginx: ${stack.url}\n` +
    stack.instances.map((i, n) => `  instance ${n + 1}: http://127.0.0.1:${i.port}\n`).join('') +
    `  configuration and logs: ${stack.dir}\nCtrl-C stops everything.\n`,
);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
