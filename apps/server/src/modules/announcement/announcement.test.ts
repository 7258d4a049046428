import {
  type Announcement,
  type AnnouncementRow,
  type MyAnnouncement,
  type NoticeList,
  RELEASE_OK,
  REVOKE_OK,
} from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
const userId: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', [
    'system:announcement:list',
    'system:announcement:add',
    'system:announcement:edit',
    'system:announcement:delete',
    'system:announcement:release',
    'system:announcement:revoke',
  ]);
  for (const name of ['admin', 'xinli', 'banzhuren', 'zhongxue']) {
    token[name] = await t.login(name);
    const [row] = await t.db.select().from(sysUser).where(eq(sysUser.username, name));
    userId[name] = row?.id ?? '';
  }
});
afterAll(() => t.close());

const base = '/jeecg-boot/sys/annountCement';
const get = (url: string, who = 'admin') => t.call({ method: 'GET', url, headers: auth(token[who] ?? '') });

async function add(body: Record<string, unknown>, who = 'admin'): Promise<string> {
  const reply = await t.call({
    method: 'POST',
    url: `${base}/add`,
    headers: auth(token[who] ?? ''),
    payload: body,
  });
  expect(reply.body.message).toBe('添加成功！');
  const list = await get(`${base}/list?titile=${encodeURIComponent(String(body.titile))}`, who);
  const records = (list.body.result as { records: Announcement[] }).records;
  expect(records).toHaveLength(1);
  return records[0]?.id ?? '';
}

const inbox = async (who: string) => (await get(`${base}/listByUser`, who)).body.result as NoticeList;
const markRead = (anntId: string, who: string) =>
  t.call({
    method: 'PUT',
    url: '/jeecg-boot/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    headers: auth(token[who] ?? ''),
    payload: { anntId },
  });

describe('系统通告 access and validation', () => {
  it('needs a session and the buttons', async () => {
    expect((await t.call({ method: 'GET', url: `${base}/listByUser` })).status).toBe(401);
    const denied = await t.call({
      method: 'POST',
      url: `${base}/add`,
      headers: auth(token.banzhuren ?? ''),
      payload: { titile: 'x' },
    });
    expect(denied.body.code).toBe(510);
  });

  it('validates the title, the recipients and the page to open', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: `${base}/add`, headers: auth(token.admin ?? ''), payload });
    expect((await post({ titile: ' ' })).body.message).toBe('请输入标题');
    expect((await post({ titile: 'u', msgType: 'USER', userIds: '' })).body.message).toBe('请选择指定用户');
    const foreign = await post({
      titile: 'u',
      msgType: 'USER',
      userIds: `${userId.xinli},${userId.zhongxue},`,
    });
    expect(foreign.body.message).toBe('指定用户不存在');
    for (const openPage of ['javascript:alert(1)', '//evil.example', 'https://evil.example/x', '/\\evil']) {
      const reply = await post({ titile: 'p', openType: 'url', openPage });
      expect(reply.body.success, openPage).toBe(false);
    }
    for (const openPage of ['javascript:alert(1)', '//evil.example', 'system/../x', 'a b', '/\\evil']) {
      const reply = await post({ titile: 'p', openType: 'component', openPage });
      expect(reply.body.success, openPage).toBe(false);
    }
    // JeecgBoot's consoles store a dialog page by its view path; a link still needs a console path.
    expect(
      (await post({ titile: 'p', openType: 'component', openPage: 'system/UserList' })).body.success,
    ).toBe(true);
    expect((await post({ titile: 'p', openType: 'url', openPage: 'system/UserList' })).body.message).toBe(
      '处理页面必须是以 / 开头的站内路径',
    );
  });

  it('stores the body sanitised', async () => {
    const id = await add({
      titile: '净化',
      msgContent: '<p onclick="x()">正文<script>alert(1)</script></p>',
    });
    const reply = await get(`${base}/queryById?id=${id}`);
    expect((reply.body.result as Announcement).msgContent).toBe('<p>正文</p>');
  });
});

