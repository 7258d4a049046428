import { COURSE_MESSAGES, type CourseDetail, type CourseRecord, type CourseTarget } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, type Body, createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoCourses } from './seed.ts';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', [
    'course:course:list',
    'course:course:edit',
    'course:course:delete',
  ]);
  for (const name of ['admin', 'zhongxue', 'banzhuren']) token[name] = await t.login(name);
});
afterAll(() => t.close());

const api = '/jeecg-boot/course';
const get = async (url: string, who = 'admin') =>
  (await t.call({ method: 'GET', url: `${api}${url}`, headers: auth(token[who] ?? '') })).body;
const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = 'admin') =>
  (
    await t.call({
      method,
      url: `${api}${url}`,
      headers: auth(token[who] ?? ''),
      ...(payload ? { payload } : {}),
    })
  ).body;

async function addCourse(title = '情绪管理练习'): Promise<string> {
  const body = await send('POST', '/add', { title, category: 'mental', summary: '认识和调节情绪' });
  expect(body.success).toBe(true);
  return body.result as string;
}

describe('课程管理', () => {
  it('answers 401 without a token and 510 without the button', async () => {
    const anonymous = await t.call({ method: 'GET', url: `${api}/list` });
    expect(anonymous.status).toBe(401);
    const student = await t.call({ method: 'GET', url: `${api}/list`, headers: auth(token.banzhuren ?? '') });
    expect(student.body.code).toBe(510);
  });

  it('validates with Chinese messages', async () => {
    const body = await send('POST', '/add', { title: ' ', category: 'mental' });
    expect(body).toMatchObject({ success: false, message: '请输入课程名称' });
  });

  it('keeps a catalogue of courses with chapters and lessons, rich text sanitized', async () => {
    const id = await addCourse();
    const chapter = (await send('POST', '/chapter/add', { courseId: id, title: '第一章 认识情绪' }))
      .result as string;
    const lesson = await send('POST', '/lesson/add', {
      chapterId: chapter,
      title: '情绪是什么',
      kind: 'text',
      content: '<p onclick="x()">情绪<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>',
    });
    expect(lesson.success).toBe(true);
    const detail = (await get(`/queryById?id=${id}`)).result as CourseDetail;
    expect(detail.chapters).toHaveLength(1);
    const [saved] = detail.chapters[0]?.lessons ?? [];
    expect(saved?.content).toBe('<p>情绪<a rel="noopener noreferrer" target="_blank">链接</a></p>');
    const list = (await get('/list?title=*情绪*')).result as { records: CourseRecord[] };
    expect(list.records.map((r) => r.id)).toContain(id);
  });

  it('refuses a document or video lesson without its uploaded file', async () => {
    const id = await addCourse('生涯探索');
    const chapter = (await send('POST', '/chapter/add', { courseId: id, title: '第一章' })).result as string;
    const body: Body = await send('POST', '/lesson/add', {
      chapterId: chapter,
      title: '讲义',
      kind: 'document',
    });
    expect(body).toMatchObject({ success: false, message: COURSE_MESSAGES.fileMissing });
  });

  it('seeds demo courses whose PDF and audio are made here on first read, with a transcript', async () => {
    await seedDemoCourses(new TenantDb(t.db, 1000, 'admin'));
    const list = (await get('/list?title=*情绪管理入门*')).result as { records: CourseRecord[] };
    const [demo] = list.records;
    expect(demo).toMatchObject({ status: '1' });
    const detail = (await get(`/queryById?id=${demo?.id}`)).result as CourseDetail;
    const lessons = detail.chapters.flatMap((c) => c.lessons);
    const pdf = lessons.find((l) => l.kind === 'document');
    const audio = lessons.find((l) => l.kind === 'audio');
    expect(pdf?.fileName).toBe('情绪调节练习手册.pdf');
    expect(audio?.transcript).toContain('慢慢呼气');
    const bytes = async (lessonId: string | undefined) => {
      const link = (await get(`/lesson/mediaLink?id=${lessonId}`)).result as { path: string };
      return (await t.app.inject({ method: 'GET', url: `/jeecg-boot${link.path}` })).rawPayload;
    };
    expect((await bytes(pdf?.id)).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await bytes(audio?.id)).subarray(0, 4).toString()).toBe('RIFF');
    // A second read keeps the same file.
    const again = (await get(`/queryById?id=${demo?.id}`)).result as CourseDetail;
    expect(again.chapters.flatMap((c) => c.lessons).find((l) => l.kind === 'document')?.fileId).toBe(
      pdf?.fileId,
    );
    const targets = (await get(`/target/all?id=${demo?.id}`)).result as CourseTarget[];
    expect(targets).toHaveLength(1);
  });

  it("tenant 1001 cannot list, read, edit or delete tenant 1000's course", async () => {
    const id = await addCourse('本校课程');
    const missing = await get('/queryById?id=nope', 'zhongxue');
    expect((await get(`/queryById?id=${id}`, 'zhongxue')).message).toBe(missing.message);
    const list = (await get('/list', 'zhongxue')).result as { records: CourseRecord[] };
    expect(list.records.map((r) => r.id)).not.toContain(id);
    const edit = await send('PUT', '/edit', { id, title: '篡改', category: 'mental' }, 'zhongxue');
    expect(edit.message).toBe(missing.message);
    expect((await send('DELETE', `/delete?id=${id}`, undefined, 'zhongxue')).message).toBe(missing.message);
    expect(((await get(`/queryById?id=${id}`)).result as CourseDetail).title).toBe('本校课程');
  });
});
