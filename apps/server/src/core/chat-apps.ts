import { CHAT_APP_KINDS, type ChatAppKind } from '@xinmiao/shared';
import { OidcRefused } from './oidc.ts';
import { fetchWithoutTurn } from './school-turns.ts';

export { CHAT_APP_KINDS, type ChatAppKind };

/** A school's app in an enterprise chat platform, its secret opened (server only). */
export type ChatAppSettings = { kind: ChatAppKind; clientId: string; clientSecret: string };

/** The member the platform says signed in: a stable id within the school's organisation, and a name. */
export type ChatAppIdentity = { subject: string; name: string };

/** Where each platform's sign-in page and API live; tests point these at local servers. */
export type ChatAppEndpoints = Record<ChatAppKind, { authorize: string; api: string }>;

export const DEFAULT_CHAT_APP_ENDPOINTS: ChatAppEndpoints = {
  wechat_enterprise: {
    authorize: 'https://open.weixin.qq.com/connect/oauth2/authorize',
    api: 'https://qyapi.weixin.qq.com',
  },
  dingtalk: { authorize: 'https://login.dingtalk.com/oauth2/auth', api: 'https://api.dingtalk.com' },
  feishu: {
    authorize: 'https://accounts.feishu.cn/open-apis/authen/v1/authorize',
    api: 'https://open.feishu.cn',
  },
};

type Json = Record<string, unknown>;

async function call(url: string, init?: RequestInit): Promise<Json> {
  let response: Response;
  try {
    response = await fetchWithoutTurn(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new OidcRefused('unreachable', error instanceof Error ? error.message : String(error));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!body || typeof body !== 'object') throw new OidcRefused('refused', `HTTP ${response.status}`);
  return body as Json;
}

const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const post = (body: Json, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

/**
 * The platforms' own OAuth flows for an app opened inside them, each as its documentation describes:
 * 企业微信 (`snsapi_base`, corp token then `auth/getuserinfo`, the member's `userid`), 钉钉
 * (`oauth2/userAccessToken` then `contact/users/me`, the `unionId`) and 飞书 (`authen/v2/oauth/token`
 * then `authen/v1/user_info`, the `union_id`). A platform's refusal names its error code only.
 */
export class ChatApps {
  /** 企业微信's corp token lives two hours and its issuing is rate-limited: kept until near expiry. */
  private readonly corpTokens = new Map<string, { token: string; until: number }>();

  constructor(private readonly endpoints: ChatAppEndpoints) {}

  authorizeUrl(settings: ChatAppSettings, redirectUri: string, state: string): string {
    const url = new URL(this.endpoints[settings.kind].authorize);
    const params: Record<string, string> =
      settings.kind === 'wechat_enterprise'
        ? { appid: settings.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_base' }
        : settings.kind === 'dingtalk'
          ? {
              redirect_uri: redirectUri,
              response_type: 'code',
              client_id: settings.clientId,
              scope: 'openid',
              prompt: 'consent',
            }
          : { client_id: settings.clientId, redirect_uri: redirectUri, response_type: 'code' };
    for (const [name, value] of Object.entries({ ...params, state })) url.searchParams.set(name, value);
    // 企业微信 reads the fragment to know the page wants the member's identity.
    return settings.kind === 'wechat_enterprise' ? `${url.href}#wechat_redirect` : url.href;
  }

  async identify(settings: ChatAppSettings, code: string, redirectUri: string): Promise<ChatAppIdentity> {
    const api = this.endpoints[settings.kind].api;
    if (settings.kind === 'wechat_enterprise') {
      const token = await this.corpToken(settings, api);
      const info = await call(
        `${api}/cgi-bin/auth/getuserinfo?${new URLSearchParams({ access_token: token, code })}`,
      );
      if (info.errcode !== 0) {
        // 42001/40014: the kept corp token expired early; the next sign-in fetches a new one.
        this.corpTokens.delete(`${settings.clientId}\u0000${settings.clientSecret}`);
        throw new OidcRefused('codeRejected', `wecom errcode ${str(info.errcode)}`);
      }
      // A visitor outside the corp gets an openid only: not a member, not an identity to bind.
      const userid = str(info.userid);
      if (!userid) throw new OidcRefused('refused', 'wecom: not a member of the corp');
      return { subject: userid, name: userid };
    }
    if (settings.kind === 'dingtalk') {
      const grant = await call(
        `${api}/v1.0/oauth2/userAccessToken`,
        post({
          clientId: settings.clientId,
          clientSecret: settings.clientSecret,
          code,
          grantType: 'authorization_code',
        }),
      );
      const accessToken = str(grant.accessToken);
      if (!accessToken) throw new OidcRefused('codeRejected', `dingtalk ${str(grant.code)}`);
      const me = await call(`${api}/v1.0/contact/users/me`, {
        headers: { 'x-acs-dingtalk-access-token': accessToken },
      });
      const unionId = str(me.unionId);
      if (!unionId) throw new OidcRefused('refused', `dingtalk ${str(me.code)}`);
      return { subject: unionId, name: str(me.nick) };
    }
    const grant = await call(
      `${api}/open-apis/authen/v2/oauth/token`,
      post({
        grant_type: 'authorization_code',
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
    );
    const accessToken = str(grant.access_token);
    if (grant.code !== 0 || !accessToken) throw new OidcRefused('codeRejected', `feishu ${str(grant.code)}`);
    const info = await call(`${api}/open-apis/authen/v1/user_info`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const data = (info.data ?? {}) as Json;
    const unionId = str(data.union_id);
    if (info.code !== 0 || !unionId) throw new OidcRefused('refused', `feishu ${str(info.code)}`);
    return { subject: unionId, name: str(data.name) };
  }

  private async corpToken(settings: ChatAppSettings, api: string): Promise<string> {
    const key = `${settings.clientId}\u0000${settings.clientSecret}`;
    const kept = this.corpTokens.get(key);
    if (kept && kept.until > Date.now()) return kept.token;
    const answer = await call(
      `${api}/cgi-bin/gettoken?${new URLSearchParams({ corpid: settings.clientId, corpsecret: settings.clientSecret })}`,
    );
    const token = str(answer.access_token);
    if (answer.errcode !== 0 || !token)
      throw new OidcRefused('refused', `wecom gettoken ${str(answer.errcode)}`);
    const lifetime = Number(answer.expires_in) || 7200;
    if (this.corpTokens.size > 500) this.corpTokens.clear();
    this.corpTokens.set(key, { token, until: Date.now() + (lifetime - 300) * 1000 });
    return token;
  }
}
