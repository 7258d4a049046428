import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The only module that opens a database (PGlite or PostgreSQL); the test harness reaches it.
const DB_CLIENT = path.join('src', 'db', 'client.ts');

// Relative value imports and re-exports, static or dynamic; `import type` opens nothing.
const RELATIVE_IMPORT =
  /(?:^|\n)\s*(?:import|export)(?!\s+type\s)[^'"]*?from\s+'(\.{1,2}\/[^']+)'|import\('(\.{1,2}\/[^']+)'\)/g;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(RELATIVE_IMPORT)]
    .map((m) => path.resolve(path.dirname(file), m[1] ?? m[2] ?? ''))
    .filter((target) => target.endsWith('.ts') && existsSync(target));
}

/**
 * The server test files (relative to `serverDir`) whose imports, followed through every relative
 * module, reach the database client: they run on PGlite and again on PostgreSQL. The others cannot
 * open a database, so the PostgreSQL pass would only repeat them.
 */
export function testsThatOpenADatabase(serverDir: string): string[] {
  const serverRoot = path.resolve(serverDir);
  const client = path.join(serverRoot, DB_CLIENT);
  const imports = new Map<string, string[]>();
  const reachesClient = (test: string): boolean => {
    const seen = new Set([test]);
    const queue = [test];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (file === client) return true;
      if (!imports.has(file)) imports.set(file, importsOf(file));
      for (const next of imports.get(file) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return false;
  };
  return testFiles(path.join(serverRoot, 'src'))
    .filter(reachesClient)
    .map((file) => path.relative(serverRoot, file))
    .sort();
}
