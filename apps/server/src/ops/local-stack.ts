import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  constants,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

export type StackOptions = {
  /** PostgreSQL the instances share (`DATABASE_URL`). */
  databaseUrl: string;
  /** Redis the instances share (`REDIS_URL`): cache, websocket fan-out, rate limits. */
  redisUrl: string;
  /** Server instances behind nginx (default 2). */
  instances?: number;
  /** More environment for every instance (`SEED_ADMIN_PASSWORD`, `LOGIN_CAPTCHA`…). */
  env?: Record<string, string>;
  /** How long an instance may take to become ready (default 180 s: first start migrates and seeds). */
  readyTimeoutMs?: number;
  /** nginx's `proxy_read_timeout` for the API in seconds (default: nginx's own, 60 s). */
  proxyReadTimeoutSeconds?: number;
};

export type StackInstance = { port: number; process: ChildProcess; exited: Promise<void> };

export type Stack = {
  /** The proxy's origin, `http://127.0.0.1:<port>`. */
  url: string;
  proxyPort: number;
  instances: StackInstance[];
  /** Where the nginx configuration and every log live. */
  dir: string;
  /** Stops everything: instances with SIGTERM (graceful), then nginx; removes `dir`. */
  stop: () => Promise<void>;
};

/** The nginx binary (Debian's package puts it in /usr/sbin); the set-up needs it. */
export function nginxBinary(): string {
  for (const candidate of NGINX_CANDIDATES) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not this one
    }
  }
  throw new Error(`nginx is not installed (looked in ${NGINX_CANDIDATES.join(', ')}): apt-get install nginx`);
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Status of a GET, or 0 when nothing answers. */
export function probe(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false, timeout: 5000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, ready: () => Promise<boolean>, gone: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`${what} exited before it was ready`);
    if (await ready()) return;
    await sleep(250);
  }
  throw new Error(`${what} was not ready within ${ms} ms`);
}

/**
 * nginx in front of the instances: round robin, websockets upgraded on the two socket paths, the
 * client's address passed on (this proxy is the edge, so it replaces any X-Forwarded-For the client
 * sent), a request the instance could not take (refused connection, 503 while it shuts down)
 * passed to the next instance. No upstream keep-alive: a request is never sent down a connection an
 * instance is closing, so a POST is retried only when it never reached an instance.
 */
function proxyError(status: 502 | 503 | 504, message: string): string {
  const body = `{"success":false,"message":"${message}","code":${status},"result":null,"timestamp":$xm_millis}`;
  return `
    location @xm_${status} {
      default_type "application/json; charset=utf-8";
      return ${status} '${body}';
    }`;
}

export function nginxConfig(
  dir: string,
  proxyPort: number,
  upstreams: readonly number[],
  readTimeoutSeconds?: number,
): string {
  const socket = (location: string) => `
    location ${location} {
      proxy_pass http://xinmiao;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_read_timeout 1h;
    }`;
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/nginx-access.log;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  client_max_body_size 100m;
  upstream xinmiao {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  # JeecgBoot's timestamp is milliseconds; nginx has seconds.milliseconds.
  map $msec $xm_millis { "~^(?<s>[0-9]+)[.](?<ms>[0-9]+)$" "$s$ms"; }
  server {
    listen 127.0.0.1:${proxyPort};
${socket('/jeecg-boot/websocket/')}
${socket('/jeecg-boot/vxeSocket/')}
    location / {
      proxy_pass http://xinmiao;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;${readTimeoutSeconds ? `\n      proxy_read_timeout ${readTimeoutSeconds}s;` : ''}
      proxy_next_upstream error timeout http_503;
      proxy_next_upstream_tries 2;
      # Only quick failures move on (refused, an instance shutting down): a request that already
      # waited (pool wait, request deadline, read timeout) is answered as it is, not waited twice.
      proxy_next_upstream_timeout 5s;
      # Event streams (the AI assistant) go out as they are written.
      proxy_buffering off;
      # What nginx itself answers (no instance reachable, none answered in time) is the API's
      # envelope in Chinese, not nginx's HTML page. The instances' own 503s pass through untouched
      # (proxy_intercept_errors stays off).
      error_page 502 = @xm_502;
      error_page 503 = @xm_503;
      error_page 504 = @xm_504;
    }
${proxyError(502, '服务暂时不可用，请稍后重试')}
${proxyError(503, '系统繁忙，请稍后重试')}
${proxyError(504, '服务器响应超时，请稍后重试')}
  }
}
`;
}

function startInstance(dir: string, index: number, port: number, options: StackOptions): StackInstance {
  const log = createWriteStream(path.join(dir, `instance-${index}.log`));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: path.join(dir, `data-${index}`),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { port, process: child, exited };
}

/**
 * Brings up `instances` server processes on loopback (PostgreSQL and Redis given) and nginx in front
 * of them on a free port, from a configuration generated into a temporary folder (nginx runs in the
 * foreground, not as a daemon). Resolves once the proxy answers a readiness probe.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const nginx = nginxBinary();
  const dir = mkdtempSync(path.join(tmpdir(), 'xinmiao-stack-'));
  // nginx workers drop root for `nobody`: they must be able to reach the temporary files.
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, 'tmp', sub), { recursive: true, mode: 0o777 });
    chmodSync(path.join(dir, 'tmp', sub), 0o777);
  }
  const instances: StackInstance[] = [];
  let proxy: ChildProcess | undefined;
  const stop = async () => {
    for (const instance of instances) instance.process.kill('SIGTERM');
    await Promise.all(instances.map((i) => i.exited));
    if (proxy && proxy.exitCode === null) {
      const proxyExited = new Promise((resolve) => proxy?.once('exit', resolve));
      proxy.kill('SIGQUIT');
      await proxyExited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const count = options.instances ?? 2;
    const ports: number[] = [];
    for (let i = 0; i < count; i += 1) ports.push(await freePort());
    ports.forEach((port, i) => {
      instances.push(startInstance(dir, i + 1, port, options));
    });
    const readyMs = options.readyTimeoutMs ?? 180_000;
    await Promise.all(
      instances.map((instance, i) =>
        waitFor(
          `instance ${i + 1} (see ${dir}/instance-${i + 1}.log)`,
          async () => (await probe(instance.port, '/jeecg-boot/actuator/health/readiness')) === 200,
          () => instance.process.exitCode !== null,
          readyMs,
        ),
      ),
    );
    const proxyPort = await freePort();
    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(conf, nginxConfig(dir, proxyPort, ports, options.proxyReadTimeoutSeconds));
    const started = spawn(nginx, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    proxy = started;
    started.stderr?.pipe(createWriteStream(path.join(dir, 'nginx-stderr.log')));
    await waitFor(
      `nginx (see ${dir}/nginx-error.log)`,
      async () => (await probe(proxyPort, '/jeecg-boot/actuator/health/readiness')) === 200,
      () => started.exitCode !== null,
      30_000,
    );
    return { url: `http://127.0.0.1:${proxyPort}`, proxyPort, instances, dir, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** A fresh database on the PostgreSQL server `adminUrl` names, and how to drop it. */
export async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `xm_stack_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
