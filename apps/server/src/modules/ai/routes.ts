import { AI_MESSAGE_MAX, AI_MESSAGES, AI_NOTICE, type AiMessage, aiRoutes } from '@xinmiao/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { EventStreamReply } from '../../core/event-stream.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { aiConsent, aiConversation, aiMessage } from '../../db/schema.ts';
import { crisisContacts, readsCaseInFull } from '../crisis/index.ts';
import { recordConsent } from './consent.ts';
import { registerKnowledgeRoutes } from './knowledge-routes.ts';
import { aiConfig, saveSettings, settingsView } from './settings.ts';
import { staffChat } from './staff-chat.ts';
import { toolsFor } from './staff-tools.ts';
import { type ChatDeps, studentChat, studentOfUser } from './student-chat.ts';

const toMessage = (row: typeof aiMessage.$inferSelect): AiMessage => ({
  id: row.id,
  role: row.role === 'assistant' ? 'assistant' : 'user',
  content: row.content,
  provider: row.provider,
  riskHit: row.riskRuleId !== null,
  createTime: formatDateTime(row.createTime) ?? '',
});

export function registerAiRoutes(r: Registrar, deps: ChatDeps): void {
  r.route(aiRoutes.settings, async (ctx) => ok(await settingsView(ctx.db)));

  r.route(aiRoutes.saveSettings, async (ctx, { body }) => {
    await saveSettings(ctx.db, deps, body);
    ctx.logSubject('AI 助手设置');
    return okMsg(AI_MESSAGES.saveOk);
  });

  r.route(aiRoutes.notice, async (ctx) => {
    const student = await studentOfUser(ctx.db, ctx.userId);
    const config = await aiConfig(ctx.db);
    const consented = student
      ? Boolean(await ctx.db.first(aiConsent, eq(aiConsent.studentId, student.id)))
      : false;
    return ok({
      notice: AI_NOTICE,
      contacts: await crisisContacts(ctx.db),
      consented,
      externalOffered: config.provider === 'openai' && config.externalEnabled === 1,
    });
  });

  r.route(aiRoutes.consent, async (ctx, { body }) => {
    const student = await studentOfUser(ctx.db, ctx.userId);
    if (!student) return fail(AI_MESSAGES.notStudent);
    const refused = await recordConsent(ctx.db, student, body);
    return refused ? fail(refused) : okMsg(AI_MESSAGES.consentOk);
  });

  r.route(aiRoutes.studentChat, async (ctx, { body }) => {
    const input = {
      userId: ctx.userId,
      text: body.text.slice(0, AI_MESSAGE_MAX),
      ...(body.conversationId ? { conversationId: body.conversationId } : {}),
    };
    return new EventStreamReply((signal) => studentChat(ctx.db, deps, input, signal));
  });

  r.route(aiRoutes.staffTools, async (ctx) =>
    ok(toolsFor(ctx).map(({ name, title, example }) => ({ name, title, example }))),
  );

  r.route(aiRoutes.staffChat, async (ctx, { body }) => {
    const input = {
      text: body.text.slice(0, AI_MESSAGE_MAX),
      ...(body.conversationId ? { conversationId: body.conversationId } : {}),
    };
    return new EventStreamReply((signal) => staffChat(ctx, deps, input, signal));
  });

  registerKnowledgeRoutes(r);

  r.route(aiRoutes.caseTranscript, async (ctx, { query }) => {
    if (!(await readsCaseInFull(ctx, query.caseId))) return fail(AI_MESSAGES.transcriptRefused);
    const conversations = await ctx.db.list(aiConversation, {
      where: eq(aiConversation.riskCaseId, query.caseId),
    });
    if (conversations.length === 0) return ok([]);
    const rows = await ctx.db.list(aiMessage, {
      where: inArray(
        aiMessage.conversationId,
        conversations.map((c) => c.id),
      ),
      orderBy: [asc(aiMessage.createTime)],
    });
    return ok(rows.map(toMessage));
  });

  r.route(aiRoutes.myMessages, async (ctx, { query }) => {
    const own = await ctx.db.first(
      aiConversation,
      and(eq(aiConversation.id, query.conversationId), eq(aiConversation.userId, ctx.userId)),
    );
    if (!own) return fail(AI_MESSAGES.notFound);
    const rows = await ctx.db.list(aiMessage, {
      where: eq(aiMessage.conversationId, own.id),
      orderBy: [asc(aiMessage.createTime)],
    });
    return ok(rows.map(toMessage));
  });
}
