import { CHAT_APP_KINDS, CHAT_APP_LOGIN_PATH, type ChatAppKind, Msg, OIDC_MESSAGES } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../core/tokens.ts';
import { sysOidcFlow, sysUser } from '../../db/schema.ts';
import { type ChatMember, startChatAppServer } from '../../test/chat-app-server.ts';
import { auth, type Body, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

const CONSOLE = 'http://console.test';
const APPS: Record<ChatAppKind, { clientId: string; secret: string }> = {
  wechat_enterprise: { clientId: 'ww-corp-7a1c', secret: 'wecom-secret-Kd83hQ' },
  dingtalk: { clientId: 'ding-appkey-31f', secret: 'dingtalk-secret-Pq52xZ' },
  feishu: { clientId: 'cli_a5ca35a685b0', secret: 'feishu-secret-Wm47tR' },
};
const NAMES: Record<ChatAppKind, string> = {
  wechat_enterprise: '企业微信',
  dingtalk: '钉钉',
  feishu: '飞书',
};
/** The member each platform signs in, bound to 心理老师 xinli of school 1000. */
const MEMBERS: Record<ChatAppKind, ChatMember> = {
  wechat_enterprise: { id: 'LinXinYi', name: '林心怡' },
  dingtalk: { id: 'union-dd-0001', name: '林心怡' },
  feishu: { id: 'on_fs_0001', name: '林心怡' },
};
const lines: string[] = [];
const replies: string[] = [];
const providerIds = {} as Record<ChatAppKind, string>;
let t: TestApp;
let chat: Awaited<ReturnType<typeof startChatAppServer>>;
let admin: string;

beforeAll(async () => {
  chat = await startChatAppServer(APPS);
  t = await createTestApp({
    publicUrl: CONSOLE,
    chatAppEndpoints: chat.endpoints,
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
  await chat.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) {
  const { body } = await t.call({
    method,
    url: `/jeecg-boot${url}`,
    ...(token ? { headers: auth(token) } : {}),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  replies.push(JSON.stringify(body));
  return body;
}

async function start(kind: ChatAppKind): Promise<{ authorizeUrl: string; flow: string }> {
  const body = await call('POST', '/sys/oidc/start', { tenantId: 1000, providerId: providerIds[kind] });
  expect(body).toMatchObject({ success: true });
  return body.result as { authorizeUrl: string; flow: string };
}

/** The member signs in inside the app; the page sends the platform's answer back with its flow key. */
async function signIn(kind: ChatAppKind, member = MEMBERS[kind]): Promise<Body> {
  const started = await start(kind);
  const params = await chat.signInAs(started.authorizeUrl, member);
  return call('POST', '/sys/oidc/callback', { flow: started.flow, params });
}

const loginUser = (token: string, thirdType: string) =>
  call('GET', `/sys/thirdLogin/getLoginUser/${token}/${thirdType}`);

describe('enterprise chat apps in 登录配置', () => {
  it('each needs its client id and secret, has no address of its own, and shows the secret only as 已设置', async () => {
    const base = { protocol: 'dingtalk', name: '钉钉', clientId: APPS.dingtalk.clientId };
    expect(await call('POST', '/sys/oidcProvider/save', base, admin)).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.secretRequired,
    });
    for (const kind of CHAT_APP_KINDS) {
      const saved = await call(
        'POST',
        '/sys/oidcProvider/save',
        // An address sent along is not kept: the platform's own are used.
        {
          protocol: kind,
          name: NAMES[kind],
          issuer: 'http://evil.test',
          clientId: APPS[kind].clientId,
          clientSecret: APPS[kind].secret,
        },
        admin,
      );
      expect(saved).toMatchObject({ success: true });
    }
    const listed = await call('GET', '/sys/oidcProvider/all', undefined, admin);
    const rows = listed.result as {
      id: string;
      protocol: ChatAppKind;
      issuer: string;
      clientSecretState: string;
    }[];
    for (const kind of CHAT_APP_KINDS) {
      const row = rows.find((r) => r.protocol === kind);
      expect(row).toMatchObject({ issuer: '', clientSecretState: '已设置' });
      providerIds[kind] = row?.id ?? '';
    }
    for (const { secret } of Object.values(APPS)) expect(JSON.stringify(listed)).not.toContain(secret);
    expect((await call('GET', '/sys/oidc/providers?tenantId=1000')).result).toEqual(
      expect.arrayContaining(
        CHAT_APP_KINDS.map((kind) => ({ id: providerIds[kind], name: NAMES[kind], protocol: kind })),
      ),
    );
  });

  it("sends the browser to each platform's authorize page with the app, the console's page and a state", async () => {
    const wecom = new URL((await start('wechat_enterprise')).authorizeUrl);
    expect(wecom.searchParams.get('appid')).toBe(APPS.wechat_enterprise.clientId);
    expect(wecom.searchParams.get('scope')).toBe('snsapi_base');
    expect(wecom.hash).toBe('#wechat_redirect');
    for (const kind of CHAT_APP_KINDS) {
      const url = new URL((await start(kind)).authorizeUrl);
      expect(url.searchParams.get('redirect_uri')).toBe(`${CONSOLE}${CHAT_APP_LOGIN_PATH}`);
      expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    }
  });
});

describe.each(CHAT_APP_KINDS)('signing in inside %s', (kind) => {
  it('binds the member on first sign-in, then hands a one-time token that getLoginUser turns into the session', async () => {
    const first = await signIn(kind);
    expect(first).toMatchObject({
      success: true,
      result: { kind: 'bind', providerName: NAMES[kind], schoolName: '心苗示范大学' },
    });
    const { ticket } = first.result as { ticket: string };
    const bound = await call('POST', '/sys/oidc/bind', {
      method: 'password',
      ticket,
      username: 'xinli',
      password: TEST_PASSWORD,
    });
    expect(bound).toMatchObject({ success: true, result: { userInfo: { username: 'xinli' } } });

    const again = await signIn(kind);
    expect(again).toMatchObject({ success: true, result: { kind: 'third', thirdType: kind } });
    const { token } = again.result as { token: string };
    // JeecgBoot's answer: result.token and result.userInfo; the session is pinned to the school.
    const login = await loginUser(token, kind);
    expect(login).toMatchObject({ success: true, result: { userInfo: { username: 'xinli' } } });
    const session = login.result as { token: string; tenantList: { id: number }[] };
    expect(session.token).not.toBe(token);
    expect(session.tenantList.map((s) => s.id)).toEqual([1000]);
    expect(await call('GET', '/sys/user/getUserInfo', undefined, session.token)).toMatchObject({
      success: true,
    });
    // Single use.
    expect(await loginUser(token, kind)).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.thirdTokenInvalid,
    });
  });

  it('a replayed code and a wrong state are refused', async () => {
    const started = await start(kind);
    const params = await chat.signInAs(started.authorizeUrl, MEMBERS[kind]);
    const forged = new URLSearchParams(params);
    forged.set('state', 'x'.repeat(43));
    expect(
      await call('POST', '/sys/oidc/callback', { flow: started.flow, params: `?${forged}` }),
    ).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.stateMismatch,
    });
    const replay = await start(kind);
    const answer = new URLSearchParams(params);
    answer.set('state', new URL(replay.authorizeUrl).searchParams.get('state') ?? '');
    const first = await call('POST', '/sys/oidc/callback', { flow: replay.flow, params: `?${answer}` });
    expect(first).toMatchObject({ success: true, result: { kind: 'third' } });
    const again = await start(kind);
    answer.set('state', new URL(again.authorizeUrl).searchParams.get('state') ?? '');
    expect(
      await call('POST', '/sys/oidc/callback', { flow: again.flow, params: `?${answer}` }),
    ).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.codeRejected,
    });
  });
});

