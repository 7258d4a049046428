import { spawn } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, open, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type ArchiveEntry, BackupError, readArchive, writeArchive } from './archive.ts';

const MANIFEST = 'manifest.json';
const POSTGRES_DUMP = 'database.pgdump';
const PGLITE_DUMP = 'database.pglite.tar.gz';
const FILES = 'files/';
// Storage keys are `<tenant>/<biz>/<random>.<ext>`; any path of plain segments is accepted back.
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

type Manifest = {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** `disk`: the files are in the archive; `s3`: the bucket keeps them (its own versioning). */
  files: 'disk' | 's3';
  fileCount: number;
  fileBytes: number;
};

export type BackupOptions = {
  out: string;
  passphrase: string;
  /** PostgreSQL to dump with pg_dump; without it, the embedded database under `<dataDir>/pglite`. */
  databaseUrl?: string | undefined;
  /** `DATA_DIR`: the embedded database and `files/` (uploads on disk). */
  dataDir: string;
  /** Uploads live in an S3 bucket (`S3_ENDPOINT` set): left to the bucket's versioning. */
  filesInS3?: boolean;
};

export type BackupSummary = { bytes: number; database: Manifest['database']; fileCount: number };

/** libpq connection without the password on the command line (where `ps` shows it). */
function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function* pgDump(databaseUrl: string): AsyncIterable<Uint8Array> {
  const { dbname, env } = libpqTarget(databaseUrl);
  const child = spawn('pg_dump', ['--format=custom', '--compress=6', `--dbname=${dbname}`], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  let read = false;
  try {
    yield* child.stdout;
    read = true;
  } finally {
    // The archive failed mid-dump: pg_dump is stopped (after a full read it is left to exit).
    if (!read) child.kill();
  }
  const code = await exited;
  if (code !== 0) throw new BackupError(`pg_dump failed (${code}): ${stderr.trim()}`);
}

function pgliteDir(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

/**
 * The embedded database's dump. PGlite is one process's database: the server must be stopped
 * (PGlite keeps `postmaster.pid` in the folder while it has it open, and removes it on close).
 */
async function* pgliteDump(dataDir: string): AsyncIterable<Uint8Array> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`no embedded database in ${dir}`);
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new BackupError(
      `the embedded database in ${dir} is open (postmaster.pid): stop the server first ` +
        '(after a crash, start and stop it once so it closes the database cleanly)',
    );
  }
  const client = new PGlite(dir);
  try {
    // dumpDataDir does not wait for the database to open (it never settles when called first).
    await client.waitReady;
    const dump = await client.dumpDataDir('gzip');
    yield* dump.stream();
  } finally {
    await client.close();
  }
}

/** Every file under `root`, as paths relative to it with `/` separators, sorted. */
async function filesUnder(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Writes the encrypted archive of the database and, on disk, the uploaded files. */
export async function backup(options: BackupOptions): Promise<BackupSummary> {
  const filesRoot = path.resolve(options.dataDir, 'files');
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: options.databaseUrl ? 'postgres' : 'pglite',
    files: options.filesInS3 ? 's3' : 'disk',
    fileCount: 0,
    fileBytes: 0,
  };
  const databaseUrl = options.databaseUrl;
  async function* entries(): AsyncIterable<ArchiveEntry> {
    yield databaseUrl
      ? { name: POSTGRES_DUMP, data: pgDump(databaseUrl) }
      : { name: PGLITE_DUMP, data: pgliteDump(options.dataDir) };
    if (!options.filesInS3) {
      for (const key of await filesUnder(filesRoot)) {
        manifest.fileCount += 1;
        yield {
          name: `${FILES}${key}`,
          data: (async function* () {
            for await (const chunk of createReadStream(path.join(filesRoot, key))) {
              manifest.fileBytes += (chunk as Buffer).length;
              yield chunk as Buffer;
            }
          })(),
        };
      }
    }
    yield { name: MANIFEST, data: [Buffer.from(JSON.stringify(manifest))] };
  }
  const { bytes } = await writeArchive(options.out, options.passphrase, entries());
  return { bytes, database: manifest.database, fileCount: manifest.fileCount };
}

export type RestoreOptions = {
  from: string;
  passphrase: string;
  /** The PostgreSQL database to restore into (for an archive of a PostgreSQL database). */
  databaseUrl?: string | undefined;
  /** `DATA_DIR` to restore into: the embedded database (`pglite/`) and the files (`files/`). */
  dataDir: string;
  /** Replace what the targets hold; without it a non-empty target is refused. */
  force?: boolean;
  /** Where the archive is decrypted before it is trusted (default the system's temporary folder). */
  workDir?: string | undefined;
};

export type RestoreSummary = { database: Manifest['database']; fileCount: number };

/** Where an entry may be extracted, or a refusal: an entry name never leaves the work folder. */
function entryPath(work: string, name: string): string {
  if (name === MANIFEST || name === POSTGRES_DUMP || name === PGLITE_DUMP) return path.join(work, name);
  const segments = name.startsWith(FILES) ? name.slice(FILES.length).split('/') : [];
  if (segments.length === 0 || !segments.every((s) => SAFE_SEGMENT.test(s) && s !== '.' && s !== '..')) {
    throw new BackupError(
      `the archive holds an unexpected entry ${JSON.stringify(name.slice(0, 80))}: refused`,
    );
  }
  return path.join(work, 'files', ...segments);
}

