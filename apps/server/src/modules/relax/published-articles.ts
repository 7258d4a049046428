import { desc, eq } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { relaxArticle } from '../../db/schema.ts';

/** Newest published articles first, at most `limit`: what students may already read. */
export const publishedArticles = (db: TenantDb, limit = 100) =>
  db.list(relaxArticle, {
    where: eq(relaxArticle.published, true),
    orderBy: [desc(relaxArticle.publishTime)],
    limit,
  });
