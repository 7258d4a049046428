import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleBuildDecision, ensureConsoleBuilt } from './console-build.ts';

let root: string;
let dist: string;
let builds: number;

function write(relativePath: string, content: string): void {
  const file = join(root, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// Stands in for vite: what the start-up needs from a build is a console in dist.
async function build(): Promise<void> {
  builds += 1;
  write('apps/web/dist/index.html', `<html>${builds}</html>`);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'xinmiao-console-build-'));
  dist = join(root, 'apps/web/dist');
  builds = 0;
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/src/main.tsx', 'export const a = 1;');
  write('packages/shared/src/index.ts', 'export const b = 2;');
  write('packages/scales/src/index.ts', 'export const c = 3;');
  write('package-lock.json', '{}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('console build at start-up', () => {
  it('builds on the first start and not on a second start with unchanged sources', async () => {
    expect((await ensureConsoleBuilt(root, dist, build)).build).toBe(true);
    const second = await ensureConsoleBuilt(root, dist, build);
    expect(second).toMatchObject({ build: false, reason: 'console sources unchanged since the last build' });
    expect(builds).toBe(1);
  });

  it('rebuilds when a web source, a bundled package or the lockfile changed', async () => {
    await ensureConsoleBuilt(root, dist, build);
    for (const [file, content] of [
      ['apps/web/src/main.tsx', 'export const a = 2;'],
      ['packages/shared/src/index.ts', 'export const b = 3;'],
      ['packages/scales/src/new-scale.ts', 'export const d = 4;'],
      ['package-lock.json', '{"lockfileVersion":3}'],
    ] as const) {
      write(file, content);
      expect(consoleBuildDecision(root, dist).build, file).toBe(true);
      await ensureConsoleBuilt(root, dist, build);
      expect(consoleBuildDecision(root, dist).build, file).toBe(false);
    }
    expect(builds).toBe(5);
  });

  it('ignores the build output and the browser tests, and rebuilds a console that is gone', async () => {
    await ensureConsoleBuilt(root, dist, build);
    write('apps/web/dist/assets/extra.js', 'x');
    write('apps/web/e2e/login.e2e.ts', 'x');
    expect(consoleBuildDecision(root, dist).build).toBe(false);
    rmSync(join(dist, 'index.html'));
    expect(consoleBuildDecision(root, dist)).toMatchObject({ build: true, reason: 'no built console yet' });
  });

  it('does not stamp a failed build, so the next start tries again', async () => {
    await ensureConsoleBuilt(root, dist, build);
    write('apps/web/src/main.tsx', 'export const a = 2;');
    const failing = async () => {
      throw new Error('vite failed');
    };
    await expect(ensureConsoleBuilt(root, dist, failing)).rejects.toThrow('vite failed');
    expect(consoleBuildDecision(root, dist).build).toBe(true);
  });
});
