import { FILE_MESSAGES, RELAX_MESSAGES } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { addDays, chinaToday } from '../../core/time.ts';
import {
  crisisCase,
  crisisSignal,
  growthEvent,
  relaxAudio,
  relaxMoodEntry,
  schoolStudent,
} from '../../db/schema.ts';
import { studentsWithSessions } from '../../test/counselling-fixtures.ts';
import { grantToRole } from '../../test/grant.ts';
import { multipart } from '../../test/multipart.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoToneWav } from './demo-audio.ts';

let t: TestApp;
const token: Record<string, string> = {};
let students: string[] = [];
const today = chinaToday();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who: string, payload?: object) =>
  t.call({
    method,
    url: `/jeecg-boot${url}`,
    headers: auth(token[who] ?? who),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

async function upload(name: string, data: Buffer): Promise<{ success: boolean; message: string }> {
  const { payload, contentType } = multipart([
    { name: 'file', filename: name, data, type: 'application/octet-stream' },
    { name: 'biz', value: 'relax' },
  ]);
  const reply = await t.call({
    method: 'POST',
    url: '/jeecg-boot/sys/common/upload',
    headers: { ...auth(token.admin ?? ''), 'content-type': contentType },
    payload,
  });
  return reply.body;
}

const studentIdOf = async (index: number) => {
  const rows = await new TenantDb(t.db, 1000).list(schoolStudent, {
    where: eq(schoolStudent.studentNo, `RX${String(index).padStart(4, '0')}`),
  });
  return rows[0]?.id ?? '';
};

/** Fills a student's diary directly for the days before today (oldest first). */
async function history(index: number, moods: number[]): Promise<void> {
  const studentId = await studentIdOf(index);
  await new TenantDb(t.db, 1000).insert(
    relaxMoodEntry,
    moods.map((mood, i) => ({ studentId, day: addDays(today, i - moods.length), mood, tags: [], note: '' })),
  );
}

const moodSignals = async (index: number) =>
  new TenantDb(t.db, 1000)
    .select({ level: crisisSignal.level, summary: crisisSignal.summary })
    .from(crisisSignal)
    .innerJoin(
      crisisCase,
      and(eq(crisisCase.tenantId, crisisSignal.tenantId), eq(crisisCase.id, crisisSignal.caseId)),
    )
    .where(and(eq(crisisSignal.source, 'mood_diary'), eq(crisisCase.studentId, await studentIdOf(index))));

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'xinli', 'fudaoyuan', 'zhongxue']) token[name] = await t.login(name);
  students = await studentsWithSessions(t.db, t.services.sessions, 6, 'RX');
  // The other school's 班主任 may edit its own relaxation content: still nothing of this school.
  await grantToRole(t, 1001, 'banzhuren', ['relax:content:edit']);
  students.forEach((s, i) => {
    token[`s${i}`] = s;
  });
}, 120_000);
afterAll(() => t.close());

