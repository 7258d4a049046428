import { type Health, opsRoutes } from '@xinmiao/shared';
import type { FastifyBaseLogger } from 'fastify';
import { lastAppliedMigration, latestMigration } from '../db/migrate.ts';
import type { Db } from '../db/types.ts';
import { BareReply } from './bare-reply.ts';
import type { Cache } from './cache.ts';
import type { Registrar } from './register-route.ts';

/** How long a readiness check waits for the database or Redis before calling it unreachable. */
export const READINESS_CHECK_MS = 2000;

const UP: Health = { status: 'UP' };
const OUT: Health = { status: 'OUT_OF_SERVICE' };

type ReadinessDeps = { db: Db; cache: Cache | null; log: FastifyBaseLogger };

function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The first reason this instance cannot serve, or null: the database unreachable or behind this
 * build's migrations (another instance still migrating), Redis (when configured) unreachable.
 */
export async function notReadyReason(deps: ReadinessDeps, expected: number): Promise<string | null> {
  try {
    const applied = await within(lastAppliedMigration(deps.db), READINESS_CHECK_MS, 'the database');
    if (applied === null || applied < expected) return 'migrations pending';
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  if (!deps.cache) return null;
  try {
    await within(deps.cache.get('health:probe'), READINESS_CHECK_MS, 'Redis');
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  return null;
}

/**
 * `/actuator/health` (and `/liveness`): the process answers. `/actuator/health/readiness`: it can
 * serve. Both public and bare, naming no component; a not-ready reason goes to the log. While the
 * instance shuts down Fastify answers 503 to every new request, these included.
 */
export function registerHealth(registrar: Registrar, deps: ReadinessDeps): void {
  const expected = latestMigration();
  const live = async () => new BareReply(200, UP);
  registrar.route(opsRoutes.health, live);
  registrar.route(opsRoutes.liveness, live);
  registrar.route(opsRoutes.readiness, async () => {
    const reason = await notReadyReason(deps, expected);
    if (reason === null) return new BareReply(200, UP);
    deps.log.warn({ reason }, 'not ready');
    return new BareReply(503, OUT);
  });
}