describe('release, the bell list and reading', () => {
  it('releases to everybody of the tenant, with the sender real name, and reading clears it', async () => {
    const id = await add({ titile: '全体通知', priority: 'H', openType: 'url', openPage: '/system/logs' });
    expect((await inbox('xinli')).anntMsgTotal).toBe(0);
    const released = await get(`${base}/doReleaseData?id=${id}`);
    expect(released.body.message).toBe(RELEASE_OK);
    const list = await inbox('xinli');
    expect(list.anntMsgTotal).toBe(1);
    expect(list.sysMsgTotal).toBe(0);
    expect(list.anntMsgList[0]).toMatchObject({
      id,
      titile: '全体通知',
      priority: 'H',
      sender: '管理员',
      openType: 'url',
      openPage: '/system/logs',
    });
    expect(Object.keys(await inbox('banzhuren'))).toEqual([
      'anntMsgList',
      'anntMsgTotal',
      'sysMsgList',
      'sysMsgTotal',
    ]);
    expect((await inbox('zhongxue')).anntMsgTotal).toBe(0);

    expect((await markRead(id, 'xinli')).body.success).toBe(true);
    expect((await inbox('xinli')).anntMsgTotal).toBe(0);
    expect((await inbox('banzhuren')).anntMsgTotal).toBe(1);
    const mine = (await get('/jeecg-boot/sys/sysAnnouncementSend/getMyAnnouncementSend', 'xinli')).body
      .result as { records: MyAnnouncement[] };
    expect(mine.records.find((r) => r.id === id)).toMatchObject({ readFlag: '1' });
  });

  it('sends USER announcements to the listed users only, as system messages when category 2', async () => {
    const id = await add({
      titile: '指定消息',
      msgCategory: '2',
      msgType: 'USER',
      userIds: `${userId.xinli},`,
    });
    await get(`${base}/doReleaseData?id=${id}`);
    expect((await inbox('xinli')).sysMsgList.map((n) => n.id)).toEqual([id]);
    expect((await inbox('banzhuren')).sysMsgTotal).toBe(0);
    // Someone else's row: banzhuren has none for it, and cannot mark xinli's.
    expect((await markRead(id, 'banzhuren')).body.success).toBe(false);
    expect((await inbox('xinli')).sysMsgTotal).toBe(1);
  });

  it('revoking takes it out of the bell', async () => {
    const id = await add({ titile: '撤销测试' });
    await get(`${base}/doReleaseData?id=${id}`);
    expect((await inbox('banzhuren')).anntMsgList.map((n) => n.id)).toContain(id);
    expect((await get(`${base}/doReovkeData?id=${id}`)).body.message).toBe(REVOKE_OK);
    expect((await inbox('banzhuren')).anntMsgList.map((n) => n.id)).not.toContain(id);
    const row = (await get(`${base}/queryById?id=${id}`)).body.result as Announcement;
    expect(row.sendStatus).toBe('2');
    expect(row.cancelTime).not.toBeNull();
  });
});

describe('abilities with the detail', () => {
  const abilitiesOf = async (id: string, who = 'admin') =>
    ((await get(`${base}/queryById?id=${id}`, who)).body.result as { abilities: Record<string, boolean> })
      .abilities;

  it('follow the notice state: a draft is edited, a published one only revoked', async () => {
    const id = await add({ titile: '能力测试' });
    expect(await abilitiesOf(id)).toEqual({ edit: true, release: true, revoke: false, delete: true });
    const early = await get(`${base}/doReovkeData?id=${id}`);
    expect(early.body).toMatchObject({ success: false, message: '该通告尚未发布，无需撤销' });
    await get(`${base}/doReleaseData?id=${id}`);
    expect(await abilitiesOf(id)).toEqual({ edit: false, release: true, revoke: true, delete: true });
  });

  it('come with every list row too, so the console shows only what the server allows', async () => {
    const id = await add({ titile: '列表能力' });
    await get(`${base}/doReleaseData?id=${id}`);
    const list = (await get(`${base}/list?titile=列表能力`)).body.result as { records: AnnouncementRow[] };
    expect(list.records.find((r) => r.id === id)?.abilities).toEqual({
      edit: false,
      release: true,
      revoke: true,
      delete: true,
    });
  });

  it('follow the caller permissions: a list-only role may do nothing', async () => {
    await grantToRole(t, 1000, 'banzhuren', ['system:announcement:list']);
    const id = await add({ titile: '只读能力' });
    expect(await abilitiesOf(id, 'banzhuren')).toEqual({
      edit: false,
      release: false,
      revoke: false,
      delete: false,
    });
  });
});

describe('tenant isolation', () => {
  it('tenant 1001 cannot list, read, edit, release, revoke or delete a tenant 1000 announcement', async () => {
    const id = await add({ titile: '本校通知' });
    const missing = await get(`${base}/queryById?id=nope`, 'zhongxue');
    const list = (await get(`${base}/list`, 'zhongxue')).body.result as { records: Announcement[] };
    expect(list.records.map((r) => r.id)).not.toContain(id);
    expect((await get(`${base}/queryById?id=${id}`, 'zhongxue')).body).toMatchObject({
      success: false,
      message: missing.body.message,
    });
    const edit = await t.call({
      method: 'PUT',
      url: `${base}/edit`,
      headers: auth(token.zhongxue ?? ''),
      payload: { id, titile: '篡改' },
    });
    expect(edit.body.message).toBe(missing.body.message);
    for (const action of ['doReleaseData', 'doReovkeData']) {
      expect((await get(`${base}/${action}?id=${id}`, 'zhongxue')).body.message).toBe(missing.body.message);
    }
    const del = await t.call({
      method: 'DELETE',
      url: `${base}/delete?id=${id}`,
      headers: auth(token.zhongxue ?? ''),
    });
    expect(del.body.message).toBe(missing.body.message);
    const mine = (await get(`${base}/queryById?id=${id}`)).body.result as Announcement;
    expect(mine).toMatchObject({ titile: '本校通知', sendStatus: '0' });
  });
});
