import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Whether this process runs the compiled server (`apps/server/dist`, `npm run build:server`). */
export const COMPILED = import.meta.url.endsWith('.js');

function findServerRoot(): string {
  // From src/core (tsx) or from dist/ or one of its chunks (compiled): the folder with the migrations.
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle')) || !existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server not found above the running server module');
    dir = parent;
  }
  return dir;
}

/** `apps/server`, wherever the running module was loaded from. */
export const SERVER_ROOT = findServerRoot();
/** The repository (the built console lives in `apps/web/dist`). */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

/** The compiled build this module belongs to (the folder of its `main.js`), wherever it was written. */
function findBuildRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'main.js'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('main.js not found above the running compiled module');
    dir = parent;
  }
  return dir;
}

/**
 * A module loaded by path at run time (a worker thread's file): `src/<name>.ts` under tsx,
 * `<build>/<name>.js` once compiled (each such file is an entry point of the build). The build's own
 * copy, not `dist`'s: a build written elsewhere (the compiled-server test's) must not start threads
 * from another build.
 */
export function serverModuleUrl(name: string): URL {
  return COMPILED
    ? pathToFileURL(path.join(findBuildRoot(), `${name}.js`))
    : pathToFileURL(path.join(SERVER_ROOT, `src/${name}.ts`));
}
