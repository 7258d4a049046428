import {
  AI_KNOWLEDGE_MAX,
  AI_MESSAGES,
  type AiKnowledge,
  type AiStaffTool,
  type TaskProgress,
} from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { aiKnowledge } from '../../db/schema.ts';
import { postForEvents } from '../../test/event-stream-client.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Caller, callerOf, classAccounts } from '../screening/test-support.ts';

let t: TestApp;
let fake: FakeOpenAi;
let base = '';
let admin: Caller;
let studentToken = '';
const tokens = new Map<string, string>();

beforeAll(async () => {
  fake = await startFakeOpenAi(['本班完成率为 ', '50%。']);
  t = await createTestApp();
  admin = callerOf(t, await t.login('admin'));
  for (const name of ['xinli', 'fudaoyuan', 'banzhuren']) tokens.set(name, await t.login(name));
  const accounts = await classAccounts(t, admin, '计算机学院', '2023级1班');
  const first = accounts.students[0];
  if (!first) throw new Error('no student');
  studentToken = await t.login(first.studentNo, first.password);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const token = (name: string) => tokens.get(name) ?? '';
const staffChat = (who: string, text: string) =>
  postForEvents(`${base}/jeecg-boot/ai/staff/chat`, token(who), { text });
const studentChat = (text: string) =>
  postForEvents(`${base}/jeecg-boot/ai/student/chat`, studentToken, { text });

describe('the staff assistant’s tools', () => {
  it('offers only the tools of pages the caller may open', async () => {
    const names = async (who: string) =>
      ((await callerOf(t, token(who)).get('/ai/staff/tools')).result as AiStaffTool[]).map(
        (tool) => tool.name,
      );
    expect(await names('xinli')).toEqual(['screeningProgress', 'openCases', 'interviewOutline']);
    expect(await names('banzhuren')).toEqual(['screeningProgress', 'openCases', 'interviewOutline']);
    const student = await callerOf(t, studentToken).get('/ai/staff/tools');
    expect(student.success).toBe(false);
  });

  it('answers the completion of running tasks with the caller’s own reach, as the progress page does', async () => {
    for (const who of ['xinli', 'banzhuren']) {
      const caller = callerOf(t, token(who));
      const tasks = (await caller.get('/screening/task/list?pageNo=1&pageSize=50')).result as {
        records: { id: string; name: string; taskStatus: string }[];
      };
      const running = tasks.records.filter((task) => task.taskStatus === 'open');
      expect(running.length).toBeGreaterThan(0);
      const reply = await staffChat(who, '这个班本学期的测评完成情况怎么样？');
      expect(reply.names).toEqual(['conversation', 'tool', 'delta', 'done']);
      expect(reply.events[1]?.data).toEqual({ name: 'screeningProgress', title: '测评完成情况' });
      for (const task of running) {
        const progress = (await caller.get(`/screening/task/progress?id=${task.id}`)).result as TaskProgress;
        if (progress.total.assigned === 0) continue;
        expect(reply.answer).toContain(
          `「${task.name}」：应测 ${progress.total.assigned} 人，已完成 ${progress.total.submitted} 人，完成率 ${progress.total.rate}%`,
        );
      }
    }
  });

  it('counts open cases within the caller’s reach and drafts an interview outline without data', async () => {
    const cases = await staffChat('xinli', '现在还有多少未结束的预警个案？');
    expect(cases.events[1]?.data).toMatchObject({ name: 'openCases' });
    expect(cases.answer).toMatch(/有 \d+ 个未结束的预警个案/);
    const outline = await staffChat('fudaoyuan', '帮我起草一份约谈提纲');
    expect(outline.events[1]?.data).toMatchObject({ name: 'interviewOutline' });
    expect(outline.answer).toContain('风险评估');
  });

  it('is for staff: a student is refused', async () => {
    const reply = await callerOf(t, studentToken).post('/ai/staff/chat', { text: '你好' });
    expect(reply.success).toBe(false);
  });

  it('gives a configured model the tools’ findings as a system message', async () => {
    const saved = await admin.post('/ai/settings/save', {
      provider: 'openai',
      baseUrl: fake.url,
      model: 'test-model',
      apiKey: 'sk-staff-test',
      externalEnabled: true,
      monthlyTokenBudget: 100_000,
      retentionDays: 30,
      studentPerMinute: 100,
      schoolPerMinute: 1000,
    });
    expect(saved.success).toBe(true);
    const reply = await staffChat('banzhuren', '本班测评完成情况');
    expect(reply.answer).toBe('本班完成率为 50%。');
    const sent = fake.requests.at(-1)?.body.messages ?? [];
    expect(sent[1]?.content).toContain('系统查询结果');
    expect(sent[1]?.content).toContain('完成率');
    await admin.post('/ai/settings/save', {
      provider: 'offline',
      baseUrl: '',
      model: '',
      externalEnabled: false,
      monthlyTokenBudget: 100_000,
      retentionDays: 30,
      studentPerMinute: 100,
      schoolPerMinute: 1000,
    });
  });
});

describe('the school’s 知识库', () => {
  it('is quoted by the offline provider once added, not when disabled, and only in its own school', async () => {
    const centre = callerOf(t, token('xinli'));
    const entry = {
      title: '心理中心在哪里',
      answer: '心理中心在图书馆三楼 305 室，工作日 8:30–17:00 开放。',
      enabled: true,
    };
    expect((await centre.post('/ai/knowledge/add', entry)).success).toBe(true);
    const found = await studentChat('请问心理中心在哪里？');
    expect(found.answer).toContain('图书馆三楼 305 室');

    expect(await new TenantDb(t.db, 1001).count(aiKnowledge)).toBe(0);

    const [stored] = (await centre.get('/ai/knowledge/all')).result as AiKnowledge[];
    expect(stored?.title).toBe('心理中心在哪里');
    await centre.post('/ai/knowledge/edit', { ...entry, id: stored?.id, enabled: false });
    const hidden = await studentChat('请问心理中心在哪里？');
    expect(hidden.answer).not.toContain('305');
  });

  it('holds at most AI_KNOWLEDGE_MAX entries and says so in Chinese', async () => {
    const centre = callerOf(t, token('xinli'));
    const held = ((await centre.get('/ai/knowledge/all')).result as AiKnowledge[]).length;
    const filler = Array.from({ length: AI_KNOWLEDGE_MAX - held }, (_, i) => ({
      title: `问题 ${i}`,
      answer: `回答 ${i}`,
      enabled: 0,
    }));
    await new TenantDb(t.db, 1000).insert(aiKnowledge, filler);
    const refused = await centre.post('/ai/knowledge/add', {
      title: '多一条',
      answer: '回答',
      enabled: true,
    });
    expect(refused).toMatchObject({ success: false, message: AI_MESSAGES.knowledgeFull });
  });

  it('is edited only by holders of ai:knowledge:edit', async () => {
    const teacher = callerOf(t, token('banzhuren'));
    const reply = await teacher.post('/ai/knowledge/add', { title: '试', answer: '试', enabled: true });
    expect(reply.success).toBe(false);
  });
});
