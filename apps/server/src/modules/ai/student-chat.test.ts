import type { AiSettings, AiSettingsInput } from '@xinmiao/shared';
import { AI_MESSAGES } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import {
  aiConversation,
  aiMessage,
  aiSetting,
  crisisSignal,
  schoolStudent,
  sysAnnouncement,
} from '../../db/schema.ts';
import { postForEvents, type StreamedEvent } from '../../test/event-stream-client.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai.ts';
import { auditedReads } from '../../test/read-audits.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Caller, callerOf, classAccounts } from '../screening/test-support.ts';
import { aiTranscriptPurge } from './purge-job.ts';

let t: TestApp;
let fake: FakeOpenAi;
let base = '';
let admin: Caller;
let studentToken = '';
let student: typeof schoolStudent.$inferSelect;
const db = () => new TenantDb(t.db, 1000);

beforeAll(async () => {
  fake = await startFakeOpenAi(['你好，', '我在这里', '陪你。']);
  t = await createTestApp();
  admin = callerOf(t, await t.login('admin'));
  const accounts = await classAccounts(t, admin, '计算机学院', '2023级1班');
  const first = accounts.students[0];
  if (!first) throw new Error('no student');
  studentToken = await t.login(first.studentNo, first.password);
  const row = await db().first(schoolStudent, eq(schoolStudent.studentNo, first.studentNo));
  if (!row) throw new Error('no student row');
  student = row;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const chat = (
  text: string,
  options: { token?: string; conversationId?: string; onFirst?: (e: StreamedEvent) => Promise<void> } = {},
) =>
  postForEvents(
    `${base}/jeecg-boot/ai/student/chat`,
    options.token ?? studentToken,
    { text, ...(options.conversationId ? { conversationId: options.conversationId } : {}) },
    options.onFirst,
  );

const SETTINGS: AiSettingsInput = {
  provider: 'openai',
  baseUrl: '',
  model: 'test-model',
  apiKey: 'sk-test-secret',
  externalEnabled: true,
  monthlyTokenBudget: 100_000,
  retentionDays: 30,
  studentPerMinute: 100,
  schoolPerMinute: 1000,
};

describe('student chat, offline by default', () => {
  it('answers from the centre’s content and cites it, with no network', async () => {
    const reply = await chat('最近总是睡不着，失眠怎么办？');
    expect(reply.names[0]).toBe('conversation');
    expect(reply.names.at(-1)).toBe('done');
    expect(reply.answer).toContain('固定作息');
    const sources = reply.events.find((e) => e.event === 'sources')?.data.sources;
    expect(sources).toEqual(expect.arrayContaining([{ title: '睡不着、失眠怎么办' }]));
    expect(reply.events.at(-1)?.data).toEqual({ provider: 'offline' });
    expect(fake.requests).toHaveLength(0);
  });

  it('quotes the school’s hotlines when asked', async () => {
    const reply = await chat('学校的求助热线电话是多少');
    expect(reply.answer).toContain('12356');
  });

  it('asks for a sign-in and tells a staff account that the student chat is for students', async () => {
    const anonymous = await t.call({
      method: 'POST',
      url: '/jeecg-boot/ai/student/chat',
      payload: { text: '你好' },
    });
    expect(anonymous.status).toBe(401);
    const staff = await chat('你好', { token: await t.login('xinli') });
    expect(staff.events).toEqual([{ event: 'error', data: { message: AI_MESSAGES.notStudent } }]);
  });
});

describe('an external provider', () => {
  it('keeps the key sealed and never returns it', async () => {
    const saved = await admin.post('/ai/settings/save', { ...SETTINGS, baseUrl: fake.url });
    expect(saved.success).toBe(true);
    const shown = (await admin.get('/ai/settings')).result as AiSettings;
    expect(shown).toMatchObject({ provider: 'openai', secretState: 'set', externalEnabled: true });
    expect(JSON.stringify(shown)).not.toContain('sk-test-secret');
    const row = await db().first(aiSetting, undefined);
    expect(row?.apiKeySealed).toBeTruthy();
    expect(row?.apiKeySealed).not.toContain('sk-test-secret');
  });

  it('is used only after the student’s consent, streams its answer and never sees the student’s name', async () => {
    const before = await chat('你好');
    expect(before.events.at(-1)?.data).toEqual({ provider: 'offline' });
    expect(fake.requests).toHaveLength(0);

    const consent = callerOf(t, studentToken);
    expect(
      (await consent.post('/ai/student/consent', { givenBy: 'guardian', guardianName: '家长' })).success,
    ).toBe(true);
    const reply = await chat(`我是${student.name}，学号${student.studentNo}，最近有点累`);
    expect(reply.answer).toBe('你好，我在这里陪你。');
    expect(reply.names.filter((n) => n === 'delta')).toHaveLength(3);
    expect(reply.events.at(-1)?.data).toEqual({ provider: 'openai' });
    const sent = fake.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer sk-test-secret');
    expect(sent?.body.model).toBe('test-model');
    expect(sent?.body.messages[0]?.role).toBe('system');
    const said = JSON.stringify(sent?.body.messages);
    expect(said).not.toContain(student.name);
    expect(said).not.toContain(student.studentNo);
    expect(said).toContain('[同学]');
    const stored = await db().first(
      aiMessage,
      and(eq(aiMessage.conversationId, reply.conversationId), eq(aiMessage.provider, 'openai')),
    );
    expect(stored?.tokens).toBe(42);
  });
});

describe('a message that hits a risk rule', () => {
  it('files a signal before any reply is streamed, shows the resources, and never reaches the model', async () => {
    const seen = fake.requests.length;
    const aiSignals = () => db().count(crisisSignal, eq(crisisSignal.source, 'ai_chat'));
    const before = await aiSignals();
    let signalAtFirstEvent = 0;
    const reply = await chat('我 xiang si，不想再撑了', {
      onFirst: async () => {
        signalAtFirstEvent = await aiSignals();
      },
    });
    expect(reply.names).toEqual(['conversation', 'risk', 'delta', 'done']);
    expect(signalAtFirstEvent).toBe(before + 1);
    const risk = reply.events[1]?.data as { level: number; contacts: { hotlines: { phone: string }[] } };
    expect(risk.level).toBe(3);
    expect(risk.contacts.hotlines.map((h) => h.phone)).toContain('12356');
    expect(reply.answer).toContain('心理中心的老师');
    expect(fake.requests).toHaveLength(seen);

    const message = await db().first(
      aiMessage,
      and(eq(aiMessage.conversationId, reply.conversationId), eq(aiMessage.role, 'user')),
    );
    const signal = await db().first(crisisSignal, eq(crisisSignal.sourceRef, message?.id ?? ''));
    expect(signal?.summary).toContain('xiang si');
    const conversation = await db().byId(aiConversation, reply.conversationId);
    expect(conversation?.riskCaseId).toBe(signal?.caseId);

    // The case's owners read the transcript (audited); a class teacher does not.
    const caseId = signal?.caseId ?? '';
    const centre = callerOf(t, await t.login('xinli'));
    const transcript = await centre.get(`/ai/case/transcript?caseId=${caseId}`);
    expect(transcript.result).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: message?.id, riskHit: true, role: 'user' })]),
    );
    expect(await auditedReads(t.db, { recordId: message?.id ?? '', username: 'xinli' })).toHaveLength(1);
    const teacher = callerOf(t, await t.login('banzhuren'));
    expect((await teacher.get(`/ai/case/transcript?caseId=${caseId}`)).message).toBe(
      AI_MESSAGES.transcriptRefused,
    );

    // The conversation goes on; the model never gets the message that hit, nor the safety reply.
    const next = await chat('谢谢你', { conversationId: reply.conversationId });
    expect(next.events.at(-1)?.data).toEqual({ provider: 'openai' });
    const said = JSON.stringify(fake.requests.at(-1)?.body.messages);
    expect(said).toContain('谢谢你');
    expect(said).not.toContain('xiang si');
    expect(said).not.toContain('请学校心理中心的老师留意');
  });
});

