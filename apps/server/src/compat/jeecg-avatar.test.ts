import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../db/schema.ts';
import { type ConsoleRequest, replay } from '../test/jeecg-console.ts';
import { multipart } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// JeecgBoot's consoles keep what the upload answers as the avatar and show it as
// `<img src="{api}/sys/common/static/<answer>">`, a request that carries no token.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['xinli', 'admin', 'liangxiao', 'zhongxue']) token[name] = await t.login(name);
});
afterAll(() => t.close());

/** Vue3's JImageUpload (default folder `temp`) or our console, as each sends the upload. */
async function upload(console: 'vue3' | 'vue2' | 'xinmiao', who: string, biz = 'temp', school = 1000) {
  const { payload, contentType } = multipart([
    { name: 'file', filename: 'me.png', data: new Uint8Array(PNG) },
    { name: 'biz', value: biz },
  ]);
  const tenant = String(school);
  const consoleHeaders: Record<string, string> =
    console === 'vue3'
      ? { 'x-version': 'v3', 'x-tenant-id': tenant }
      : console === 'vue2'
        ? { 'tenant-id': tenant }
        : { 'tenant-id': tenant, 'x-tenant-id': tenant };
  const reply = await t.call({
    method: 'POST',
    url: '/jeecg-boot/sys/common/upload',
    headers: { 'x-access-token': token[who] ?? '', 'content-type': contentType, ...consoleHeaders },
    payload,
  });
  expect(reply.body).toMatchObject({ success: true, code: 0, result: null });
  return String(reply.body.message);
}

const img = (path: string) => t.app.inject({ method: 'GET', url: `/jeecg-boot/sys/common/static/${path}` });

