import { RELEASE_OK, type Vue3Message } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAnnouncement } from '../../db/schema.ts';
import { type ConsoleRequest, replay } from '../../test/jeecg-console.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { messageRange } from './message-range.ts';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'xinli', 'banzhuren', 'zhongxue']) token[name] = await t.login(name);
});
afterAll(() => t.close());

const as = (who: string, tenantId = who === 'zhongxue' ? 1001 : 1000) => ({
  token: token[who] ?? '',
  tenantId,
});

async function publish(titile: string): Promise<string> {
  await t.call({
    method: 'POST',
    url: '/jeecg-boot/sys/annountCement/add',
    headers: auth(token.admin ?? ''),
    payload: { titile, msgContent: '<p>内容</p>', msgType: 'ALL', msgCategory: '2' },
  });
  const [row] = await t.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.titile, titile));
  const id = row?.id ?? '';
  const release = await t.call({
    method: 'GET',
    url: `/jeecg-boot/sys/annountCement/doReleaseData?id=${id}`,
    headers: auth(token.admin ?? ''),
  });
  expect(release.body.message).toBe(RELEASE_OK);
  return id;
}

// The header's calls on every Vue3 page (notify/index.vue), and its message centre (useSysMessage.ts).
const unreadCount: ConsoleRequest = {
  console: 'vue3',
  method: 'GET',
  path: '/sys/annountCement/getUnreadMessageCount',
};
const verifyDefaultPassword: ConsoleRequest = {
  console: 'vue3',
  method: 'GET',
  path: '/sys/user/verifyIzDefaultPwd',
};
const messageCentre = (query: Record<string, string> = {}): ConsoleRequest => ({
  console: 'vue3',
  method: 'GET',
  path: '/sys/annountCement/vue3List',
  query: {
    fromUser: '',
    starFlag: '',
    rangeDateKey: '',
    beginDate: '',
    endDate: '',
    pageNo: '1',
    pageSize: '10',
    noticeType: '',
    ...query,
  },
});

type Count = { systemCount: number; flowCount: number; fileCount: number; planCount: number; count: number };

