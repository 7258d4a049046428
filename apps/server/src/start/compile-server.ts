import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { SERVER_ROOT } from '../core/server-root.ts';
import { WORKER_MODULES } from '../core/worker-modules.ts';

/** Entry points: the server, and the files worker threads load by path (`workerModuleUrl`). */
const ENTRIES = ['main', ...WORKER_MODULES];

// npm packages stay imports (resolved from node_modules at run time); the workspace packages,
// whose exports point at TypeScript sources, are compiled into the output.
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@xinmiao/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Compiles the server with `packages/shared` and `packages/scales` into `apps/server/dist` (ES
 * modules, shared chunks, source maps pointing at the TypeScript sources), to run with
 * `node --enable-source-maps apps/server/dist/main.js` (`npm run start:prod`). Another `outdir` must
 * also sit under `apps/server`, where the npm packages resolve.
 */
export async function compileServer(outdir = path.join(SERVER_ROOT, 'dist')): Promise<string> {
  await build({
    entryPoints: ENTRIES.map((name) => ({ in: path.join(SERVER_ROOT, 'src', `${name}.ts`), out: name })),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  return outdir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outdir = await compileServer();
  process.stdout.write(`compiled server in ${outdir}\n`);
}
