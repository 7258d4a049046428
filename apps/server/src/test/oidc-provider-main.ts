import { readFileSync } from 'node:fs';
import { startOidcProvider, type TestIdentity } from './oidc-provider.ts';

/**
 * The test OpenID provider as a process of its own, for the browser tests (apps/web/e2e), which do
 * not depend on `oidc-provider`. One JSON argument: `{ clientSecret, redirectUri, keyFile, certFile,
 * identities }`; it serves https with a sign-in page, prints `ISSUER <url>` once listening and runs
 * until killed.
 */
type Config = {
  clientSecret: string;
  redirectUri: string;
  keyFile: string;
  certFile: string;
  identities: TestIdentity[];
};

const config = JSON.parse(process.argv[2] ?? '{}') as Config;
const idp = await startOidcProvider({
  clientSecret: config.clientSecret,
  redirectUri: config.redirectUri,
  tls: { key: readFileSync(config.keyFile, 'utf8'), cert: readFileSync(config.certFile, 'utf8') },
  signInPage: true,
});
for (const identity of config.identities) idp.identities.set(identity.sub, identity);
process.stdout.write(`ISSUER ${idp.issuer}\n`);
process.on('SIGTERM', () => process.exit(0));
