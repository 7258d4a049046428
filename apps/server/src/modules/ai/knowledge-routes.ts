import { AI_KNOWLEDGE_MAX, AI_MESSAGES, type AiKnowledge, aiRoutes } from '@xinmiao/shared';
import { count, desc, eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { chinaDateTime } from '../../core/time.ts';
import { aiKnowledge } from '../../db/schema.ts';

const toKnowledge = (row: typeof aiKnowledge.$inferSelect): AiKnowledge => ({
  id: row.id,
  title: row.title,
  answer: row.answer,
  enabled: row.enabled === 1,
  createTime: chinaDateTime(row.createTime),
});

/** 知识库: the school's own questions and answers for the offline provider (at most 200). */
export function registerKnowledgeRoutes(r: Registrar): void {
  r.route(aiRoutes.knowledgeAll, async (ctx) => {
    const rows = await ctx.db.list(aiKnowledge, {
      orderBy: [desc(aiKnowledge.createTime)],
      limit: AI_KNOWLEDGE_MAX,
    });
    return ok(rows.map(toKnowledge));
  });

  r.route(aiRoutes.knowledgeAdd, async (ctx, { body }) => {
    const [held] = await ctx.db.select({ n: count() }).from(aiKnowledge);
    if ((held?.n ?? 0) >= AI_KNOWLEDGE_MAX) return fail(AI_MESSAGES.knowledgeFull);
    await ctx.db.insert(aiKnowledge, {
      title: body.title,
      answer: body.answer,
      enabled: body.enabled ? 1 : 0,
    });
    ctx.logSubject(body.title);
    return okMsg(AI_MESSAGES.saveOk);
  });

  r.route(aiRoutes.knowledgeEdit, async (ctx, { body }) => {
    const row = await ctx.db.byId(aiKnowledge, body.id);
    if (!row) return fail(AI_MESSAGES.entryNotFound);
    await ctx.db.update(
      aiKnowledge,
      { title: body.title, answer: body.answer, enabled: body.enabled ? 1 : 0 },
      eq(aiKnowledge.id, row.id),
    );
    ctx.logSubject(body.title);
    return okMsg(AI_MESSAGES.saveOk);
  });

  r.route(aiRoutes.knowledgeDelete, async (ctx, { query }) => {
    const row = await ctx.db.byId(aiKnowledge, query.id);
    if (!row) return fail(AI_MESSAGES.entryNotFound);
    await ctx.db.delete(aiKnowledge, eq(aiKnowledge.id, row.id));
    ctx.logSubject(row.title);
    return okMsg(AI_MESSAGES.deleted);
  });
}
