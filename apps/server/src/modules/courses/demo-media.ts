import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FileStorage } from '../../core/files/file-storage.ts';
import { renderPdf } from '../../core/pdf/render.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { courseLesson, sysFile } from '../../db/schema.ts';
import { demoToneWav, isDemoTone } from '../relax/index.ts';
import { COURSE_FILE_BIZ } from './chunked-upload.ts';

/** The demo handout: a PDF rendered here (nothing is downloaded). */
export const DEMO_PDF = 'pdf';

const HANDOUT = {
  title: '情绪调节练习手册',
  blocks: [
    { kind: 'heading', text: '情绪调节练习手册' },
    {
      kind: 'paragraph',
      text: '情绪没有好坏之分，它们都在告诉我们一些重要的事情。下面三个练习，每天选一个做五分钟。',
    },
    {
      kind: 'table',
      columns: [
        { title: '练习', width: 1 },
        { title: '怎么做', width: 3 },
      ],
      rows: [
        ['给情绪命名', '停下来，说出此刻的感受：“我现在有点焦虑”。'],
        ['4-7-8 呼吸', '吸气 4 秒，屏息 7 秒，呼气 8 秒，做四轮。'],
        ['写下担心', '把担心的事写在纸上，再写一件今天可以做的小事。'],
      ],
    },
    { kind: 'paragraph', text: '如果难受的感觉持续两周以上，欢迎预约心理中心的老师聊一聊。' },
  ],
} as const;

async function demoFile(demo: string): Promise<{ data: Buffer; type: string; ext: string } | null> {
  if (demo === DEMO_PDF) return { data: await renderPdf(HANDOUT), type: 'application/pdf', ext: 'pdf' };
  if (isDemoTone(demo)) return { data: demoToneWav(demo), type: 'audio/wav', ext: 'wav' };
  return null;
}

/**
 * The lesson's file id, making the demo file first when the lesson is a demo one still without it
 * (the seed runs before the server has its file storage). The lesson takes the file only while it
 * has none; the loser of a race removes its copy.
 */
export async function lessonFileId(
  tdb: TenantDb,
  storage: FileStorage,
  lesson: typeof courseLesson.$inferSelect,
): Promise<string | null> {
  if (lesson.fileId || !lesson.demoMedia) return lesson.fileId;
  const made = await demoFile(lesson.demoMedia);
  if (!made) return null;
  const storageKey = `${COURSE_FILE_BIZ}/${randomBytes(16).toString('hex')}.${made.ext}`;
  await storage.put(`${tdb.tenantId}/${storageKey}`, made.data, made.type);
  const fileId = await tdb.transaction(async (t) => {
    const [id = ''] = await t.insert(sysFile, {
      storageKey,
      biz: COURSE_FILE_BIZ,
      originalName: `${lesson.title}.${made.ext}`,
      contentType: made.type,
      size: made.data.byteLength,
      sha256: createHash('sha256').update(made.data).digest('hex'),
      ownerId: 'system',
    });
    const taken = await t.update(
      courseLesson,
      { fileId: id },
      and(eq(courseLesson.id, lesson.id), isNull(courseLesson.fileId)) ?? eq(courseLesson.id, lesson.id),
    );
    if (taken > 0) return id;
    await t.delete(sysFile, eq(sysFile.id, id));
    return null;
  });
  if (fileId) return fileId;
  await storage.delete(`${tdb.tenantId}/${storageKey}`);
  return (await tdb.byId(courseLesson, lesson.id))?.fileId ?? null;
}