describe('Vue3 bell and header', () => {
  it('getUnreadMessageCount answers the counts by kind, and vue3List reads the page it returns', async () => {
    const id = await publish('Vue3 铃铛消息');
    const before = await replay(t, unreadCount, as('xinli'));
    expect(before.body).toMatchObject({ success: true, code: 200 });
    const counts = before.body.result as Count;
    expect(counts.count).toBeGreaterThanOrEqual(1);
    expect(counts).toMatchObject({ systemCount: counts.count, flowCount: 0, fileCount: 0, planCount: 0 });

    const page = await replay(t, messageCentre(), as('xinli'));
    expect(page.body).toMatchObject({ success: true, code: 200 });
    const messages = page.body.result as Vue3Message[];
    const message = messages.find((m) => m.id === id);
    expect(message).toMatchObject({
      titile: 'Vue3 铃铛消息',
      msgCategory: '2',
      readFlag: '0',
      starFlag: '0',
    });
    expect(message?.sendId).toBeTruthy();

    const after = (await replay(t, unreadCount, as('xinli'))).body.result as Count;
    expect(after.count).toBe(0);
    const again = (await replay(t, messageCentre(), as('xinli'))).body.result as Vue3Message[];
    expect(again.find((m) => m.id === id)?.readFlag).toBe('1');
    // Another reader's count is theirs.
    expect(
      ((await replay(t, unreadCount, as('banzhuren'))).body.result as Count).count,
    ).toBeGreaterThanOrEqual(1);
  });

  it('vue3List filters by star, category and notice type, and pages', async () => {
    await publish('标星的消息');
    const all = (await replay(t, messageCentre(), as('banzhuren'))).body.result as Vue3Message[];
    const target = all.find((m) => m.titile === '标星的消息');
    if (!target) throw new Error('message missing');
    const star = await replay(
      t,
      {
        console: 'vue3',
        method: 'PUT',
        path: '/sys/sysAnnouncementSend/edit',
        body: { starFlag: '1', id: target.sendId },
      },
      as('banzhuren'),
    );
    expect(star.body.success).toBe(true);
    const starred = (await replay(t, messageCentre({ starFlag: '1' }), as('banzhuren'))).body
      .result as Vue3Message[];
    expect(starred.map((m) => m.titile)).toEqual(['标星的消息']);
    const flows = (await replay(t, messageCentre({ noticeType: 'flow' }), as('banzhuren'))).body.result;
    expect(flows).toEqual([]);
    const notices = (await replay(t, messageCentre({ msgCategory: '1' }), as('banzhuren'))).body
      .result as Vue3Message[];
    expect(notices.every((m) => m.msgCategory === '1')).toBe(true);
    const second = (await replay(t, messageCentre({ pageNo: '2', pageSize: '1' }), as('banzhuren'))).body
      .result as Vue3Message[];
    expect(second).toHaveLength(1);
    expect(second[0]?.id).toBe(all[1]?.id);
    const today = (await replay(t, messageCentre({ rangeDateKey: 'jt' }), as('banzhuren'))).body
      .result as Vue3Message[];
    expect(today.map((m) => m.titile)).toContain('标星的消息');
    const lastMonth = (await replay(t, messageCentre({ rangeDateKey: 'sy' }), as('banzhuren'))).body
      .result as Vue3Message[];
    expect(lastMonth.map((m) => m.titile)).not.toContain('标星的消息');
  });

  it('nobody stars another user’s delivery, and another school sees none of these', async () => {
    const mine = (await replay(t, messageCentre(), as('xinli'))).body.result as Vue3Message[];
    const sendId = mine[0]?.sendId ?? '';
    const foreign = await replay(
      t,
      {
        console: 'vue3',
        method: 'PUT',
        path: '/sys/sysAnnouncementSend/edit',
        body: { starFlag: '1', id: sendId },
      },
      as('banzhuren'),
    );
    expect(foreign.body.success).toBe(false);
    const other = (await replay(t, messageCentre(), as('zhongxue'))).body.result as Vue3Message[];
    expect(other.map((m) => m.titile)).not.toContain('Vue3 铃铛消息');
  });

  it('clearAllUnReadMessage empties the caller’s badge', async () => {
    await publish('待清除的消息');
    const clear = await replay(
      t,
      { console: 'vue3', method: 'POST', path: '/sys/annountCement/clearAllUnReadMessage' },
      as('banzhuren'),
    );
    expect(clear.body.success).toBe(true);
    expect(((await replay(t, unreadCount, as('banzhuren'))).body.result as Count).count).toBe(0);
  });

  it('verifyIzDefaultPwd answers no and never a password', async () => {
    const reply = await replay(t, verifyDefaultPassword, as('xinli'));
    expect(reply.body).toMatchObject({ success: true, message: 'no', result: 'no' });
    expect((await t.call({ method: 'GET', url: '/jeecg-boot/sys/user/verifyIzDefaultPwd' })).status).toBe(
      401,
    );
  });

  it('message ranges follow the China calendar', () => {
    // 2026-11-27 01:00 in China is still the 26th in UTC.
    const now = new Date('2026-11-26T17:00:00Z');
    expect(messageRange('jt', undefined, undefined, now)).toEqual({
      from: new Date('2026-11-26T16:00:00Z'),
      to: new Date('2026-11-27T16:00:00Z'),
    });
    // Friday the 27th: the week began on Monday the 23rd.
    expect(messageRange('bz', undefined, undefined, now).from).toEqual(new Date('2026-11-22T16:00:00Z'));
    expect(messageRange('sy', undefined, undefined, now)).toEqual({
      from: new Date('2026-09-30T16:00:00Z'),
      to: new Date('2026-10-31T16:00:00Z'),
    });
    expect(messageRange('zdy', '2026-11-01 00:00:00', '2026-11-02 23:59:59', now)).toEqual({
      from: new Date('2026-10-31T16:00:00Z'),
      to: new Date('2026-11-02T16:00:00Z'),
    });
  });
});
