// A 2 GB lesson video uploaded in 16 MB chunks over real HTTP by school 1000, while school 1001 lists
// its courses every 250 ms: upload throughput, the join of the chunks, and the other school's median
// list call idle vs during the upload (ratio beside the 2× budget). PGlite, files on local disk in a
// scratch directory. BENCH_UPLOAD_MB changes the size (default 2000). Printed, never asserted.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { COURSE_CHUNK_MAX_BYTES, type UploadState } from '@xinmiao/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { localFileStorage } from '../apps/server/src/core/files/local-storage.ts';
import { grantToRole } from '../apps/server/src/test/grant.ts';
import { createTestDb } from '../apps/server/src/test/test-db.ts';
import { BUDGET, median, signIn } from './support/other-school.ts';

const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 2000) * 1_000_000;
const CHUNK = COURSE_CHUNK_MAX_BYTES;
const INTERVAL_MS = 250;

const root = mkdtempSync(path.join(tmpdir(), 'xinmiao-upload-bench-'));
const db = await createTestDb({ pgliteThread: true });
const { app, services } = await buildApp({ db: db.db, loginCaptcha: false, files: localFileStorage(root) });
await app.ready();
await grantToRole({ db: db.db, services }, 1001, 'banzhuren', ['course:course:list']);
const admin = await signIn(app, 'admin');
const other = await signIn(app, 'zhongxue');
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

async function listCall(): Promise<number> {
  const start = performance.now();
  const reply = await fetch(`${origin}/jeecg-boot/course/list`, { headers: { 'x-access-token': other } });
  if (!((await reply.json()) as { success: boolean }).success) throw new Error('list refused');
  return performance.now() - start;
}

/** The other school's list calls while `load` runs, each timed from when it fell due. */
async function samplesDuring(load: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void load.finally(() => {
    finished = true;
  });
  const calls: Promise<number>[] = [];
  const due = performance.now();
  for (let n = 0; !finished; n++) {
    const at = due + n * INTERVAL_MS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
    if (!finished) calls.push(listCall().then(() => performance.now() - at));
  }
  await load;
  return Promise.all(calls);
}

/** The upload, sent by a separate process as a browser would be. */
async function upload(): Promise<{ lastChunkMs: number }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('support/course-uploader.ts', import.meta.url)),
      origin,
      admin,
      String(SIZE),
      String(CHUNK),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (data: Buffer) => {
    out += data.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`uploader exited with ${code}`);
  const result = JSON.parse(out) as { state: UploadState; lastChunkMs: number };
  if (!result.state.fileId) throw new Error('upload did not finish');
  return result;
}

const idle = await samplesDuring(new Promise((r) => setTimeout(r, 10_000)));
const idleMedian = median(idle);
const started = performance.now();
let lastChunkMs = 0;
const during = await samplesDuring(
  upload().then((r) => {
    lastChunkMs = r.lastChunkMs;
  }),
);
const seconds = (performance.now() - started) / 1000;
const duringMedian = median(during);
console.log(
  `upload of ${(SIZE / 1e9).toFixed(2)} GB in ${CHUNK / 1024 / 1024} MB chunks`.padEnd(60),
  `${seconds.toFixed(1)} s, ${(SIZE / 1e6 / seconds).toFixed(0)} MB/s`,
);
console.log(
  '  of which the last chunk and the join into one file'.padEnd(60),
  `${(lastChunkMs / 1000).toFixed(1)} s`,
);
console.log(
  `other school's course list median, idle (${idle.length} calls)`.padEnd(60),
  `${idleMedian.toFixed(1)} ms`,
);
console.log(
  `  during the upload (${during.length} calls)`.padEnd(60),
  `${duringMedian.toFixed(1)} ms`,
  `${(duringMedian / idleMedian).toFixed(2)}× idle (budget ${BUDGET}×)`,
);
await app.close();
await db.close();
rmSync(root, { recursive: true, force: true });
