import { CAS_CALLBACK_PATH, Msg, OIDC_CALLBACK_PATH, OIDC_MESSAGES } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sha256 } from '../../core/tokens.ts';
import { sysAnnouncement, sysAnnouncementSend, sysOidcFlow, sysUser } from '../../db/schema.ts';
import { startCasServer } from '../../test/cas-server.ts';
import { grantToRole } from '../../test/grant.ts';
import { startOidcProvider } from '../../test/oidc-provider.ts';
import { auth, type Body, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

const CONSOLE = 'http://console.test';
const CLIENT_SECRET = 'oidc-client-secret-Vq7Rm2';
const lines: string[] = [];
/** Every API reply of the run, for the last test's grep. */
const replies: string[] = [];
const sent: { mobile: string; code: string }[] = [];
let t: TestApp;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;
let cas: Awaited<ReturnType<typeof startCasServer>>;
let admin: string;
let providerId: string;

beforeAll(async () => {
  idp = await startOidcProvider({
    clientSecret: CLIENT_SECRET,
    redirectUri: `${CONSOLE}${OIDC_CALLBACK_PATH}`,
  });
  cas = await startCasServer();
  idp.identities.set('campus-0001', { sub: 'campus-0001', preferred_username: 'xinli', name: '林心怡' });
  idp.identities.set('campus-0002', { sub: 'campus-0002', preferred_username: 'nobody' });
  idp.identities.set('campus-0004', { sub: 'campus-0004', preferred_username: 'liangxiao' });
  t = await createTestApp({
    publicUrl: CONSOLE,
    oidcAllowHttp: true,
    sms: {
      configured: true,
      async send(mobile, code) {
        sent.push({ mobile, code });
      },
    },
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });
  // zhongxue manages school 1001's accounts, so 1001's notices about a shared account reach them.
  await grantToRole(t, 1001, 'banzhuren', ['system:user:list', 'system:user:edit']);
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
  await idp.close();
  await cas.close();
});

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token?: string) {
  const { body } = await t.call({
    method,
    url: `/jeecg-boot${url}`,
    ...(token ? { headers: auth(token) } : {}),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  replies.push(JSON.stringify(body));
  return body;
}

type Started = { authorizeUrl: string; flow: string };

async function start(): Promise<Started> {
  const body = await call('POST', '/sys/oidc/start', { tenantId: 1000, providerId });
  expect(body).toMatchObject({ success: true });
  return body.result as Started;
}

const callback = (flow: string, params: string) => call('POST', '/sys/oidc/callback', { flow, params });

/** Signs in at the provider as `sub` and brings the answer back to Xinmiao. */
async function signIn(sub: string): Promise<Body> {
  const started = await start();
  return callback(started.flow, await idp.signInAs(started.authorizeUrl, sub));
}

describe('统一身份认证 configuration (登录配置)', () => {
  it('needs the client secret, seals it, and shows it only as 已设置', async () => {
    const config = {
      name: '示范大学统一身份认证',
      issuer: idp.issuer,
      clientId: 'xinmiao',
      scopes: 'openid profile',
      usernameClaim: 'preferred_username',
    };
    expect(await call('POST', '/sys/oidcProvider/save', config, admin)).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.secretRequired,
    });
    expect(
      await call('POST', '/sys/oidcProvider/save', { ...config, clientSecret: CLIENT_SECRET }, admin),
    ).toMatchObject({ success: true, message: OIDC_MESSAGES.saved });
    const listed = await call('GET', '/sys/oidcProvider/all', undefined, admin);
    const [row] = listed.result as { id: string; clientSecretState: string }[];
    expect(row).toMatchObject({ clientSecretState: '已设置', issuer: idp.issuer });
    providerId = row?.id ?? '';
    expect(JSON.stringify(listed)).not.toContain(CLIENT_SECRET);
  });

  it("the login page lists a school's providers once the school is known; other schools have none", async () => {
    expect((await call('GET', '/sys/oidc/providers?tenantId=1000')).result).toEqual([
      { id: providerId, name: '示范大学统一身份认证', protocol: 'oidc' },
    ]);
    expect((await call('GET', '/sys/oidc/providers?tenantId=1001')).result).toEqual([]);
  });
});

