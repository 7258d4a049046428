import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './local-stack.ts';

const run = promisify(execFile);
const PG_BIN = '/usr/lib/postgresql/15/bin';
// initdb and postgres refuse to run as root; tests on CI machines often are root.
const UNPRIVILEGED = 'nobody';

/** A PostgreSQL 15 cluster of the test's own: its own folder, its own port, trust auth. */
export type OwnPostgres = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  url: string;
  port: number;
  /** Fast shutdown: sessions are ended (57P01), new connections refused until `start`. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the cluster and removes its folder. */
  destroy: () => Promise<void>;
};

/** A PostgreSQL binary's command line as the cluster's owner: `nobody` when we are root, else ourselves. */
function pgCommand(binary: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', UNPRIVILEGED, '--', path.join(PG_BIN, binary), ...args]]
    : [path.join(PG_BIN, binary), args];
}

async function pgRun(binary: string, args: string[]): Promise<void> {
  const [command, argv] = pgCommand(binary, args);
  await run(command, argv, { timeout: 60_000 });
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'xinmiao-pg-'));
  if (process.getuid?.() === 0) {
    // The cluster's folder must belong to the user that runs it.
    const { stdout: uid } = await run('id', ['-u', UNPRIVILEGED]);
    const { stdout: gid } = await run('id', ['-g', UNPRIVILEGED]);
    chownSync(dir, Number(uid.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pgRun('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () =>
    pgRun('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  const stop = () => pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  // A worker that ends before its afterAll (a hook timeout) must not leave the cluster running.
  const leftover = () => {
    const [command, argv] = pgCommand('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    try {
      execFileSync(command, argv, { stdio: 'ignore', timeout: 30_000 });
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', leftover);
  try {
    await start();
  } catch (err) {
    process.removeListener('exit', leftover);
    leftover();
    throw err;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    async destroy() {
      process.removeListener('exit', leftover);
      await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A `redis-server` of the test's own on a free port, without persistence (`--save ''`). */
export type OwnRedis = {
  url: string;
  port: number;
  /** Ends the server (its data goes with it: nothing is saved). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  destroy: () => Promise<void>;
};

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => {
      socket.destroy();
      resolve(chunk.toString().startsWith('+PONG'));
    });
    socket.once('timeout', () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--loglevel',
        'warning',
      ],
      { stdio: 'ignore' },
    );
    child = started;
    const deadline = Date.now() + 15_000;
    while (!(await answersPing(port))) {
      if (started.exitCode !== null) throw new Error(`redis-server exited (${started.exitCode})`);
      if (Date.now() > deadline) throw new Error('redis-server did not answer within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  const leftover = () => child?.kill('SIGKILL');
  process.once('exit', leftover);
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    async destroy() {
      process.removeListener('exit', leftover);
      await stop();
    },
  };
}
