import { RELAX_MESSAGES, relaxRoutes } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { fail, ok } from '../../core/envelope.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { relaxArticle, relaxAudio } from '../../db/schema.ts';
import { materializeDemoAudio } from './audio-files.ts';
import { articleOrder, audioOrder, MEDIA_TTL_SECONDS, toArticle } from './content-routes.ts';

const PUBLISHED_LIMIT = 200;

/** What a signed-in account of the school reads on /m: published audio (with media links) and articles. */
export function registerStudentContentRoutes(r: Registrar, services: ModuleServices): void {
  r.route(relaxRoutes.myAudios, async (ctx) => {
    await materializeDemoAudio(ctx.db, services.files);
    const rows = await ctx.db.list(relaxAudio, {
      where: eq(relaxAudio.published, true),
      orderBy: audioOrder,
      limit: PUBLISHED_LIMIT,
    });
    return ok(
      rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        durationSec: row.durationSec,
        transcript: row.transcript,
        media: row.fileId
          ? services.mediaLinks.issue(ctx.tenantId, row.fileId, { ttlSeconds: MEDIA_TTL_SECONDS })
          : null,
      })),
    );
  });

  r.route(relaxRoutes.myArticles, async (ctx) => {
    const rows = await ctx.db.list(relaxArticle, {
      where: eq(relaxArticle.published, true),
      orderBy: articleOrder,
      limit: PUBLISHED_LIMIT,
    });
    return ok(rows.map(toArticle).map(({ body: _body, published: _published, ...head }) => head));
  });

  r.route(relaxRoutes.myArticle, async (ctx, { query }) => {
    const row = await ctx.db.first(
      relaxArticle,
      and(eq(relaxArticle.id, query.id), eq(relaxArticle.published, true)),
    );
    if (!row) return fail(RELAX_MESSAGES.notFound);
    const { published: _published, ...article } = toArticle(row);
    return ok(article);
  });
}
