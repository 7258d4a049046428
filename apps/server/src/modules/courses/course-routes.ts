import { COURSE_MESSAGES, type CourseDetail, courseRoutes, type LessonKind } from '@xinmiao/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { fail, ok, okMsg, okWith } from '../../core/envelope.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import type { MediaLinks } from '../../core/files/media-links.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { course, courseChapter, courseLesson, sysFile } from '../../db/schema.ts';
import { COURSE_FILE_BIZ } from './chunked-upload.ts';
import { lessonFileId } from './demo-media.ts';
import { toCourseRecord, toLesson } from './records.ts';
import { sanitizeLessonHtml } from './rich-text.ts';

/** Which stored files each lesson kind plays: a PDF for a document, audio or video for the others. */
const FILE_TYPES: Record<LessonKind, (contentType: string) => boolean> = {
  text: () => false,
  document: (type) => type === 'application/pdf',
  video: (type) => type.startsWith('video/'),
  audio: (type) => type.startsWith('audio/'),
};

/** The lesson's file, when the kind needs one: an uploaded course file of the matching type. */
async function checkedFileId(
  db: TenantDb,
  kind: LessonKind,
  fileId: string | null | undefined,
): Promise<{ fileId: string | null } | { error: string }> {
  if (kind === 'text') return { fileId: null };
  if (!fileId) return { error: COURSE_MESSAGES.fileMissing };
  const file = await db.byId(sysFile, fileId);
  if (!file || file.biz !== COURSE_FILE_BIZ) return { error: COURSE_MESSAGES.fileMissing };
  if (!FILE_TYPES[kind](file.contentType)) return { error: COURSE_MESSAGES.fileKind };
  return { fileId };
}

/** A course with its chapters and lessons; a demo lesson's file is made on this first read. */
export async function courseDetail(
  db: TenantDb,
  id: string,
  storage: FileStorage,
): Promise<CourseDetail | null> {
  const row = await db.byId(course, id);
  if (!row) return null;
  const chapters = await db.list(courseChapter, {
    where: eq(courseChapter.courseId, id),
    orderBy: [asc(courseChapter.sortNo), asc(courseChapter.createTime)],
  });
  const lessons = await Promise.all(
    (
      await db.list(courseLesson, {
        where: eq(courseLesson.courseId, id),
        orderBy: [asc(courseLesson.sortNo), asc(courseLesson.createTime)],
      })
    ).map(async (l) => ({ ...l, fileId: await lessonFileId(db, storage, l) })),
  );
  const fileIds = lessons.flatMap((l) => (l.fileId ? [l.fileId] : []));
  const files = fileIds.length ? await db.list(sysFile, { where: inArray(sysFile.id, fileIds) }) : [];
  const names = new Map(files.map((f) => [f.id, f.originalName]));
  return {
    ...toCourseRecord(row),
    chapters: chapters.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      sortNo: chapter.sortNo,
      lessons: lessons
        .filter((l) => l.chapterId === chapter.id)
        .map((l) => toLesson(l, l.fileId ? (names.get(l.fileId) ?? null) : null)),
    })),
  };
}

