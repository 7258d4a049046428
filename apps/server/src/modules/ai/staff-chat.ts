import { AI_MESSAGES } from '@xinmiao/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import type { StreamEvent } from '../../core/event-stream.ts';
import { eachWithoutTurn } from '../../core/school-turns.ts';
import { aiConversation, aiMessage } from '../../db/schema.ts';
import { knowledgeOf } from './knowledge.ts';
import { offlineProvider } from './offline-provider.ts';
import type { ChatProvider, ChatTurn } from './provider.ts';
import { chatConfig } from './settings.ts';
import { type ToolResult, toolsFor } from './staff-tools.ts';
import { type ChatDeps, externalProvider, studentOfUser } from './student-chat.ts';
import { STAFF_SYSTEM_PROMPT } from './system-prompt.ts';

/** Turns of history sent with a message (besides the system prompts). */
const HISTORY = 10;

async function staffConversation(ctx: AuthCtx, id?: string): Promise<string> {
  if (id) {
    const own = await ctx.db.first(
      aiConversation,
      and(eq(aiConversation.id, id), eq(aiConversation.userId, ctx.userId), isNull(aiConversation.studentId)),
    );
    if (own) return own.id;
  }
  const [made = ''] = await ctx.db.insert(aiConversation, { userId: ctx.userId, studentId: null });
  return made;
}

async function history(ctx: AuthCtx, conversationId: string): Promise<ChatTurn[]> {
  const rows = await ctx.db.list(aiMessage, {
    where: eq(aiMessage.conversationId, conversationId),
    orderBy: [asc(aiMessage.createTime)],
  });
  return rows.slice(-HISTORY).map((row) => ({
    role: row.role === 'assistant' ? 'assistant' : 'user',
    content: row.content,
  }));
}

/** Without a model: the tools' findings as they are, or the centre's content when no tool fits. */
function offlineStaffProvider(ctx: AuthCtx, found: readonly ToolResult[]): ChatProvider {
  if (found.length === 0) return offlineProvider(() => knowledgeOf(ctx.db));
  const text = found.map((r) => `【${r.title}】\n${r.text}`).join('\n\n');
  return {
    name: 'offline',
    reply: async () => ({
      deltas: (async function* () {
        yield text;
      })(),
      tokens: () => 0,
      // The `tool` events already named what was looked up.
      sources: [],
      flagged: () => false,
    }),
  };
}

/**
 * One staff message: the tools that fit it run first with the caller's own rights (each shown as a
 * `tool` event), then the answer streams: the school's model when it is switched on, given only what
 * the tools found (aggregates, never a student's name), or the findings themselves offline.
 */
export async function* staffChat(
  ctx: AuthCtx,
  deps: ChatDeps,
  input: { text: string; conversationId?: string },
  signal: AbortSignal,
): AsyncGenerator<StreamEvent> {
  const config = await chatConfig(ctx.db, deps.cache);
  if (!(await deps.limiter.take(`${ctx.tenantId}:staff:${ctx.userId}`, config.studentPerMinute))) {
    return yield { event: 'error', data: { message: AI_MESSAGES.tooFast } };
  }
  if (!(await deps.limiter.take(`${ctx.tenantId}:school`, config.schoolPerMinute))) {
    return yield { event: 'error', data: { message: AI_MESSAGES.schoolBusy } };
  }
  if (await studentOfUser(ctx.db, ctx.userId))
    return yield { event: 'error', data: { message: AI_MESSAGES.staffOnly } };
  const conversationId = await staffConversation(ctx, input.conversationId);
  yield { event: 'conversation', data: { conversationId } };
  await ctx.db.insert(aiMessage, { conversationId, role: 'user', content: input.text });

  const found: ToolResult[] = [];
  for (const tool of toolsFor(ctx).filter((t) => t.matches(input.text))) {
    const result = await tool.run(ctx);
    found.push(result);
    yield { event: 'tool', data: { name: tool.name, title: result.title } };
  }

  const external = await externalProvider(ctx.db, config, deps);
  const provider = external ?? offlineStaffProvider(ctx, found);
  const turns: ChatTurn[] = [
    { role: 'system', content: STAFF_SYSTEM_PROMPT },
    ...(found.length > 0
      ? [
          {
            role: 'system' as const,
            content: `系统查询结果：\n${found.map((r) => `${r.title}：${r.text}`).join('\n')}`,
          },
        ]
      : []),
    ...(await history(ctx, conversationId)),
  ];
  const reply = await provider.reply(turns, signal);
  let answer = '';
  for await (const text of eachWithoutTurn(reply.deltas)) {
    answer += text;
    yield { event: 'delta', data: { text } };
  }
  if (reply.sources.length > 0) yield { event: 'sources', data: { sources: reply.sources } };
  await ctx.db.insert(aiMessage, {
    conversationId,
    role: 'assistant',
    content: answer,
    provider: provider.name,
    tokens: reply.tokens(),
  });
  await ctx.db.update(aiConversation, { lastMessageAt: new Date() }, eq(aiConversation.id, conversationId));
  yield { event: 'done', data: { provider: provider.name } };
}
