import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatAppEndpoints, ChatAppKind } from '../core/chat-apps.ts';

/** A member of the school's organisation on one platform: its id there and display name. */
export type ChatMember = { id: string; name: string };

type Issued = { kind: ChatAppKind; member: ChatMember; redirectUri: string; used: boolean };

const token = () => randomBytes(16).toString('hex');

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * The three enterprise chat platforms' sign-in as their documentation describes it, on one local
 * server: the authorize page (which, for the member `signInAs` names, returns the browser to the
 * redirect address with a code and the state), and each platform's API that turns the code into the
 * member: 企业微信 `cgi-bin/gettoken` + `cgi-bin/auth/getuserinfo` (errcode answers), 钉钉
 * `v1.0/oauth2/userAccessToken` + `v1.0/contact/users/me` (`x-acs-dingtalk-access-token`), 飞书
 * `authen/v2/oauth/token` + `authen/v1/user_info` (Bearer). Codes are single use; each app knows only
 * its own client id and secret.
 */
export async function startChatAppServer(apps: Record<ChatAppKind, { clientId: string; secret: string }>) {
  const codes = new Map<string, Issued>();
  const userTokens = new Map<string, ChatMember>();
  const corpTokens = new Set<string>();
  let signingIn: ChatMember | null = null;

  const authorize = (kind: ChatAppKind, url: URL, res: ServerResponse) => {
    const clientId = url.searchParams.get(kind === 'wechat_enterprise' ? 'appid' : 'client_id');
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    if (clientId !== apps[kind].clientId || url.searchParams.get('response_type') !== 'code' || !signingIn) {
      send(res, 400, { error: 'invalid request' });
      return;
    }
    const code = token();
    codes.set(code, { kind, member: signingIn, redirectUri, used: false });
    const back = new URL(redirectUri);
    back.searchParams.set(kind === 'dingtalk' ? 'authCode' : 'code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    res.statusCode = 302;
    res.setHeader('location', back.href);
    res.end();
  };

  /** The member behind a code of `kind`, once. */
  const redeem = (kind: ChatAppKind, code: unknown): Issued | undefined => {
    const issued = typeof code === 'string' ? codes.get(code) : undefined;
    if (!issued || issued.kind !== kind || issued.used) return undefined;
    issued.used = true;
    return issued;
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://chat.test');
      const path = url.pathname;
      if (path === '/wecom/connect/oauth2/authorize') return authorize('wechat_enterprise', url, res);
      if (path === '/dingtalk/oauth2/auth') return authorize('dingtalk', url, res);
      if (path === '/feishu/open-apis/authen/v1/authorize') return authorize('feishu', url, res);

      if (path === '/wecom/cgi-bin/gettoken') {
        const app = apps.wechat_enterprise;
        if (
          url.searchParams.get('corpid') !== app.clientId ||
          url.searchParams.get('corpsecret') !== app.secret
        )
          return send(res, 200, { errcode: 40001, errmsg: 'invalid credential' });
        const access = token();
        corpTokens.add(access);
        return send(res, 200, { errcode: 0, errmsg: 'ok', access_token: access, expires_in: 7200 });
      }
      if (path === '/wecom/cgi-bin/auth/getuserinfo') {
        if (!corpTokens.has(url.searchParams.get('access_token') ?? ''))
          return send(res, 200, { errcode: 40014, errmsg: 'invalid access_token' });
        const issued = redeem('wechat_enterprise', url.searchParams.get('code'));
        if (!issued) return send(res, 200, { errcode: 40029, errmsg: 'invalid code' });
        return send(res, 200, { errcode: 0, errmsg: 'ok', userid: issued.member.id, user_ticket: token() });
      }

      if (path === '/dingtalk/v1.0/oauth2/userAccessToken' && req.method === 'POST') {
        const body = await readJson(req);
        const app = apps.dingtalk;
        if (body.clientId !== app.clientId || body.clientSecret !== app.secret)
          return send(res, 400, { code: 'invalidClient', message: 'client invalid' });
        const issued = body.grantType === 'authorization_code' ? redeem('dingtalk', body.code) : undefined;
        if (!issued) return send(res, 400, { code: 'invalidAuthCode', message: 'authCode invalid' });
        const access = token();
        userTokens.set(`dingtalk:${access}`, issued.member);
        return send(res, 200, {
          accessToken: access,
          refreshToken: token(),
          expireIn: 7200,
          corpId: 'ding-corp',
        });
      }
      if (path === '/dingtalk/v1.0/contact/users/me') {
        const member = userTokens.get(`dingtalk:${String(req.headers['x-acs-dingtalk-access-token'])}`);
        if (!member) return send(res, 401, { code: 'InvalidAuthentication', message: 'token invalid' });
        return send(res, 200, { nick: member.name, unionId: member.id, openId: `open-${member.id}` });
      }

      if (path === '/feishu/open-apis/authen/v2/oauth/token' && req.method === 'POST') {
        const body = await readJson(req);
        const app = apps.feishu;
        if (body.client_id !== app.clientId || body.client_secret !== app.secret)
          return send(res, 400, {
            code: 20002,
            error: 'invalid_client',
            error_description: 'client invalid',
          });
        const issued = body.grant_type === 'authorization_code' ? redeem('feishu', body.code) : undefined;
        if (!issued || issued.redirectUri !== body.redirect_uri)
          return send(res, 400, { code: 20003, error: 'invalid_grant', error_description: 'code invalid' });
        const access = token();
        userTokens.set(`feishu:${access}`, issued.member);
        return send(res, 200, { code: 0, access_token: access, expires_in: 7200, token_type: 'Bearer' });
      }
      if (path === '/feishu/open-apis/authen/v1/user_info') {
        const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
        const member = userTokens.get(`feishu:${bearer}`);
        if (!member) return send(res, 401, { code: 99991668, msg: 'invalid access token' });
        return send(res, 200, {
          code: 0,
          msg: 'success',
          data: { name: member.name, union_id: member.id, open_id: `ou_${member.id}` },
        });
      }
      send(res, 404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const endpoints: ChatAppEndpoints = {
    wechat_enterprise: { authorize: `${base}/wecom/connect/oauth2/authorize`, api: `${base}/wecom` },
    dingtalk: { authorize: `${base}/dingtalk/oauth2/auth`, api: `${base}/dingtalk` },
    feishu: { authorize: `${base}/feishu/open-apis/authen/v1/authorize`, api: `${base}/feishu` },
  };

  return {
    endpoints,
    /**
     * The member signs in on the platform's authorize page; returns the query string the browser
     * brings back to the console (code and state).
     */
    async signInAs(authorizeUrl: string, member: ChatMember): Promise<string> {
      signingIn = member;
      const response = await fetch(authorizeUrl.replace(/#.*$/, ''), { redirect: 'manual' });
      signingIn = null;
      const location = response.headers.get('location');
      if (!location) throw new Error(`authorize refused: ${response.status}`);
      return new URL(location).search;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
