import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { redisCache } from '../core/cache.ts';
import type { Db } from '../db/types.ts';
import { TEST_REDIS_URL, testRedisPrefix } from '../test/redis.ts';
import { listen } from './http-probe.ts';

/** Markers planted outside the console build; a reply containing one escaped the web root. */
export const OUTSIDE_MARKERS = ['XM-OUTSIDE-SECRET', 'xm-outside-package', 'xm-outside-web-package'];

export type ConsoleFixture = {
  dist: string;
  /** index.html, the only HTML a refused API path may get (SPA fallback). */
  shell: string;
  asset: { url: string; body: string };
  remove: () => void;
};

/**
 * A console build laid out like the repository (`<root>/apps/web/dist`), with files one, two and
 * three levels above it that traversal attempts aim for.
 */
export function createConsoleFixture(): ConsoleFixture {
  const root = mkdtempSync(path.join(os.tmpdir(), 'xinmiao-traversal-'));
  const dist = path.join(root, 'apps/web/dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'secret.txt'), 'XM-OUTSIDE-SECRET root:x:0:0');
  writeFileSync(path.join(root, 'package.json'), '{"name":"xm-outside-package"}');
  writeFileSync(path.join(root, 'apps/web/package.json'), '{"name":"xm-outside-web-package"}');
  const shell = '<!doctype html><title>心苗 console shell</title>';
  writeFileSync(path.join(dist, 'index.html'), shell);
  const asset = { url: '/assets/index-3f9a1c.js', body: 'console.log("xm asset")' };
  writeFileSync(path.join(dist, asset.url), asset.body);
  return { dist, shell, asset, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export type ProbeServer = { app: FastifyInstance; port: number; close: () => Promise<void> };

/**
 * The whole application, console included, on a real socket over an existing test database, with
 * sessions and permissions cached in Redis (a key prefix of its own) as a production instance has.
 */
export async function startProbeServer(db: Db, dist: string): Promise<ProbeServer> {
  const cache = redisCache(TEST_REDIS_URL, testRedisPrefix());
  const { app } = await buildApp({ db, webDist: dist, loginCaptcha: false, cache });
  const port = await listen(app);
  return {
    app,
    port,
    close: async () => {
      await app.close();
      await cache.close();
    },
  };
}