describe('signing in through the school provider', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const { authorizeUrl } = await start();
    const url = new URL(authorizeUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['code_challenge', 'state', 'nonce'])
      expect(url.searchParams.get(name)).toMatch(/.{20,}/);
    expect(url.searchParams.get('redirect_uri')).toBe(`${CONSOLE}${OIDC_CALLBACK_PATH}`);
  });

  it('binds a first-time identity to the account whose password the user gives, then signs in to that school only', async () => {
    const first = await signIn('campus-0001');
    expect(first).toMatchObject({
      success: true,
      result: {
        kind: 'bind',
        providerName: '示范大学统一身份认证',
        schoolName: '心苗示范大学',
        username: 'xinli',
      },
    });
    const { ticket } = first.result as { ticket: string };
    expect(
      await call('POST', '/sys/oidc/bind', {
        method: 'password',
        ticket,
        username: 'xinli',
        password: 'wrong-Pass1',
      }),
    ).toMatchObject({ success: false, message: Msg.badCredentials });
    const bound = await call('POST', '/sys/oidc/bind', {
      method: 'password',
      ticket,
      username: 'xinli',
      password: TEST_PASSWORD,
    });
    expect(bound).toMatchObject({ success: true, result: { userInfo: { username: 'xinli' } } });
    // The ticket was used.
    expect(
      await call('POST', '/sys/oidc/bind', {
        method: 'password',
        ticket,
        username: 'xinli',
        password: TEST_PASSWORD,
      }),
    ).toMatchObject({ success: false, message: OIDC_MESSAGES.bindExpired });

    // The next sign-in through the provider goes straight in.
    const again = await signIn('campus-0001');
    expect(again).toMatchObject({
      success: true,
      result: { kind: 'login', login: { userInfo: { username: 'xinli' } } },
    });
    const login = (again.result as { login: { token: string; tenantList: { id: number }[] } }).login;
    expect(login.tenantList.map((s) => s.id)).toEqual([1000]);
  });

  it('binds an account proven by an SMS code to its phone', async () => {
    const first = await signIn('campus-0002');
    const { ticket } = first.result as { ticket: string };
    expect(await call('POST', '/sys/oidc/bindSms', { ticket, mobile: '13800000002' })).toMatchObject({
      success: true,
      message: Msg.smsSent,
    });
    const code = sent.filter((s) => s.mobile === '13800000002').at(-1)?.code ?? '';
    expect(
      await call('POST', '/sys/oidc/bind', {
        method: 'sms',
        ticket,
        mobile: '13800000002',
        captcha: '000000',
      }),
    ).toMatchObject({ success: false, message: Msg.smsCodeWrong });
    expect(
      await call('POST', '/sys/oidc/bind', { method: 'sms', ticket, mobile: '13800000002', captcha: code }),
    ).toMatchObject({ success: true, result: { userInfo: { username: 'fudaoyuan' } } });
  });

  it('a shared account bound through school 1000 stays in 1000, and school 1001 is told', async () => {
    const first = await signIn('campus-0004');
    const { ticket } = first.result as { ticket: string };
    const bound = await call('POST', '/sys/oidc/bind', {
      method: 'password',
      ticket,
      username: 'liangxiao',
      password: TEST_PASSWORD,
    });
    expect(bound).toMatchObject({ success: true });
    const { token, tenantList } = bound.result as { token: string; tenantList: { id: number }[] };
    expect(tenantList.map((s) => s.id)).toEqual([1000]);
    // The session cannot be carried into school 1001, by header or by switching.
    const { status } = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/user/getUserInfo',
      headers: auth(token, { 'X-Tenant-Id': '1001' }),
    });
    expect(status).toBe(401);
    expect(
      await call('POST', '/sys/selectDepart', { username: 'liangxiao', loginTenantId: 1001 }, token),
    ).toMatchObject({ success: false, message: Msg.tenantChanged });

    const [zhongxue] = await t.db.select().from(sysUser).where(eq(sysUser.username, 'zhongxue'));
    const notices = await new TenantDb(t.db, 1001)
      .select({ title: sysAnnouncement.titile })
      .from(sysAnnouncementSend)
      .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId))
      .where(and(eq(sysAnnouncementSend.userId, zhongxue?.id ?? '')));
    expect(notices.map((n) => n.title)).toContain('本校共用账号 liangxiao 的统一身份认证绑定已变更');

    // Unbinding in 个人中心 tells them too, and the next provider sign-in asks to bind again.
    const bindings = await call('GET', '/sys/oidc/bindings', undefined, token);
    const [binding] = bindings.result as { id: string; providerName: string }[];
    expect(binding).toMatchObject({ providerName: '示范大学统一身份认证', schoolName: '心苗示范大学' });
    expect(await call('DELETE', `/sys/oidc/unbind?id=${binding?.id}`, undefined, token)).toMatchObject({
      success: true,
      message: OIDC_MESSAGES.unbound,
    });
    expect(await call('DELETE', `/sys/oidc/unbind?id=${binding?.id}`, undefined, token)).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.bindingNotFound,
    });
    expect((await signIn('campus-0004')).result).toMatchObject({ kind: 'bind' });
  });

  it('refuses to bind an account of another school', async () => {
    const first = await signIn('campus-0002');
    const { ticket } = first.result as { ticket: string };
    expect(
      await call('POST', '/sys/oidc/bind', {
        method: 'password',
        ticket,
        username: 'zhongxue',
        password: TEST_PASSWORD,
      }),
    ).toMatchObject({ success: false });
  });
});

