import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestIdentity = { sub: string; preferred_username?: string; name?: string };

export type OidcProviderOptions = {
  clientSecret: string;
  redirectUri: string;
  /** Serve https with this key and certificate (the product refuses plain-http issuers). */
  tls?: { key: string; cert: string };
  /**
   * Show a campus sign-in page (学工号 and 登录) instead of signing in `signInAs`'s identity, for a
   * browser walking the flow.
   */
  signInPage?: boolean;
};

const SIGN_IN_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>统一身份认证</title>
<meta name="viewport" content="width=device-width"></head>
<body style="font-family:sans-serif;max-width:360px;margin:48px auto;padding:0 16px">
<h1 style="font-size:20px">学校统一身份认证</h1>
<form method="post"><label>学工号 <input name="login" autocomplete="username" required></label>
<p><button type="submit">登录</button></p></form></body></html>`;

function formField(req: IncomingMessage, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => resolve(new URLSearchParams(body).get(name) ?? ''));
    req.on('error', reject);
  });
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on the loopback, with one confidential client
 * whose redirect is the console's callback page and PKCE required. Its sign-in page is replaced by
 * `signInAs`: the next authorization signs in that identity and grants the requested scopes, as a
 * school's 统一身份认证 would after the user typed their campus password; with `signInPage` a
 * browser types the identity (`sub`) on a page of its own.
 */
export async function startOidcProvider(options: OidcProviderOptions) {
  const identities = new Map<string, TestIdentity>();
  let next: string | null = null;
  let provider: Provider | undefined;

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (!provider) return;
    const current = provider;
    if (!req.url?.startsWith('/interaction/')) {
      current.callback()(req, res);
      return;
    }
    void (async () => {
      const details = await current.interactionDetails(req, res);
      if (options.signInPage && req.method !== 'POST') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(SIGN_IN_PAGE);
        return;
      }
      const accountId = options.signInPage ? await formField(req, 'login') : (next ?? '');
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
  };
  const server: Server = options.tls ? createHttpsServer(options.tls, handle) : createHttpServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `${options.tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