describe('the model’s own flag', () => {
  it('files a signal at the lowest level for review and shows the resources before the answer', async () => {
    fake.respondWith(['[[RI', 'SK]]', '听起来你最近很辛苦，', '要不要和老师聊聊？']);
    try {
      const reply = await chat('最近做什么都提不起劲，觉得没意思');
      expect(reply.events.at(-1)?.data).toEqual({ provider: 'openai' });
      expect(reply.names.indexOf('risk')).toBeGreaterThan(0);
      expect(reply.names.indexOf('risk')).toBeLessThan(reply.names.indexOf('delta'));
      expect(reply.answer).toBe('听起来你最近很辛苦，要不要和老师聊聊？');
      const message = await db().first(
        aiMessage,
        and(eq(aiMessage.conversationId, reply.conversationId), eq(aiMessage.role, 'user')),
      );
      expect(message?.riskRuleId).toBeNull();
      const signal = await db().first(crisisSignal, eq(crisisSignal.sourceRef, message?.id ?? ''));
      expect(signal).toMatchObject({ source: 'ai_chat', level: 1 });
      expect(signal?.summary).toContain('模型提示');
      expect((await db().byId(aiConversation, reply.conversationId))?.riskCaseId).toBe(signal?.caseId);

      fake.respondWith(['[[R', '没事，', '我在。']);
      const unflagged = await chat('谢谢', { conversationId: reply.conversationId });
      expect(unflagged.names).not.toContain('risk');
      expect(unflagged.answer).toBe('[[R没事，我在。');
    } finally {
      fake.respondWith(['你好，', '我在这里', '陪你。']);
    }
  });
});

describe('limits', () => {
  it('past the monthly budget answers offline and tells the admin once', async () => {
    await db().update(aiSetting, { monthlyTokenBudget: 10 }, eq(aiSetting.provider, 'openai'));
    const first = await chat('压力好大');
    expect(first.events.at(-1)?.data).toEqual({ provider: 'offline' });
    await chat('考试焦虑');
    const notices = await db().list(sysAnnouncement, {
      where: eq(sysAnnouncement.titile, 'AI 助手本月模型额度已用完'),
    });
    expect(notices).toHaveLength(1);
  });

  it('refuses a student sending faster than the school allows', async () => {
    await db().update(aiSetting, { studentPerMinute: 1 }, eq(aiSetting.provider, 'openai'));
    const reply = await chat('还在吗');
    expect(reply.events).toEqual([{ event: 'error', data: { message: AI_MESSAGES.tooFast } }]);
  });

  it('the purge job deletes conversations past the school’s retention', async () => {
    const log = t.app.log as FastifyBaseLogger;
    await aiTranscriptPurge.run({ db: db(), platformDb: t.db, parameter: null, fireTime: new Date(), log });
    expect(await db().count(aiConversation)).toBeGreaterThan(0);
    const later = new Date(Date.now() + 31 * 86_400_000);
    await aiTranscriptPurge.run({ db: db(), platformDb: t.db, parameter: null, fireTime: later, log });
    expect(await db().count(aiConversation)).toBe(0);
    expect(await db().count(aiMessage)).toBe(0);
  });
});
