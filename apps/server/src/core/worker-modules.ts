import { serverModuleUrl } from './server-root.ts';

/**
 * Every module a worker thread loads by path. Each is an entry point of the compiled server
 * (`start/compile-server.ts`), so a worker named only here can never be missing from the build.
 */
export const WORKER_MODULES = [
  'core/spreadsheet/worker',
  'modules/school/import/import-worker',
  'modules/school/account-slip-worker',
  'modules/users/import-worker',
  'modules/scales/item-bank-worker',
  'db/pglite-worker',
] as const;

export type WorkerModule = (typeof WORKER_MODULES)[number];

/** The file of a worker module: its TypeScript source under tsx, its compiled JavaScript in `dist`. */
export const workerModuleUrl = (name: WorkerModule): URL => serverModuleUrl(name);
