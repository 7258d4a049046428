import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';

/** A school's provider as the sign-in needs it, its client secret opened. */
export type OidcSettings = { issuer: string; clientId: string; clientSecret: string; scopes: string };

/** Why a provider's answer was refused; each has its own message (`OIDC_MESSAGES`). */
export type OidcRefusal =
  | 'unreachable'
  | 'stateMismatch'
  | 'nonceMismatch'
  | 'issuerMismatch'
  | 'codeRejected'
  | 'refused'
  | 'casTicketRefused';

export class OidcRefused extends Error {
  constructor(
    readonly reason: OidcRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

export type OidcAuthorization = { url: string; state: string; nonce: string; codeVerifier: string };

const DISCOVERY_TTL_MS = 10 * 60_000;

/**
 * OpenID Connect relying party on `openid-client`: discovery (cached ten minutes per issuer and
 * client), the authorization URL with PKCE (S256), state and nonce, and the code exchange with every
 * check the library makes (state, `iss` of RFC 9207, ID token signature, audience, nonce). Plain
 * http issuers are refused unless `allowHttp` (tests, whose provider runs on the loopback).
 */
export class OidcClients {
  private readonly configs = new Map<string, { config: oidc.Configuration; at: number }>();

  constructor(private readonly allowHttp: boolean) {}

  private async config(settings: OidcSettings): Promise<oidc.Configuration> {
    const key = createHash('sha256')
      .update(`${settings.issuer}\u0000${settings.clientId}\u0000${settings.clientSecret}`)
      .digest('hex');
    const cached = this.configs.get(key);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
    let config: oidc.Configuration;
    try {
      config = await oidc.discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        oidc.ClientSecretBasic(settings.clientSecret),
        { execute: this.allowHttp ? [oidc.allowInsecureRequests] : [], timeout: 10 },
      );
    } catch (error) {
      throw new OidcRefused('unreachable', error instanceof Error ? error.message : String(error));
    }
    if (this.configs.size > 500) this.configs.clear();
    this.configs.set(key, { config, at: Date.now() });
    return config;
  }

  async authorize(settings: OidcSettings, redirectUri: string): Promise<OidcAuthorization> {
    const config = await this.config(settings);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: settings.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /**
   * Exchanges the code of `callbackUrl` and returns the verified identity: the subject and the
   * claims (ID token, then userinfo for a claim the ID token lacks).
   */
  async redeem(
    settings: OidcSettings,
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
    wantedClaim: string,
  ): Promise<{ subject: string; claims: Record<string, unknown> }> {
    const config = await this.config(settings);
    const params = callbackUrl.searchParams;
    if (params.get('state') !== checks.state) throw new OidcRefused('stateMismatch', 'state differs');
    const iss = params.get('iss');
    if (iss !== null && iss !== config.serverMetadata().issuer) {
      throw new OidcRefused('issuerMismatch', `iss ${iss}`);
    }
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new OidcRefused('refused', 'no ID token');
      if (idClaims[wantedClaim] !== undefined || !config.serverMetadata().userinfo_endpoint) {
        return { subject: idClaims.sub, claims: idClaims };
      }
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      return { subject: idClaims.sub, claims: { ...info, ...idClaims } };
    } catch (error) {
      throw refusalOf(error);
    }
  }
}

function refusalOf(error: unknown): OidcRefused {
  if (error instanceof OidcRefused) return error;
  if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
    return new OidcRefused('codeRejected', error.error_description ?? error.error);
  }
  // openid-client words its errors generally ("unexpected JWT claim value encountered") and keeps
  // the check that failed in `cause`.
  const chain: string[] = [];
  for (let e: unknown = error; e instanceof Error && chain.length < 4; e = e.cause) chain.push(e.message);
  const message = chain.length ? chain.join(': ') : String(error);
  if (message.includes('"nonce"')) return new OidcRefused('nonceMismatch', message);
  if (message.includes('"iss"')) return new OidcRefused('issuerMismatch', message);
  if (message.includes('"state"')) return new OidcRefused('stateMismatch', message);
  return new OidcRefused('refused', message);
}