describe('access', () => {
  it('answers 401 without a session and 510 to a student on the console routes', async () => {
    expect((await t.call({ method: 'GET', url: '/jeecg-boot/relax/audio/all' })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/jeecg-boot/relax/my/mood' })).status).toBe(401);
    for (const url of ['/relax/audio/all', '/relax/article/all', '/relax/stats', '/relax/settings'])
      expect((await call('GET', url, 's0')).body.code).toBe(510);
  });

  it('lets a 辅导员 read the anonymous figures but edit nothing', async () => {
    expect((await call('GET', '/relax/stats', 'fudaoyuan')).body.success).toBe(true);
    expect((await call('POST', '/relax/article/add', 'fudaoyuan', { title: 'x' })).body.code).toBe(510);
    expect(
      (
        await call('PUT', '/relax/settings', 'fudaoyuan', {
          fallPoints: 1,
          lowDays: 2,
          fallLevel: 1,
          phraseLevel: 1,
        })
      ).body.code,
    ).toBe(510);
  });
});

describe('audio', () => {
  it('synthesizes the demo tones on first use and serves them through media links with ranges', async () => {
    const list = (await call('GET', '/relax/audio/all', 'admin')).body.result as {
      title: string;
      fileName: string;
      demo: boolean;
    }[];
    expect(list.map((a) => a.title)).toEqual(['海浪声', '颂钵冥想', '呼吸和弦']);
    expect(list.every((a) => a.demo && a.fileName.endsWith('.wav'))).toBe(true);
    const mine = (await call('GET', '/relax/my/audios', 's0')).body.result as { media: { path: string } }[];
    const path = mine[0]?.media.path ?? '';
    const ranged = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot${path}`,
      headers: { range: 'bytes=0-11' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.toString('ascii', 0, 4)).toBe('RIFF');
    expect(ranged.rawPayload.toString('ascii', 8, 12)).toBe('WAVE');
  });

  it('refuses a disguised upload and keeps a real one as a draft students do not see', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    expect((await upload('calm.mp3', png)).message).toBe(FILE_MESSAGES.contentMismatch);
    expect((await upload('calm.wav', png)).message).toBe(FILE_MESSAGES.contentMismatch);
    const pdfKey = (await upload('notes.pdf', Buffer.from('%PDF-1.4 test'))).message;
    expect(
      (await call('POST', '/relax/audio/add', 'admin', { title: '讲义', fileKey: pdfKey })).body.message,
    ).toBe(RELAX_MESSAGES.notAudio);
    const stored = await upload('雨声.wav', demoToneWav('ocean', 1));
    expect(stored.success).toBe(true);
    const added = await call('POST', '/relax/audio/add', 'admin', {
      title: '雨声',
      fileKey: stored.message,
      durationSec: 1,
    });
    expect(added.body.success).toBe(true);
    const list = (await call('GET', '/relax/audio/all', 'admin')).body.result as {
      id: string;
      title: string;
      fileName: string;
      published: boolean;
    }[];
    const rain = list.find((a) => a.title === '雨声');
    expect(rain).toMatchObject({ fileName: '雨声.wav', published: false });
    const forStudent = async () =>
      ((await call('GET', '/relax/my/audios', 's0')).body.result as { title: string }[]).map((a) => a.title);
    expect(await forStudent()).not.toContain('雨声');
    await call('PUT', '/relax/audio/edit', 'admin', { id: rain?.id, published: true });
    expect(await forStudent()).toContain('雨声');
  });
});

describe('articles', () => {
  it('states the validation message, sanitizes the body and shows students only published ones', async () => {
    expect((await call('POST', '/relax/article/add', 'admin', { title: ' ' })).body.message).toBe(
      '请输入标题',
    );
    const body = '<p onclick="x()">睡前<script>alert(1)</script><strong>放松</strong></p>';
    expect(
      (await call('POST', '/relax/article/add', 'admin', { title: '放松小贴士', body, published: true })).body
        .success,
    ).toBe(true);
    const heads = (await call('GET', '/relax/my/articles', 's0')).body.result as {
      id: string;
      title: string;
    }[];
    expect(heads.map((a) => a.title)).toContain('放松小贴士');
    expect(heads.map((a) => a.title)).not.toContain('和室友相处的小技巧');
    const id = heads.find((a) => a.title === '放松小贴士')?.id;
    const article = (await call('GET', `/relax/my/article?id=${id}`, 's0')).body.result as { body: string };
    expect(article.body).toBe('<p>睡前<strong>放松</strong></p>');
    const deep = '<b>'.repeat(120);
    expect(
      (await call('POST', '/relax/article/add', 'admin', { title: '嵌套', body: deep })).body.message,
    ).toBe('文章正文的标签嵌套超过 100 层，请简化格式后再保存');
    const all = (await call('GET', '/relax/article/all', 'admin')).body.result as {
      id: string;
      title: string;
    }[];
    const draft = all.find((a) => a.title === '和室友相处的小技巧')?.id;
    expect((await call('GET', `/relax/my/article?id=${draft}`, 's0')).body.message).toBe(
      RELAX_MESSAGES.notFound,
    );
  });
});

describe('another school', () => {
  it('sees none of these rows and cannot change them', async () => {
    const audios = (await call('GET', '/relax/audio/all', 'admin')).body.result as { id: string }[];
    const articles = (await call('GET', '/relax/article/all', 'admin')).body.result as { id: string }[];
    expect((await call('GET', '/relax/audio/all', 'zhongxue')).body.result).toEqual([]);
    expect((await call('GET', '/relax/article/all', 'zhongxue')).body.result).toEqual([]);
    const audioId = audios[0]?.id;
    const articleId = articles[0]?.id;
    expect(
      (await call('PUT', '/relax/audio/edit', 'zhongxue', { id: audioId, title: '改' })).body.message,
    ).toBe(RELAX_MESSAGES.notFound);
    expect((await call('GET', `/relax/audio/link?id=${audioId}`, 'zhongxue')).body.message).toBe(
      RELAX_MESSAGES.notFound,
    );
    expect((await call('DELETE', `/relax/audio/delete?id=${audioId}`, 'zhongxue')).body.message).toBe(
      RELAX_MESSAGES.notFound,
    );
    expect(
      (await call('PUT', '/relax/article/edit', 'zhongxue', { id: articleId, title: '改' })).body.message,
    ).toBe(RELAX_MESSAGES.notFound);
    expect((await call('DELETE', `/relax/article/delete?id=${articleId}`, 'zhongxue')).body.message).toBe(
      RELAX_MESSAGES.notFound,
    );
    const stats = (await call('GET', '/relax/stats', 'zhongxue')).body.result as {
      shown: boolean;
      signals: number;
    };
    expect(stats).toMatchObject({ shown: false, signals: 0 });
    const rows = await new TenantDb(t.db, 1000).count(relaxAudio, undefined);
    expect(rows).toBe(audios.length);
  });
});

describe('mood diary', () => {
  it('is the student’s own: each reads only their entries, staff have no route to them', async () => {
    const saved = await call('POST', '/relax/my/mood', 's0', { mood: 4, tags: ['学习'], note: '今天还不错' });
    expect(saved.body.result).toMatchObject({ entry: { day: today, mood: 4, tags: ['学习'] }, help: null });
    expect((await call('GET', '/relax/my/mood', 's0')).body.result).toEqual([
      { day: today, mood: 4, tags: ['学习'], note: '今天还不错' },
    ]);
    expect((await call('GET', '/relax/my/mood', 's1')).body.result).toEqual([]);
    // A staff account has no student record: its diary is empty, and it can write none.
    expect((await call('GET', '/relax/my/mood', 'xinli')).body.result).toEqual([]);
    expect((await call('POST', '/relax/my/mood', 'fudaoyuan', { mood: 3 })).body.message).toBe(
      RELAX_MESSAGES.notStudent,
    );
    const stats = JSON.stringify((await call('GET', '/relax/stats', 'fudaoyuan')).body.result);
    expect(stats).not.toContain('今天还不错');
    expect(stats).not.toContain('RX0000');
  });

  it('writes the day into the growth file for the student alone: no staff reader sees it', async () => {
    const studentId = await studentIdOf(0);
    const events = await new TenantDb(t.db, 1000).list(growthEvent, {
      where: and(eq(growthEvent.studentId, studentId), eq(growthEvent.kind, 'mood')),
    });
    expect(events).toMatchObject([{ visibility: 'self', title: '心情日记：不错', payload: { mood: 4 } }]);
    const staff = await call(
      'GET',
      `/school/growth/timeline?studentId=${studentId}&pageNo=1&pageSize=50`,
      'admin',
    );
    expect(staff.body.success).toBe(true);
    expect(JSON.stringify(staff.body.result)).not.toContain('心情日记');
  });

  it('refuses a day outside the last seven and a mood out of range', async () => {
    expect(
      (await call('POST', '/relax/my/mood', 's0', { mood: 3, day: addDays(today, -7) })).body.message,
    ).toBe(RELAX_MESSAGES.dayOutOfRange);
    expect(
      (await call('POST', '/relax/my/mood', 's0', { mood: 3, day: addDays(today, 1) })).body.message,
    ).toBe(RELAX_MESSAGES.dayOutOfRange);
    expect((await call('POST', '/relax/my/mood', 's0', { mood: 6 })).body.message).toBe('请选择今天的心情');
    expect((await call('POST', '/relax/my/mood', 's0', { mood: 3, tags: ['不存在'] })).body.success).toBe(
      false,
    );
  });

  it('a fall of two below the week mean shows help and files one level-1 signal, once a day', async () => {
    await history(2, [4, 4, 5, 4, 4, 4, 4]);
    const first = await call('POST', '/relax/my/mood', 's2', { mood: 2, tags: [], note: '' });
    expect(first.body.result).toMatchObject({ help: { rules: ['mood_fall'] } });
    const again = await call('POST', '/relax/my/mood', 's2', { mood: 1, tags: [], note: '' });
    expect(again.body.result).toMatchObject({ help: { rules: ['mood_fall'] } });
    expect(await moodSignals(2)).toEqual([
      { level: 1, summary: '心情日记：今天的心情比前 7 天平均低 2 分或更多' },
    ]);
    expect((await call('POST', '/relax/my/mood', 's3', { mood: 3 })).body.result).toMatchObject({
      help: null,
    });
  });

  it('three days in a row at 1 files at the level the school set', async () => {
    expect(
      (
        await call('PUT', '/relax/settings', 'admin', {
          fallPoints: 2,
          lowDays: 3,
          fallLevel: 2,
          phraseLevel: 3,
        })
      ).body.success,
    ).toBe(true);
    await history(4, [1, 1]);
    const saved = await call('POST', '/relax/my/mood', 's4', { day: today, mood: 1 });
    expect(saved.body.result).toMatchObject({ help: { rules: ['low_streak'] } });
    expect(await moodSignals(4)).toEqual([{ level: 2, summary: '心情日记：连续 3 天心情为最低（1 分）' }]);
    expect((await call('GET', '/relax/settings', 'fudaoyuan')).body.result).toEqual({
      fallPoints: 2,
      lowDays: 3,
      fallLevel: 2,
      phraseLevel: 3,
    });
  });

  it('a risk phrase in the note files at the school level with the excerpt and answers the hotlines', async () => {
    const saved = await call('POST', '/relax/my/mood', 's1', { mood: 3, note: '最近总觉得不想活了' });
    const result = saved.body.result as {
      help: { rules: string[]; contacts: { hotlines: { phone: string }[]; onDutyName: string } };
    };
    expect(result.help.rules).toEqual(['risk_phrase']);
    expect(result.help.contacts.hotlines.map((h) => h.phone)).toContain('12356');
    expect(result.help.contacts.onDutyName).not.toBe('');
    const [signal] = await moodSignals(1);
    expect(signal?.level).toBe(3);
    expect(signal?.summary).toContain('心情日记命中风险规则「不想活」');
  });

  it('a filled-in earlier day is judged against the days before it', async () => {
    await history(5, [5, 5, 5]);
    const yesterday = addDays(today, -1);
    const saved = await call('POST', '/relax/my/mood', 's5', { day: yesterday, mood: 2 });
    expect(saved.body.result).toMatchObject({
      entry: { day: yesterday, mood: 2 },
      help: { rules: ['mood_fall'] },
    });
  });
});

describe('statistics', () => {
  it('shows means and tags of at least five students, and nothing about one', async () => {
    const stats = (await call('GET', '/relax/stats', 'xinli')).body.result as {
      shown: boolean;
      students: number;
      weeks: { students: number }[];
      tags: { tag: string }[];
      signals: number;
    };
    expect(stats.shown).toBe(true);
    expect(stats.students).toBeGreaterThanOrEqual(5);
    expect(stats.weeks.every((w) => w.students >= 5)).toBe(true);
    expect(stats.signals).toBe(4);
  });

  it('counts breathing and audio use per kind, only when five students used it', async () => {
    type Usage = { kind: string; students: number; sessions: number; minutes: number }[];
    const usage = async () =>
      ((await call('GET', '/relax/stats', 'xinli')).body.result as { usage: Usage }).usage;
    const before = await usage();
    for (const who of ['s0', 's1', 's2', 's3', 's4'])
      expect(
        (await call('POST', '/relax/my/usage', who, { kind: 'breathing', seconds: 60 })).body.success,
      ).toBe(true);
    await call('POST', '/relax/my/usage', 's0', { kind: 'audio', seconds: 40 });
    // Staff trying the page are not counted.
    await call('POST', '/relax/my/usage', 'xinli', { kind: 'audio', seconds: 40 });
    const breathing = (await usage()).find((u) => u.kind === 'breathing');
    const was = before.find((u) => u.kind === 'breathing');
    expect(breathing?.students).toBe((was?.students ?? 0) + 5);
    expect(breathing?.sessions).toBe((was?.sessions ?? 0) + 5);
    // The demo's three listeners and one test student: fewer than five, so no audio figure.
    expect((await usage()).map((u) => u.kind)).not.toContain('audio');
    expect((await call('POST', '/relax/my/usage', 's0', { kind: 'yoga', seconds: 1 })).body.success).toBe(
      false,
    );
  });
});
