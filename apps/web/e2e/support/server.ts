import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'E2e-Demo-2026';
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export type RunningServer = { url: string; stop: () => Promise<void>; output: () => string };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// The run's first start migrates and seeds (global setup, no hook timeout): on a busy 2-core machine
// it took up to two minutes. Copies start in far less, within the e2e hook timeout.
const START_DEADLINE_MS = 300_000;

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const reply = await fetch(`${url}/jeecg-boot/sys/randomImage/e2e-probe`);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not come up in time:\n${output()}`);
}

/** `npm run build:server`: the server compiled to `apps/server/dist`. */
export function compileServer(): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/start/compile-server.ts'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
}

/**
 * Runs the product (built console + compiled API) on `dataDir`, as `npm run start:prod` does; `stop`
 * leaves the directory. The compiled server starts seconds sooner than through the TypeScript loader.
 * It listens on `extraEnv.PORT` when given (a test that must know its address first, for
 * `PUBLIC_URL`), otherwise on a free port.
 */
export async function bootServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOGIN_CAPTCHA: 'off',
      // The phone-login test reads the code the way a developer does: from the log.
      SMS_DEV_LOG: 'on',
      SEED_ADMIN_PASSWORD: DEMO_PASSWORD,
      DATABASE_URL: '',
      // Never the machine's Redis: e2e servers run side by side on copies of one seeded database,
      // and a shared Redis would mix their caches, sign-in limits and notices.
      REDIS_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const output = () => log;
  await waitUntilUp(url, child, output);
  return {
    url,
    output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** The run's seeded data directory under vitest (e2e global setup); none in a bench. */
function seededDataDir(): string | undefined {
  return process.env.VITEST ? inject('seededDataDir') : undefined;
}

/**
 * Starts the product on a data directory of its own: under vitest a copy of the run's seeded PGlite
 * directory (`seeded-data-dir.ts`); an empty one, which it seeds, in a bench or when `extraEnv`
 * points it at PostgreSQL.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const seeded = seededDataDir();
  // Under vitest the e2e global setup compiled the server once, before any server started.
  if (!process.env.VITEST) compileServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'xinmiao-e2e-'));
  if (seeded && !extraEnv.DATABASE_URL) cpSync(seeded, dataDir, { recursive: true });
  const server = await bootServer(dataDir, extraEnv);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