describe('avatars in JeecgBoot consoles’ <img>', () => {
  it('an image uploaded from Vue3 or Vue2 answers a capability name an <img> loads without a token', async () => {
    for (const console of ['vue3', 'vue2'] as const) {
      const stored = await upload(console, 'xinli');
      expect(stored).toMatch(/^pub\/1000\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}\.png$/);
      const shown = await img(stored);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toContain('image/png');
      // The console runs on its own origin (VITE_GLOB_DOMAIN_URL names this server): its <img> may load it.
      expect(shown.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(shown.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('a guessed, altered or re-schooled name is a 404; other folders and our own console keep needing a session', async () => {
    const stored = await upload('vue3', 'xinli');
    const [, tenant, fileId, signature] = stored.replace(/\.png$/, '').split(/[/.]/);
    const flipped = `${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    expect((await img(`pub/${tenant}.${fileId}.${flipped}.png`)).statusCode).toBe(404);
    expect((await img(`pub/1001.${fileId}.${signature}.png`)).statusCode).toBe(404);
    expect((await img(`pub/${tenant}.guessed.${signature}.png`)).statusCode).toBe(404);
    // A case attachment or an import is no shared image: its upload keeps the plain key.
    const sensitive = await upload('vue3', 'xinli', 'crisis');
    expect(sensitive).toMatch(/^crisis\/[0-9a-f]{32}\.png$/);
    expect((await img(sensitive)).statusCode).toBe(401);
    const ours = await upload('xinmiao', 'xinli');
    expect(ours).toMatch(/^temp\/[0-9a-f]{32}\.png$/);
    expect((await img(ours)).statusCode).toBe(401);
    const withSession = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot/sys/common/static/${ours}?token=${encodeURIComponent(token.xinli ?? '')}`,
      headers: { 'tenant-id': '1000' },
    });
    expect(withSession.statusCode).toBe(200);
    expect(withSession.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('账户设置 saves the uploaded name as the avatar; the user info hands it back for the header', async () => {
    const stored = await upload('vue3', 'xinli');
    const session = { token: token.xinli ?? '', tenantId: 1000 };
    const save: ConsoleRequest = {
      console: 'vue3',
      method: 'PUT',
      path: '/sys/user/login/setting/userEdit',
      body: { realname: '李心理', avatar: stored },
    };
    const saved = await replay(t, save, session);
    expect(saved.body.success, saved.body.message).toBe(true);
    const info = await replay(t, { console: 'vue3', method: 'GET', path: '/sys/user/getUserInfo' }, session);
    expect((info.body.result as { userInfo: { avatar: string } }).userInfo.avatar).toBe(stored);
    expect((await img(stored)).statusCode).toBe(200);
    // Someone else's image is not taken as one's own avatar.
    const others = await upload('vue3', 'admin');
    const refused = await replay(t, { ...save, body: { realname: '李心理', avatar: others } }, session);
    expect(refused.body.success).toBe(false);
  });

  it('用户管理: a school admin adds and edits a user with the avatar its form uploaded; the list shows it', async () => {
    const stored = await upload('vue3', 'admin');
    const session = { token: token.admin ?? '', tenantId: 1000 };
    const add = await replay(
      t,
      {
        console: 'vue3',
        method: 'POST',
        path: '/sys/user/add',
        body: {
          username: 'avatar_probe',
          realname: '头像用户',
          password: 'Avatar-pass-2026',
          avatar: stored,
        },
      },
      session,
    );
    expect(add.body.success, add.body.message).toBe(true);
    const list = await replay(
      t,
      { console: 'vue3', method: 'GET', path: '/sys/user/list', query: { username: 'avatar_probe' } },
      session,
    );
    const [row] = (list.body.result as { records: { id: string; avatar: string | null }[] }).records;
    expect(row?.avatar).toBe(stored);
    expect((await img(stored)).statusCode).toBe(200);
    // The edit sends the record back with its avatar unchanged; a name of another school is refused.
    const edit = (avatar: string) =>
      replay(
        t,
        {
          console: 'vue3',
          method: 'PUT',
          path: '/sys/user/edit',
          body: { id: row?.id ?? '', realname: '头像用户', avatar },
        },
        session,
      );
    expect((await edit(stored)).body.success).toBe(true);
    expect((await edit(stored.replace(/^pub\/1000\./, 'pub/1001.'))).body.success).toBe(false);
    expect((await edit('')).body.success).toBe(true);
  });

  it('an avatar set in our own console shows in both JeecgBoot consoles; ours keeps its stored key', async () => {
    // Our 基本设置 uploads to `avatar` and saves the stored key through userEdit.
    const key = await upload('xinmiao', 'xinli', 'avatar');
    expect(key).toMatch(/^avatar\/[0-9a-f]{32}\.png$/);
    const session = { token: token.xinli ?? '', tenantId: 1000 };
    const ours = { 'x-access-token': session.token, 'tenant-id': '1000', 'x-tenant-id': '1000' };
    const saved = await t.call({
      method: 'PUT',
      url: '/jeecg-boot/sys/user/login/setting/userEdit',
      headers: ours,
      payload: { realname: '林心怡', avatar: key },
    });
    expect(saved.body.success, String(saved.body.message)).toBe(true);
    expect((saved.body.result as { avatar: string }).avatar).toBe(key);
    expect((await img(key)).statusCode).toBe(401);

    const shown: string[] = [];
    for (const console of ['vue3', 'vue2'] as const) {
      const info = await replay(t, { console, method: 'GET', path: '/sys/user/getUserInfo' }, session);
      shown.push((info.body.result as { userInfo: { avatar: string } }).userInfo.avatar);
    }
    const data = await replay(
      t,
      { console: 'vue3', method: 'GET', path: '/sys/user/login/setting/getUserData' },
      session,
    );
    shown.push((data.body.result as { avatar: string }).avatar);
    const list = await replay(
      t,
      {
        console: 'vue2',
        method: 'GET',
        path: '/sys/user/list',
        query: { username: 'xinli', column: 'createTime', order: 'desc', pageNo: '1', pageSize: '10' },
      },
      { token: token.admin ?? '', tenantId: 1000 },
    );
    const [row] = (list.body.result as { records: { avatar: string }[] }).records;
    shown.push(row?.avatar ?? '');
    const [capability] = shown;
    expect(capability).toMatch(/^pub\/1000\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}\.png$/);
    expect(shown).toEqual([capability, capability, capability, capability]);
    const loaded = await img(capability ?? '');
    expect(loaded.statusCode).toBe(200);
    expect(loaded.rawPayload.equals(PNG)).toBe(true);

    // Our console still reads the stored key, and a console's edit sending the name back keeps the image.
    const mine = await t.call({ method: 'GET', url: '/jeecg-boot/sys/user/getUserInfo', headers: ours });
    expect((mine.body.result as { userInfo: { avatar: string } }).userInfo.avatar).toBe(key);
    const again = await replay(
      t,
      {
        console: 'vue3',
        method: 'PUT',
        path: '/sys/user/login/setting/userEdit',
        body: { realname: '林心怡', avatar: capability ?? '' },
      },
      session,
    );
    expect(again.body.success, String(again.body.message)).toBe(true);
    expect((await img(capability ?? '')).statusCode).toBe(200);
  });

  it('an avatar a two-school user set in the other school shows in both consoles, and opens no other file of it', async () => {
    // liangxiao (owned by 1000, member of 1001) sets the avatar in our console while signed in to 1001.
    const key = await upload('xinmiao', 'liangxiao', 'avatar', 1001);
    const in1001 = { 'x-access-token': token.liangxiao ?? '', 'tenant-id': '1001', 'x-tenant-id': '1001' };
    const saved = await t.call({
      method: 'PUT',
      url: '/jeecg-boot/sys/user/login/setting/userEdit',
      headers: in1001,
      payload: { realname: '周两校', avatar: key },
    });
    expect(saved.body.success, String(saved.body.message)).toBe(true);

    // Signed in to 1000, every console gets 1001's file by its capability name, which an <img> loads.
    const session = { token: token.liangxiao ?? '', tenantId: 1000 };
    const shown: string[] = [];
    for (const console of ['vue3', 'vue2'] as const) {
      const info = await replay(t, { console, method: 'GET', path: '/sys/user/getUserInfo' }, session);
      shown.push((info.body.result as { userInfo: { avatar: string } }).userInfo.avatar);
    }
    const data = await replay(
      t,
      { console: 'vue3', method: 'GET', path: '/sys/user/login/setting/getUserData' },
      session,
    );
    shown.push((data.body.result as { avatar: string }).avatar);
    const list = await replay(
      t,
      {
        console: 'vue3',
        method: 'GET',
        path: '/sys/user/listAll',
        query: { username: 'liangxiao', column: 'createTime', order: 'desc', pageNo: '1', pageSize: '10' },
      },
      { token: token.admin ?? '', tenantId: 1000 },
    );
    const [row] = (list.body.result as { records: { id: string; avatar: string; phone: string | null }[] })
      .records;
    shown.push(row?.avatar ?? '');
    const ours = { 'x-access-token': session.token, 'tenant-id': '1000', 'x-tenant-id': '1000' };
    const mine = await t.call({ method: 'GET', url: '/jeecg-boot/sys/user/getUserInfo', headers: ours });
    shown.push((mine.body.result as { userInfo: { avatar: string } }).userInfo.avatar);
    const [capability = ''] = shown;
    expect(capability).toMatch(/^pub\/1001\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}\.png$/);
    expect(shown).toEqual([capability, capability, capability, capability, capability]);
    const loaded = await img(capability);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.rawPayload.equals(PNG)).toBe(true);

    // School isolation holds: 1000's session still reads no file of 1001 by its key.
    const byKey = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot/sys/common/static/${key}?token=${encodeURIComponent(session.token)}`,
      headers: { 'tenant-id': '1000' },
    });
    expect(byKey.statusCode).toBe(404);

    // The consoles send the name back on save: the avatar stays as stored, the image keeps loading.
    const again = await replay(
      t,
      {
        console: 'vue3',
        method: 'PUT',
        path: '/sys/user/login/setting/userEdit',
        body: { realname: '周两校', avatar: capability },
      },
      session,
    );
    expect(again.body.success, String(again.body.message)).toBe(true);
    const edited = await replay(
      t,
      {
        console: 'vue3',
        method: 'PUT',
        path: '/sys/user/edit',
        // Vue3's edit form sends the record back: the phone unchanged (a shared account's credential).
        body: { id: row?.id ?? '', realname: '周两校', phone: row?.phone ?? '', avatar: capability },
      },
      { token: token.admin ?? '', tenantId: 1000 },
    );
    expect(edited.body.success, String(edited.body.message)).toBe(true);
    const [stored] = await t.db
      .select({ avatar: sysUser.avatar })
      .from(sysUser)
      .where(eq(sysUser.id, row?.id ?? ''));
    expect(stored?.avatar).toBe(key);
    expect((await img(capability)).statusCode).toBe(200);
  });

  it('an avatar key is looked for only in the schools of the user whose avatar it is', async () => {
    // zhongxue (1001 only) has an avatar in 1001; xinli (1000 only) cannot reach it by naming its key.
    const theirs = await upload('xinmiao', 'zhongxue', 'avatar', 1001);
    const [xinli] = await t.db.select().from(sysUser).where(eq(sysUser.username, 'xinli'));
    await t.db
      .update(sysUser)
      .set({ avatar: theirs })
      .where(eq(sysUser.id, xinli?.id ?? ''));
    const info = await replay(
      t,
      { console: 'vue3', method: 'GET', path: '/sys/user/getUserInfo' },
      { token: token.xinli ?? '', tenantId: 1000 },
    );
    expect((info.body.result as { userInfo: { avatar: string } }).userInfo.avatar).toBe(theirs);
  });
});
