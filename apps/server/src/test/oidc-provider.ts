import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestIdentity = { sub: string; preferred_username?: string; name?: string };

/**
 * A real OpenID Connect provider (`oidc-provider`) on the loopback, with one confidential client
 * whose redirect is the console's callback page and PKCE required. Its sign-in page is replaced by
 * `signInAs`: the next authorization signs in that identity and grants the requested scopes, as a
 * school's 统一身份认证 would after the user typed their campus password.
 */
export async function startOidcProvider(options: { clientSecret: string; redirectUri: string }) {
  const identities = new Map<string, TestIdentity>();
  let next: string | null = null;
  let provider: Provider | undefined;

  const server: Server = createServer((req, res) => {
    if (!provider) return;
    const current = provider;
    if (!req.url?.startsWith('/interaction/')) {
      current.callback()(req, res);
      return;
    }
    void (async () => {
      const details = await current.interactionDetails(req, res);
      const accountId = next ?? '';
      const grant = new current.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await current.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'xinmiao',
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    async findAccount(_ctx, id) {
      const identity = identities.get(id);
      if (!identity) return undefined;
      return { accountId: id, claims: async () => identity };
    },
  });

  /**
   * Walks the browser's trip: the authorization address, the provider's sign-in (as `sub`), and
   * back; returns the query string the provider appended to the console's callback page.
   */
  async function signInAs(authorizeUrl: string, sub: string): Promise<string> {
    next = sub;
    const cookies = new Map<string, string>();
    let url = authorizeUrl;
    for (let hop = 0; hop < 8; hop++) {
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const cut = pair?.indexOf('=') ?? -1;
        if (pair && cut > 0) cookies.set(pair.slice(0, cut), pair.slice(cut + 1));
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`provider answered ${response.status}: ${await response.text()}`);
      const target = new URL(location, url);
      if (target.href.startsWith(options.redirectUri)) return target.search.slice(1);
      url = target.href;
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    identities,
    signInAs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