describe('the third-party login token', () => {
  it('names its platform, expires within a minute and is refused after', async () => {
    const answer = await signIn('feishu');
    const { token } = answer.result as { token: string };
    expect(await loginUser(token, 'dingtalk')).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.thirdTokenInvalid,
    });
    // The wrong platform used it up.
    expect(await loginUser(token, 'feishu')).toMatchObject({ success: false });

    const late = await signIn('feishu');
    const lateToken = (late.result as { token: string }).token;
    const [row] = await t.testDb.db
      .select({ expiresAt: sysOidcFlow.expiresAt })
      .from(sysOidcFlow)
      .where(eq(sysOidcFlow.keyHash, sha256(lateToken)));
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(60_000);
    await t.testDb.db
      .update(sysOidcFlow)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sysOidcFlow.keyHash, sha256(lateToken)));
    expect(await loginUser(lateToken, 'feishu')).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.thirdTokenInvalid,
    });
    expect(await loginUser('not a token', 'feishu')).toMatchObject({ success: false });
  });

  it('a frozen account gets no session from it', async () => {
    const answer = await signIn('dingtalk');
    const { token } = answer.result as { token: string };
    await t.testDb.db.update(sysUser).set({ status: 2 }).where(eq(sysUser.username, 'xinli'));
    try {
      expect(await loginUser(token, 'dingtalk')).toMatchObject({ success: false, message: Msg.userFrozen });
    } finally {
      await t.testDb.db.update(sysUser).set({ status: 1 }).where(eq(sysUser.username, 'xinli'));
    }
  });

  it('a switched-off app signs nobody in', async () => {
    const row = {
      protocol: 'wechat_enterprise',
      name: NAMES.wechat_enterprise,
      clientId: APPS.wechat_enterprise.clientId,
    };
    await call(
      'POST',
      '/sys/oidcProvider/save',
      { ...row, id: providerIds.wechat_enterprise, enabled: 0 },
      admin,
    );
    expect(
      await call('POST', '/sys/oidc/start', { tenantId: 1000, providerId: providerIds.wechat_enterprise }),
    ).toMatchObject({ success: false, message: OIDC_MESSAGES.notFound });
    await call(
      'POST',
      '/sys/oidcProvider/save',
      { ...row, id: providerIds.wechat_enterprise, enabled: 1 },
      admin,
    );
  });

  it('a wrong app secret is refused by the platform with a clear message', async () => {
    await call(
      'POST',
      '/sys/oidcProvider/save',
      {
        id: providerIds.feishu,
        protocol: 'feishu',
        name: NAMES.feishu,
        clientId: APPS.feishu.clientId,
        clientSecret: 'wrong-secret',
      },
      admin,
    );
    expect(await signIn('feishu')).toMatchObject({ success: false, message: OIDC_MESSAGES.codeRejected });
  });

  it('no secret, code or token reached a reply or a log line; the path token is redacted', () => {
    const log = lines.join('\n');
    expect(log).toContain('/sys/thirdLogin/getLoginUser/***/');
    for (const { secret } of Object.values(APPS)) {
      for (const reply of replies) expect(reply).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
    const tokens = replies.flatMap((r) =>
      [...r.matchAll(/"kind":"third","token":"([\w-]+)"/g)].map((m) => m[1] ?? ''),
    );
    expect(tokens.length).toBeGreaterThan(4);
    for (const token of tokens) expect(log).not.toContain(token);
  });
});
