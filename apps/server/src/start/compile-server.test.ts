import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../core/server-root.ts';
import { freePort, probe } from '../ops/local-stack.ts';
import { compileServer } from './compile-server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'xinmiao-compiled-'));
// Its own output folder: the e2e servers run from `dist`, which this build must not rewrite under them.
const outputDir = mkdtempSync(path.join(SERVER_ROOT, 'dist-test-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outputDir, { recursive: true, force: true });
});

describe('the compiled server (issue 24)', () => {
  it('runs as plain JavaScript with source maps into the shared package, and stops cleanly on SIGTERM', async () => {
    const outdir = await compileServer(outputDir);
    // The workspace packages land in main.js or in the chunks it shares with the worker entries.
    const sources = readdirSync(outdir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js.map'))
      .flatMap(
        (file) =>
          (JSON.parse(readFileSync(path.join(outdir, file), 'utf8')) as { sources: string[] }).sources,
      );
    expect(sources.some((s) => s.includes('packages/shared/src/'))).toBe(true);
    expect(sources.some((s) => s.includes('packages/scales/src/'))).toBe(true);

    const port = await freePort();
    // Plain node, no TypeScript loader: every module it runs is compiled.
    const child = spawn(process.execPath, ['--enable-source-maps', path.join(outdir, 'main.js')], {
      cwd: dataDir,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'off',
        SEED_ADMIN_PASSWORD: 'Compiled2026ok',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      let status = 0;
      while (status !== 200 && child.exitCode === null) {
        status = await probe(port, '/jeecg-boot/actuator/health/readiness');
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    // A first start migrates and seeds the embedded database: minutes on a busy 2-core machine.
  }, 300_000);
});
