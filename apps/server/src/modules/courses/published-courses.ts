import { desc, eq } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { course } from '../../db/schema.ts';

const PUBLISHED = '1';

/** Newest published courses first, at most `limit`: their titles and summaries. */
export const publishedCourses = (db: TenantDb, limit = 100) =>
  db.list(course, { where: eq(course.status, PUBLISHED), orderBy: [desc(course.createTime)], limit });
