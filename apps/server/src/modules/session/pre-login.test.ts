import { Msg, ResultCode, sessionRoutes } from '@xinmiao/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../../core/rate-limits.ts';
import { newId } from '../../db/ids.ts';
import { sysSession, sysUser, sysUserTenant } from '../../db/schema.ts';
import { type ConsoleRequest, replay, vue3Password } from '../../test/jeecg-console.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { saveCaptcha } from './captcha-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginCaptcha: true });
});
afterAll(() => t.close());

// Vue3's checkKey: the time in ms followed by four base-36 characters.
let keys = 0;
const nextKey = () => `1764259200000${(++keys).toString(36).padStart(4, 'x')}`;

/** Vue3's pre-login call, as its login form sends it once the captcha field holds four characters. */
const departsRequest = (fields: {
  username: string;
  password: string;
  inputCode: string;
  checkKey: string;
}) =>
  ({
    console: 'vue3',
    method: 'POST',
    path: '/sys/loginGetUserDeparts',
    body: {
      inputCode: fields.inputCode,
      username: fields.username,
      password: vue3Password(fields.password),
      loginOrgCode: null,
      loginType: 'account',
      checkKey: fields.checkKey,
    },
  }) satisfies ConsoleRequest;

/** Vue3's login, after the username was edited (so `loginOrgCode` is null). */
const loginRequest = (fields: {
  username: string;
  password: string;
  captcha: string;
  checkKey: string;
  loginOrgCode?: string | null;
}) =>
  ({
    console: 'vue3',
    method: 'POST',
    path: '/sys/login',
    body: {
      password: vue3Password(fields.password),
      username: fields.username,
      loginOrgCode: fields.loginOrgCode ?? null,
      captcha: fields.captcha,
      checkKey: fields.checkKey,
    },
  }) satisfies ConsoleRequest;

const sessions = async () => Number((await t.db.select({ n: count() }).from(sysSession))[0]?.n ?? 0);

type Departs = {
  departs: { orgCode: string; departName: string }[];
  currentOrgCode: string | null;
  multi_depart: number;
  tenantList: { id: number; name: string }[];
  token?: string;
};

