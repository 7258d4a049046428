// `npm start` twice on one embedded database: the first start (console build if its sources changed,
// migrations, demo seed) and a restart on unchanged sources, each from the command to the console's
// first page served. `npm run bench -- restart`. Prints the figures; the restart's budget is 10 s.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'xinmiao-restart-'));
const RESTART_BUDGET_S = 10;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Runs `npm start` until the console's page is served; returns the seconds it took. */
async function timedStart(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  // Its own process group, so stopping it stops npm, the build check and the server alike.
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const served = await fetch(`http://127.0.0.1:${port}/`).then(
        (reply) => reply.ok,
        () => false,
      );
      if (served) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await stopped(child);
  }
}

try {
  const first = await timedStart();
  process.stdout.write(`first start (build if needed, migrate, seed): ${first.toFixed(1)} s\n`);
  const restart = await timedStart();
  process.stdout.write(
    `restart on unchanged sources: ${restart.toFixed(1)} s (budget ${RESTART_BUDGET_S} s${restart > RESTART_BUDGET_S ? ', OVER' : ''})\n`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
