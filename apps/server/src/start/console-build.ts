import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * What the built console depends on, relative to the repository root: the web app (minus its output
 * and its browser tests), the two packages it bundles, and the lockfile (a dependency bump changes
 * the bundle without touching a source file).
 */
const SOURCES = [
  'apps/web',
  'packages/shared/src',
  'packages/shared/package.json',
  'packages/scales/src',
  'packages/scales/package.json',
  'package-lock.json',
];
const SKIPPED_DIRS = new Set(['dist', 'node_modules', '.tsbuild', 'e2e', 'test-results']);

/** Written into the build output after a successful build: the sources' hash it was built from. */
export const STAMP_FILE = '.source-hash';

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !SKIPPED_DIRS.has(name))
    .flatMap((name) => filesUnder(join(path, name)));
}

/** One hash over every console source's path and content, independent of the walk order. */
export function consoleSourceHash(repoRoot: string): string {
  const files = SOURCES.flatMap((source) => filesUnder(join(repoRoot, source)))
    .map((file) => ({ file, name: relative(repoRoot, file).split(sep).join('/') }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const hash = createHash('sha256');
  for (const { file, name } of files) {
    hash.update(`${name}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export type BuildDecision = { build: boolean; hash: string; reason: string };

/** Whether `distDir` must be rebuilt: it has no console, or was built from other sources. */
export function consoleBuildDecision(repoRoot: string, distDir: string): BuildDecision {
  const hash = consoleSourceHash(repoRoot);
  if (!existsSync(join(distDir, 'index.html'))) return { build: true, hash, reason: 'no built console yet' };
  const stampPath = join(distDir, STAMP_FILE);
  const stamp = existsSync(stampPath) ? readFileSync(stampPath, 'utf8').trim() : '';
  if (stamp !== hash) return { build: true, hash, reason: 'console sources changed since the last build' };
  return { build: false, hash, reason: 'console sources unchanged since the last build' };
}

/**
 * Runs `build` only when the console's sources changed, then stamps the output with the hash taken
 * before the build (an edit made during the build triggers the next one). Returns the decision.
 */
export async function ensureConsoleBuilt(
  repoRoot: string,
  distDir: string,
  build: () => Promise<void>,
): Promise<BuildDecision> {
  const decision = consoleBuildDecision(repoRoot, distDir);
  if (!decision.build) return decision;
  await build();
  writeFileSync(join(distDir, STAMP_FILE), `${decision.hash}\n`);
  return decision;
}