async function withClient<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function postgresIsEmpty(databaseUrl: string): Promise<boolean> {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<{ n: number }>(`select count(*)::int as n from pg_class c
      join pg_namespace s on s.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S')
        and s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_toast%'`),
  );
  return rows[0]?.n === 0;
}

// Migration 0004's role and grants. The dump is restored without owners and privileges, so it
// fits a server whose roles are named differently; the app's non-owner role is then set up again.
const BEFORE_RESTORE = `DO $$ BEGIN CREATE ROLE xinmiao_app NOLOGIN;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$;
DO $$ BEGIN EXECUTE format('GRANT xinmiao_app TO %I', current_user);
  EXCEPTION WHEN others THEN NULL; END $$;`;
const AFTER_RESTORE = `GRANT USAGE ON SCHEMA public TO xinmiao_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO xinmiao_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO xinmiao_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO xinmiao_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO xinmiao_app;`;

// pg_restore --clean drops a partition's primary key on its own before the table, which PostgreSQL
// refuses (the key is inherited from the partitioned parent's): the partitioned tables of the target
// (the month-partitioned logs, docs/deploy.md) are dropped with their partitions first, and the
// restore creates them again. Only on --force, where the target is being replaced anyway.
const DROP_PARTITIONED = `DO $$ DECLARE t record; BEGIN
  FOR t IN SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'p' AND n.nspname = 'public' AND NOT c.relispartition LOOP
    EXECUTE format('DROP TABLE IF EXISTS %s CASCADE', t.name);
  END LOOP; END $$;`;

async function pgRestore(databaseUrl: string, dump: string, clean: boolean): Promise<void> {
  await withClient(databaseUrl, (client) => client.query(BEFORE_RESTORE));
  if (clean) await withClient(databaseUrl, (client) => client.query(DROP_PARTITIONED));
  const { dbname, env } = libpqTarget(databaseUrl);
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
  if (clean) args.push('--clean', '--if-exists');
  const child = spawn('pg_restore', [...args, `--dbname=${dbname}`, dump], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new BackupError(`pg_restore failed (${code}): ${stderr.trim()}`);
  await withClient(databaseUrl, (client) => client.query(AFTER_RESTORE));
}

async function pgliteRestore(dir: string, dump: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const client = new PGlite(dir, { loadDataDir: new Blob([await readFile(dump)]) });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
}

async function isEmptyDir(dir: string): Promise<boolean> {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

/**
 * Decrypts and authenticates the archive in a private work folder, checks that every target is
 * empty (or `force`), then restores the database and the files.
 */
export async function restore(options: RestoreOptions): Promise<RestoreSummary> {
  const work = await mkdtemp(path.join(options.workDir ?? os.tmpdir(), 'xinmiao-restore-'));
  try {
    await readArchive(options.from, options.passphrase, async (name) => {
      const file = entryPath(work, name);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      return open(file, 'wx', 0o600);
    });
    if (!existsSync(path.join(work, MANIFEST))) throw new BackupError('the archive has no manifest: refused');
    const manifest = JSON.parse(await readFile(path.join(work, MANIFEST), 'utf8')) as Manifest;
    const dbDir = pgliteDir(options.dataDir);
    const filesRoot = path.resolve(options.dataDir, 'files');
    const refusals: string[] = [];
    if (manifest.database === 'postgres') {
      if (!options.databaseUrl) {
        throw new BackupError(
          'the archive holds a PostgreSQL database: give --database-url (or DATABASE_URL)',
        );
      }
      if (!options.force && !(await postgresIsEmpty(options.databaseUrl))) {
        refusals.push('the target database is not empty');
      }
    } else {
      if (options.databaseUrl) {
        throw new BackupError(
          'the archive holds an embedded (PGlite) database: restore it into --data-dir, without --database-url',
        );
      }
      if (!options.force && !(await isEmptyDir(dbDir))) refusals.push(`${dbDir} is not empty`);
    }
    if (manifest.files === 'disk' && !options.force && !(await isEmptyDir(filesRoot))) {
      refusals.push(`${filesRoot} is not empty`);
    }
    if (refusals.length > 0) {
      throw new BackupError(`${refusals.join('; ')}: nothing restored (--force replaces what is there)`);
    }
    if (manifest.database === 'postgres' && options.databaseUrl) {
      await pgRestore(options.databaseUrl, path.join(work, POSTGRES_DUMP), options.force === true);
    } else {
      await rm(dbDir, { recursive: true, force: true });
      await pgliteRestore(dbDir, path.join(work, PGLITE_DUMP));
    }
    let fileCount = 0;
    if (manifest.files === 'disk') {
      const extracted = path.join(work, 'files');
      for (const key of await filesUnder(extracted)) {
        const target = path.join(filesRoot, ...key.split('/'));
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(path.join(extracted, key), target);
        // The mode local storage gives an upload (core/files/local-storage.ts).
        await chmod(target, 0o640);
        fileCount += 1;
      }
    }
    return { database: manifest.database, fileCount };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
