import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export type Identity = { sub: string; preferred_username?: string; name?: string };

export type RunningProvider = {
  issuer: string;
  /** The provider's certificate, for the product's `NODE_EXTRA_CA_CERTS`. */
  certFile: string;
  stop: () => Promise<void>;
};

/**
 * A self-signed certificate for 127.0.0.1: the product refuses plain-http issuers, so the school's
 * provider runs on https and the product trusts this certificate as an operator would add a
 * school's CA (`NODE_EXTRA_CA_CERTS`).
 */
export function makeCertificate(): { dir: string; keyFile: string; certFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'xinmiao-e2e-idp-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { dir, keyFile, certFile };
}

/**
 * Starts the server tests' OpenID provider (`oidc-provider`, apps/server/src/test/oidc-provider.ts)
 * as a process on the loopback, over https, with a sign-in page where the browser types the
 * identity's `sub`; `redirectUri` is the console's callback page.
 */
export async function startOidcProvider(options: {
  clientSecret: string;
  redirectUri: string;
  identities: Identity[];
  certificate: { dir: string; keyFile: string; certFile: string };
}): Promise<RunningProvider> {
  const { certificate } = options;
  const config = {
    clientSecret: options.clientSecret,
    redirectUri: options.redirectUri,
    keyFile: certificate.keyFile,
    certFile: certificate.certFile,
    identities: options.identities,
  };
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/test/oidc-provider-main.ts', JSON.stringify(config)],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the OpenID provider did not start:\n${output}`)),
      60_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /^ISSUER (\S+)$/m.exec(output)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', () => reject(new Error(`the OpenID provider exited:\n${output}`)));
  });
  return {
    issuer,
    certFile: certificate.certFile,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(certificate.dir, { recursive: true, force: true });
    },
  };
}
