import type { CourseLesson, CourseRecord } from '@xinmiao/shared';
import { formatDateTime } from '../../core/time.ts';
import type { course, courseLesson } from '../../db/schema.ts';

export function toCourseRecord(row: typeof course.$inferSelect): CourseRecord {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    summary: row.summary,
    status: row.status,
    publishTime: formatDateTime(row.publishTime),
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
  };
}

export function toLesson(row: typeof courseLesson.$inferSelect, fileName: string | null): CourseLesson {
  return {
    id: row.id,
    chapterId: row.chapterId,
    title: row.title,
    kind: row.kind,
    content: row.content,
    fileId: row.fileId,
    fileName,
    transcript: row.transcript,
    durationSeconds: row.durationSeconds,
    sortNo: row.sortNo,
  };
}