/** 课程管理: the catalogue, chapters and lessons (rich text sanitized on the way in). */
export function registerCourseRoutes(r: Registrar, links: MediaLinks, storage: FileStorage): void {
  r.route(
    courseRoutes.list,
    sqlList(courseRoutes.list, {
      table: course,
      sort: { createTime: course.createTime, title: course.title },
      filters: { title: course.title, category: course.category, status: course.status },
      defaultOrder: [desc(course.createTime)],
      tiebreak: desc(course.id),
      toRecords: (rows) => rows.map(toCourseRecord),
    }),
  );

  r.route(courseRoutes.detail, async (ctx, { query }) => {
    const detail = await courseDetail(ctx.db, query.id, storage);
    return detail ? ok(detail) : fail(COURSE_MESSAGES.notFound);
  });

  r.route(courseRoutes.add, async (ctx, { body }) => {
    const [id = ''] = await ctx.db.insert(course, body);
    ctx.logSubject(body.title);
    return okWith(COURSE_MESSAGES.addOk, id);
  });

  r.route(courseRoutes.edit, async (ctx, { body }) => {
    const { id, ...values } = body;
    const n = await ctx.db.update(course, values, eq(course.id, id));
    ctx.logSubject(body.title);
    return n ? okMsg(COURSE_MESSAGES.editOk) : fail(COURSE_MESSAGES.notFound);
  });

  r.route(courseRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.byId(course, query.id);
    if (!row) return fail(COURSE_MESSAGES.notFound);
    await ctx.db.softDelete(course, eq(course.id, row.id));
    ctx.logSubject(row.title);
    return okMsg(COURSE_MESSAGES.deleteOk);
  });

  r.route(courseRoutes.chapterAdd, async (ctx, { body }) => {
    const parent = await ctx.db.byId(course, body.courseId);
    if (!parent) return fail(COURSE_MESSAGES.notFound);
    const [id = ''] = await ctx.db.insert(courseChapter, body);
    ctx.logSubject(`${parent.title} / ${body.title}`);
    return okWith(COURSE_MESSAGES.addOk, id);
  });

  r.route(courseRoutes.chapterDelete, async (ctx, { query }) => {
    const row = await ctx.db.byId(courseChapter, query.id);
    if (!row) return fail(COURSE_MESSAGES.notFound);
    await ctx.db.delete(courseChapter, eq(courseChapter.id, row.id));
    ctx.logSubject(row.title);
    return okMsg(COURSE_MESSAGES.deleteOk);
  });

  r.route(courseRoutes.lessonAdd, async (ctx, { body }) => {
    const chapter = await ctx.db.byId(courseChapter, body.chapterId);
    if (!chapter || !(await ctx.db.byId(course, chapter.courseId))) return fail(COURSE_MESSAGES.notFound);
    const file = await checkedFileId(ctx.db, body.kind, body.fileId);
    if ('error' in file) return fail(file.error);
    const [id = ''] = await ctx.db.insert(courseLesson, {
      ...body,
      courseId: chapter.courseId,
      content: sanitizeLessonHtml(body.content ?? ''),
      fileId: file.fileId,
    });
    ctx.logSubject(body.title);
    return okWith(COURSE_MESSAGES.addOk, id);
  });

  r.route(courseRoutes.lessonEdit, async (ctx, { body }) => {
    const { id, ...values } = body;
    const row = await ctx.db.byId(courseLesson, id);
    if (!row) return fail(COURSE_MESSAGES.notFound);
    const file = await checkedFileId(ctx.db, values.kind, values.fileId);
    if ('error' in file) return fail(file.error);
    await ctx.db.update(
      courseLesson,
      { ...values, content: sanitizeLessonHtml(values.content ?? ''), fileId: file.fileId },
      eq(courseLesson.id, id),
    );
    ctx.logSubject(values.title);
    return okMsg(COURSE_MESSAGES.editOk);
  });

  r.route(courseRoutes.lessonDelete, async (ctx, { query }) => {
    const row = await ctx.db.byId(courseLesson, query.id);
    if (!row) return fail(COURSE_MESSAGES.notFound);
    await ctx.db.delete(courseLesson, eq(courseLesson.id, row.id));
    ctx.logSubject(row.title);
    return okMsg(COURSE_MESSAGES.deleteOk);
  });

  r.route(courseRoutes.lessonMedia, async (ctx, { query }) => {
    const row = await ctx.db.byId(courseLesson, query.id);
    const fileId = row ? await lessonFileId(ctx.db, storage, row) : null;
    if (!fileId) return fail(COURSE_MESSAGES.notFound);
    return ok(links.issue(ctx.tenantId, fileId));
  });
}
