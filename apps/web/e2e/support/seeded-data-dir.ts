import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bootServer, compileServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory the product migrated and seeded on its first start; copied, never used. */
    seededDataDir: string;
  }
}

/**
 * Global setup of the e2e project: the server is compiled (`npm run build:server`), then the product
 * starts once on an empty data directory and seeds it
 * exactly as a first `npm start` does (demo schools, DEMO_PASSWORD), then stops. Every e2e server
 * boots from a copy, so a file pays a restart instead of a migration and seed.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  compileServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'xinmiao-e2e-seeded-'));
  const server = await bootServer(dataDir);
  await server.stop();
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
