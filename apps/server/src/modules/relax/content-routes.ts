import { RELAX_MESSAGES, type RelaxArticle, type RelaxAudio, relaxRoutes } from '@xinmiao/shared';
import { asc, desc, eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { chinaDateTime, formatDateTime } from '../../core/time.ts';
import { relaxArticle, relaxAudio } from '../../db/schema.ts';
import { sanitizeHtml } from '../announcement/index.ts';
import { audioFileByKey, fileNames, materializeDemoAudio } from './audio-files.ts';

export const MEDIA_TTL_SECONDS = 3 * 3600;
const LIST_LIMIT = 500;

export const audioOrder = [asc(relaxAudio.sortNo), asc(relaxAudio.createTime)];
export const articleOrder = [desc(relaxArticle.publishTime), desc(relaxArticle.createTime)];

export const toArticle = (row: typeof relaxArticle.$inferSelect): RelaxArticle => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  body: row.body,
  published: row.published,
  publishTime: formatDateTime(row.publishTime),
  createTime: chinaDateTime(row.createTime),
});

/** The console's 减压星球 page: relaxation audio (uploaded through `/sys/common/upload`) and articles. */
export function registerContentRoutes(r: Registrar, services: ModuleServices): void {
  r.route(relaxRoutes.audioList, async (ctx) => {
    await materializeDemoAudio(ctx.db, services.files);
    const rows = await ctx.db.list(relaxAudio, { orderBy: audioOrder, limit: LIST_LIMIT });
    const names = await fileNames(
      ctx.db,
      rows.flatMap((row) => (row.fileId ? [row.fileId] : [])),
    );
    return ok(
      rows.map(
        (row): RelaxAudio => ({
          id: row.id,
          title: row.title,
          description: row.description,
          durationSec: row.durationSec,
          published: row.published,
          sortNo: row.sortNo,
          fileName: row.fileId ? (names.get(row.fileId) ?? null) : null,
          demo: row.demoTone !== null,
          transcript: row.transcript,
          createTime: chinaDateTime(row.createTime),
        }),
      ),
    );
  });

  r.route(relaxRoutes.audioAdd, async (ctx, { body }) => {
    const { fileKey, ...fields } = body;
    const file = await audioFileByKey(ctx.db, fileKey);
    if (!file) return fail(RELAX_MESSAGES.notAudio);
    await ctx.db.insert(relaxAudio, { ...fields, fileId: file.id });
    ctx.logSubject(body.title);
    return okMsg(RELAX_MESSAGES.saved);
  });

  r.route(relaxRoutes.audioEdit, async (ctx, { body }) => {
    const { id, fileKey, ...fields } = body;
    const row = await ctx.db.byId(relaxAudio, id);
    if (!row) return fail(RELAX_MESSAGES.notFound);
    const file = fileKey ? await audioFileByKey(ctx.db, fileKey) : undefined;
    if (fileKey && !file) return fail(RELAX_MESSAGES.notAudio);
    await ctx.db.update(
      relaxAudio,
      { ...fields, ...(file ? { fileId: file.id, demoTone: null } : {}) },
      eq(relaxAudio.id, id),
    );
    ctx.logSubject(fields.title ?? row.title);
    return okMsg(RELAX_MESSAGES.saved);
  });

  r.route(relaxRoutes.audioDelete, async (ctx, { query }) => {
    const row = await ctx.db.byId(relaxAudio, query.id);
    if (!row) return fail(RELAX_MESSAGES.notFound);
    await ctx.db.softDelete(relaxAudio, eq(relaxAudio.id, row.id));
    ctx.logSubject(row.title);
    return okMsg(RELAX_MESSAGES.deleted);
  });

  r.route(relaxRoutes.audioLink, async (ctx, { query }) => {
    const row = await ctx.db.byId(relaxAudio, query.id);
    if (!row?.fileId) return fail(RELAX_MESSAGES.notFound);
    return ok(services.mediaLinks.issue(ctx.tenantId, row.fileId, { ttlSeconds: MEDIA_TTL_SECONDS }));
  });

  r.route(relaxRoutes.articleList, async (ctx) => {
    const rows = await ctx.db.list(relaxArticle, { orderBy: articleOrder, limit: LIST_LIMIT });
    return ok(rows.map(toArticle));
  });

  r.route(relaxRoutes.articleAdd, async (ctx, { body }) => {
    await ctx.db.insert(relaxArticle, {
      ...body,
      body: sanitizeHtml(body.body, '文章正文'),
      publishTime: body.published ? new Date() : null,
    });
    ctx.logSubject(body.title);
    return okMsg(RELAX_MESSAGES.saved);
  });

  r.route(relaxRoutes.articleEdit, async (ctx, { body }) => {
    const { id, ...fields } = body;
    const row = await ctx.db.byId(relaxArticle, id);
    if (!row) return fail(RELAX_MESSAGES.notFound);
    const publishing = fields.published === true && !row.published;
    await ctx.db.update(
      relaxArticle,
      {
        ...fields,
        ...(fields.body === undefined ? {} : { body: sanitizeHtml(fields.body, '文章正文') }),
        ...(publishing ? { publishTime: new Date() } : {}),
      },
      eq(relaxArticle.id, id),
    );
    ctx.logSubject(fields.title ?? row.title);
    return okMsg(RELAX_MESSAGES.saved);
  });

  r.route(relaxRoutes.articleDelete, async (ctx, { query }) => {
    const row = await ctx.db.byId(relaxArticle, query.id);
    if (!row) return fail(RELAX_MESSAGES.notFound);
    await ctx.db.softDelete(relaxArticle, eq(relaxArticle.id, row.id));
    ctx.logSubject(row.title);
    return okMsg(RELAX_MESSAGES.deleted);
  });
}
