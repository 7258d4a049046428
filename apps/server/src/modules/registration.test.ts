import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { flattenCatalog } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { MODULES } from './index.ts';

const MODULES_DIR = path.dirname(fileURLToPath(import.meta.url));
const PAGE_REGISTRY = path.resolve(MODULES_DIR, '../../../web/src/app/page-registry.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Every export of the module files whose declaration matches `pattern` (its first group: the name). */
async function declared(pattern: RegExp): Promise<{ name: string; value: unknown }[]> {
  const found: { name: string; value: unknown }[] = [];
  for (const file of sourceFiles(MODULES_DIR)) {
    const names = [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => m[1] ?? '');
    if (names.length === 0) continue;
    const exports: Record<string, unknown> = await import(pathToFileURL(file).href);
    for (const name of names)
      found.push({ name: `${path.relative(MODULES_DIR, file)} ${name}`, value: exports[name] });
  }
  return found;
}

/** Component keys of the console's built pages (`BUILT_PAGES` in the web's page registry). */
function builtComponents(): Set<string> {
  const source = readFileSync(PAGE_REGISTRY, 'utf8');
  const start = source.indexOf('const BUILT_PAGES');
  const block = source.slice(start, source.indexOf('\n};', start));
  return new Set([...block.matchAll(/^ {2}'?([\w/.-]+)'?: \{/gm)].map((m) => m[1] ?? ''));
}

const registered = {
  policies: new Set<unknown>(MODULES.flatMap((m) => m.policies ?? [])),
  jobs: new Set<unknown>(MODULES.flatMap((m) => m.jobs ?? [])),
  pages: MODULES.flatMap((m) => m.pages ?? []),
};

describe('the module list (MODULES)', () => {
  it('holds every module folder once, under its folder name', () => {
    const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(MODULES.map((m) => m.name).sort()).toEqual(folders);
  });

  it('registers every record policy a module declares', async () => {
    const policies = await declared(/^export const (\w+) = definePolicy\(/gm);
    expect(policies.length).toBeGreaterThan(0);
    const missing = policies.filter((p) => !registered.policies.has(p.value)).map((p) => p.name);
    expect(missing).toEqual([]);
  });

  it('registers every job a module declares, each class name once', async () => {
    const jobs = await declared(/^export const (\w+): JobDefinition = /gm);
    expect(jobs.length).toBeGreaterThan(0);
    const missing = jobs.filter((j) => !registered.jobs.has(j.value)).map((j) => j.name);
    expect(missing).toEqual([]);
    const classes = MODULES.flatMap((m) => m.jobs ?? []).map((job) => job.className);
    expect(new Set(classes).size).toBe(classes.length);
    for (const name of classes) expect(name).toMatch(/^xinmiao\.job\.\w+Job$/);
  });

  it('serves every built page of the menu catalogue, each from one module', () => {
    const built = builtComponents();
    const catalogue = flattenCatalog();
    const builtPaths = catalogue.filter((page) => built.has(page.component)).map((page) => page.path);
    expect(builtPaths.length).toBeGreaterThan(0);
    expect(builtPaths.filter((page) => !registered.pages.includes(page))).toEqual([]);
    const known = new Set(catalogue.map((page) => page.path));
    expect(registered.pages.filter((page) => !known.has(page))).toEqual([]);
    expect(new Set(registered.pages).size).toBe(registered.pages.length);
  });
});
