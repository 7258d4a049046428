import { type MyAnnouncement, type NoticeList, READ_ALL_OK, RELEASE_OK, SYNC_OK } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/password.ts';
import { newId } from '../../db/ids.ts';
import { sysAnnouncement, sysAnnouncementSend, sysUser, sysUserTenant } from '../../db/schema.ts';
import { auth, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'xinli', 'banzhuren', 'zhongxue']) token[name] = await t.login(name);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, who: string) =>
  t.call({ method, url: `/jeecg-boot${url}`, headers: auth(token[who] ?? '') });
const inbox = async (who: string) =>
  (await call('GET', '/sys/annountCement/listByUser', who)).body.result as NoticeList;
const mine = async (who: string) =>
  (
    (await call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', who)).body.result as {
      records: MyAnnouncement[];
    }
  ).records;

async function publish(titile: string, extra: Record<string, unknown> = {}): Promise<string> {
  await t.call({
    method: 'POST',
    url: '/jeecg-boot/sys/annountCement/add',
    headers: auth(token.admin ?? ''),
    payload: { titile, msgContent: '<p>内容</p>', msgType: 'ALL', ...extra },
  });
  const [row] = await t.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.titile, titile));
  const id = row?.id ?? '';
  expect((await call('GET', `/sys/annountCement/doReleaseData?id=${id}`, 'admin')).body.message).toBe(
    RELEASE_OK,
  );
  return id;
}

async function join(tenantId: number, username: string): Promise<string> {
  const id = newId();
  await t.db.insert(sysUser).values({
    id,
    tenantId,
    username,
    realname: '新同事',
    password: await hashPassword(TEST_PASSWORD),
    loginTenantId: tenantId,
  });
  await t.db.insert(sysUserTenant).values({ id: newId(), tenantId, userId: id, status: 1 });
  return id;
}

describe('announcements, the rest', () => {
  it('getMyAnnouncementSend rows carry anntId', async () => {
    const id = await publish('带 anntId 的通知');
    const row = (await mine('xinli')).find((r) => r.titile === '带 anntId 的通知');
    expect(row).toMatchObject({ id, anntId: id, readFlag: '0' });
  });

  it('readAll marks only the caller’s own notices read', async () => {
    await publish('全部已读一');
    await publish('全部已读二');
    expect((await inbox('xinli')).anntMsgTotal).toBeGreaterThanOrEqual(2);
    const reply = await call('PUT', '/sys/sysAnnouncementSend/readAll', 'xinli');
    expect(reply.body).toMatchObject({ success: true, message: READ_ALL_OK });
    expect((await inbox('xinli')).anntMsgTotal).toBe(0);
    expect((await mine('xinli')).every((r) => r.readFlag === '1')).toBe(true);
    expect((await inbox('banzhuren')).anntMsgTotal).toBeGreaterThanOrEqual(2);
  });

  it('a notice to all users reaches somebody who joins the school later, once', async () => {
    const id = await publish('发布后入职也能看到');
    const expired = await publish('已过期的通知', { endTime: '2020-01-01 00:00:00' });
    const userId = await join(1000, 'latecomer');
    token.latecomer = await t.login('latecomer');
    const [bell, list] = await Promise.all([inbox('latecomer'), mine('latecomer')]);
    expect(bell.anntMsgList.map((n) => n.id)).toContain(id);
    expect(bell.anntMsgList.map((n) => n.id)).not.toContain(expired);
    expect(list.find((r) => r.anntId === expired)?.readFlag).toBe('1');
    const sends = await t.db
      .select()
      .from(sysAnnouncementSend)
      .where(and(eq(sysAnnouncementSend.userId, userId), eq(sysAnnouncementSend.anntId, id)));
    expect(sends).toHaveLength(1);
    // Another school's member gets nothing of this school.
    expect((await mine('zhongxue')).map((r) => r.anntId)).not.toContain(id);
  });

  it('syncNotic pushes to the recipients with the release button only, and never across schools', async () => {
    const id = await publish('同步测试');
    expect((await call('GET', `/sys/annountCement/syncNotic?anntId=${id}`, 'admin')).body).toMatchObject({
      success: true,
      message: SYNC_OK,
    });
    expect((await call('GET', `/sys/annountCement/syncNotic?anntId=${id}`, 'banzhuren')).body.code).toBe(510);
    expect((await call('GET', '/sys/annountCement/syncNotic', 'banzhuren')).body.message).toBe(SYNC_OK);
    const other = await call('GET', `/sys/annountCement/syncNotic?anntId=${id}`, 'zhongxue');
    expect(other.body.success).toBe(false);
    const injected = await call(
      'GET',
      `/sys/annountCement/syncNotic?anntId=${encodeURIComponent("1' OR '1'='1")}`,
      'admin',
    );
    expect(injected.body).toMatchObject({ success: false, message: '未找到对应数据' });
  });
});