describe('refusals', () => {
  it('a replayed callback (the same code again) is refused', async () => {
    const started = await start();
    const params = await idp.signInAs(started.authorizeUrl, 'campus-0001');
    expect(await callback(started.flow, params)).toMatchObject({ success: true });
    expect(await callback(started.flow, params)).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.flowExpired,
    });
    // Carried into another sign-in (its own flow and state), the code is still refused.
    const other = await start();
    const replay = new URLSearchParams(params);
    replay.set('state', new URL(other.authorizeUrl).searchParams.get('state') ?? '');
    expect(await callback(other.flow, replay.toString())).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.codeRejected,
    });
  });

  it('a wrong state is refused', async () => {
    const started = await start();
    const params = new URLSearchParams(await idp.signInAs(started.authorizeUrl, 'campus-0001'));
    params.set('state', 'forged-state-value');
    expect(await callback(started.flow, params.toString())).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.stateMismatch,
    });
  });

  it('an ID token whose nonce is not the one this sign-in sent is refused', async () => {
    const started = await start();
    const params = await idp.signInAs(started.authorizeUrl, 'campus-0001');
    await t.db
      .update(sysOidcFlow)
      .set({ nonce: 'another-sign-in-nonce' })
      .where(eq(sysOidcFlow.keyHash, sha256(started.flow)));
    expect(await callback(started.flow, params)).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.nonceMismatch,
    });
  });

  it('an answer naming another issuer is refused', async () => {
    const started = await start();
    const params = new URLSearchParams(await idp.signInAs(started.authorizeUrl, 'campus-0001'));
    params.set('iss', 'https://idp.elsewhere.example');
    expect(await callback(started.flow, params.toString())).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.issuerMismatch,
    });
  });

  it('an unknown issuer (nothing answers discovery there) is refused at the start', async () => {
    await call(
      'POST',
      '/sys/oidcProvider/save',
      {
        name: '无效的认证',
        issuer: `${idp.issuer}/unknown-issuer`,
        clientId: 'xinmiao',
        clientSecret: CLIENT_SECRET,
      },
      admin,
    );
    const rows = (await call('GET', '/sys/oidcProvider/all', undefined, admin)).result as {
      id: string;
      name: string;
    }[];
    const unknown = rows.find((r) => r.name === '无效的认证');
    expect(await call('POST', '/sys/oidc/start', { tenantId: 1000, providerId: unknown?.id })).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.unreachable,
    });
    expect(await call('POST', '/sys/oidc/start', { tenantId: 1001, providerId })).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.notFound,
    });
  });

  it('CAS behind the school switch: ticket validated at its server, bound once, then straight in', async () => {
    const config = {
      protocol: 'cas',
      name: '统一身份认证（CAS）',
      issuer: cas.base,
      usernameClaim: 'uid',
      enabled: 0,
    };
    expect(await call('POST', '/sys/oidcProvider/save', config, admin)).toMatchObject({ success: true });
    const rows = (await call('GET', '/sys/oidcProvider/all', undefined, admin)).result as {
      id: string;
      protocol: string;
    }[];
    const casRow = rows.find((r) => r.protocol === 'cas');
    const casId = casRow?.id ?? '';
    const service = `${CONSOLE}${CAS_CALLBACK_PATH}?school=1000&provider=${casId}`;
    const validate = (ticket: string, at = service) =>
      call('GET', `/sys/cas/client/validateLogin?${new URLSearchParams({ ticket, service: at })}`);
    // Switched off: not offered, and its tickets are not taken.
    expect((await call('GET', '/sys/oidc/providers?tenantId=1000')).result).not.toContainEqual(
      expect.objectContaining({ protocol: 'cas' }),
    );
    expect(await validate(cas.issue(service, 'T1003', { uid: 'banzhuren' }))).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.notFound,
    });
    await call('POST', '/sys/oidcProvider/save', { ...config, id: casId, enabled: 1 }, admin);
    const started = await call('POST', '/sys/oidc/start', { tenantId: 1000, providerId: casId });
    expect((started.result as { authorizeUrl: string }).authorizeUrl).toBe(
      `${cas.base}/login?${new URLSearchParams({ service })}`,
    );

    const first = await validate(cas.issue(service, 'T1003', { uid: 'banzhuren' }));
    expect(first).toMatchObject({ success: true, result: { kind: 'bind', username: 'banzhuren' } });
    const { ticket } = first.result as { ticket: string };
    expect(
      await call('POST', '/sys/oidc/bind', {
        method: 'password',
        ticket,
        username: 'banzhuren',
        password: TEST_PASSWORD,
      }),
    ).toMatchObject({ success: true, result: { userInfo: { username: 'banzhuren' } } });

    // The XML answer of a CAS 2 server reads the same.
    cas.state.xml = true;
    const st = cas.issue(service, 'T1003', { uid: 'banzhuren' });
    expect(await validate(st)).toMatchObject({
      success: true,
      // A bound identity gets JeecgBoot's answer: result.token and result.userInfo.
      result: { token: expect.any(String), userInfo: { username: 'banzhuren' }, tenantList: [{ id: 1000 }] },
    });
    cas.state.xml = false;

    // A replayed ticket, an expired one, and one for another site's address are refused.
    expect(await validate(st)).toMatchObject({ success: false, message: OIDC_MESSAGES.casTicketRefused });
    expect(await validate(cas.issue(service, 'T1003', {}, true))).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.casTicketRefused,
    });
    expect(
      await validate(cas.issue(service, 'T1003'), `https://evil.example${CAS_CALLBACK_PATH}`),
    ).toMatchObject({
      success: false,
      message: OIDC_MESSAGES.casServiceInvalid,
    });
  });

  it('the client secret reached no API reply and no log line of the run', () => {
    const log = lines.join('\n');
    expect(replies.length).toBeGreaterThan(30);
    for (const reply of replies) expect(reply).not.toContain(CLIENT_SECRET);
    expect(log).not.toContain(CLIENT_SECRET);
    expect(log).toContain('school sign-in refused');
    // CAS tickets rode in the address of /sys/cas/client/validateLogin; the request log shows none.
    expect(log).toContain('validateLogin?ticket=***');
    expect(log).not.toMatch(/ST-[0-9a-f]{24}/);
  });
});