describe('Vue3 sign-in: /sys/login and the pre-login /sys/loginGetUserDeparts', () => {
  it('signs in with loginOrgCode: null, as Vue3 sends it once the username is edited', async () => {
    const checkKey = nextKey();
    await saveCaptcha(t.db, t.services.secret, checkKey, 'AB12');
    const reply = await replay(
      t,
      loginRequest({ username: 'fudaoyuan', password: TEST_PASSWORD, captcha: 'ab12', checkKey }),
    );
    expect(reply.body).toMatchObject({ success: true, code: 200, message: Msg.loginOk });
  });

  it('answers the departments without a token and leaves the captcha for the login', async () => {
    const checkKey = nextKey();
    await saveCaptcha(t.db, t.services.secret, checkKey, 'CD34');
    const before = await sessions();
    const departs = await replay(
      t,
      departsRequest({ username: 'xinli', password: TEST_PASSWORD, inputCode: 'cd34', checkKey }),
    );
    expect(departs.status).toBe(200);
    expect(departs.body).toMatchObject({ success: true, code: 200 });
    const result = departs.body.result as Departs;
    expect(result.token).toBeUndefined();
    expect(result.departs.length).toBeGreaterThan(0);
    expect(result.departs.map((d) => d.orgCode)).toContain(result.currentOrgCode);
    expect(result.tenantList.map((x) => x.id)).toEqual([1000]);
    expect(await sessions()).toBe(before);

    // Vue3 then signs in with the same captcha and the department it offered.
    const login = await replay(
      t,
      loginRequest({
        username: 'xinli',
        password: TEST_PASSWORD,
        captcha: 'CD34',
        checkKey,
        loginOrgCode: result.currentOrgCode,
      }),
    );
    expect(login.body).toMatchObject({ success: true, message: Msg.loginOk });
    expect(await sessions()).toBe(before + 1);
  });

  it('a wrong captcha is refused and voided: the login with the right code then fails too', async () => {
    const checkKey = nextKey();
    await saveCaptcha(t.db, t.services.secret, checkKey, 'EF56');
    const wrong = await replay(
      t,
      departsRequest({ username: 'xinli', password: TEST_PASSWORD, inputCode: 'XXXX', checkKey }),
    );
    expect(wrong.body).toMatchObject({
      success: false,
      code: ResultCode.CAPTCHA_WRONG,
      message: Msg.captchaWrong,
    });
    const login = await replay(
      t,
      loginRequest({ username: 'xinli', password: TEST_PASSWORD, captcha: 'EF56', checkKey }),
    );
    expect(login.body.message).toBe(Msg.captchaWrong);
  });

  it('needs the captcha when the login needs it', async () => {
    const reply = await replay(t, {
      console: 'vue3',
      method: 'POST',
      path: '/sys/loginGetUserDeparts',
      body: { username: 'xinli', password: vue3Password(TEST_PASSWORD), loginType: 'account' },
    });
    expect(reply.body).toMatchObject({ success: false, message: Msg.captchaInvalid });
  });

  it('answers an unknown user and a wrong password alike, and counts both like failed logins', async () => {
    const ask = async (username: string, password: string) => {
      const checkKey = nextKey();
      await saveCaptcha(t.db, t.services.secret, checkKey, 'GH78');
      return replay(t, departsRequest({ username, password, inputCode: 'GH78', checkKey }));
    };
    const unknown = await ask('nobody-here', TEST_PASSWORD);
    const wrong = await ask('banzhuren', 'Wrong-password-1');
    expect(unknown.body).toMatchObject({
      success: false,
      code: 500,
      message: Msg.badCredentials,
      result: null,
    });
    expect(wrong.body).toMatchObject({
      success: false,
      code: 500,
      message: Msg.badCredentials,
      result: null,
    });

    for (let i = 0; i < 5; i++) await ask('banzhuren', `Wrong-password-${i + 2}`);
    const locked = await ask('banzhuren', TEST_PASSWORD);
    expect(locked.body.message).toBe(Msg.lockedOut);
    const checkKey = nextKey();
    await saveCaptcha(t.db, t.services.secret, checkKey, 'IJ90');
    const login = await replay(
      t,
      loginRequest({ username: 'banzhuren', password: TEST_PASSWORD, captcha: 'IJ90', checkKey }),
    );
    expect(login.body.message).toBe(Msg.lockedOut);
  });

  it('a right password is no failure: repeated pre-login calls never lock the account', async () => {
    for (let i = 0; i < 8; i++) {
      const checkKey = nextKey();
      await saveCaptcha(t.db, t.services.secret, checkKey, 'KL12');
      const reply = await replay(
        t,
        departsRequest({ username: 'fudaoyuan', password: TEST_PASSWORD, inputCode: 'KL12', checkKey }),
      );
      expect(reply.body.success).toBe(true);
    }
  });

  it('offers both schools of an account that belongs to two', async () => {
    const [xinli] = await t.db.select().from(sysUser).where(eq(sysUser.username, 'xinli'));
    if (!xinli) throw new Error('seeded xinli missing');
    await t.db.insert(sysUserTenant).values({ id: newId(), tenantId: 1001, userId: xinli.id, status: 1 });
    const checkKey = nextKey();
    await saveCaptcha(t.db, t.services.secret, checkKey, 'MN34');
    const reply = await replay(
      t,
      departsRequest({ username: 'xinli', password: TEST_PASSWORD, inputCode: 'MN34', checkKey }),
    );
    const result = reply.body.result as Departs;
    expect(result.tenantList.map((x) => x.id).sort()).toEqual([1000, 1001]);
    const login = await replay(
      t,
      loginRequest({ username: 'xinli', password: TEST_PASSWORD, captcha: 'MN34', checkKey }),
    );
    expect(login.body.success).toBe(true);
  });

  it('counts a wrong password once for the pre-login and the login Vue3 sends with it', async () => {
    // Three wrong passwords, each sent by Vue3 twice (pre-login, then login with the same captcha):
    // counted twice, they would be six failures and lock the pair before the right password.
    for (let i = 0; i < 3; i++) {
      const checkKey = nextKey();
      await saveCaptcha(t.db, t.services.secret, checkKey, 'PQ56');
      const fields = { username: 'fudaoyuan', password: `Wrong-twice-${i}`, checkKey };
      const pre = await replay(t, departsRequest({ ...fields, inputCode: 'PQ56' }));
      expect(pre.body.message).toBe(Msg.badCredentials);
      const login = await replay(t, loginRequest({ ...fields, captcha: 'PQ56' }));
      expect(login.body.message).toBe(Msg.badCredentials);
    }
    const checkKey = nextKey();
    await saveCaptcha(t.db, t.services.secret, checkKey, 'RS78');
    const right = await replay(
      t,
      loginRequest({ username: 'fudaoyuan', password: TEST_PASSWORD, captcha: 'RS78', checkKey }),
    );
    expect(right.body).toMatchObject({ success: true, message: Msg.loginOk });
  });

  it('is rate-limited per address like the login it stands in for', () => {
    expect(SIGN_IN_LIMITS[sessionRoutes.loginUserDeparts.path]).toEqual(
      SIGN_IN_LIMITS[sessionRoutes.login.path],
    );
  });
});
