import { AI_MESSAGES } from '@xinmiao/shared';
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Cache } from '../../core/cache.ts';
import type { StreamEvent } from '../../core/event-stream.ts';
import { eachWithoutTurn } from '../../core/school-turns.ts';
import type { SecretBox } from '../../core/secret-box.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { aiConsent, aiConversation, aiMessage, aiSetting, schoolStudent } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { checkRisk, crisisContacts, fileRiskSignal, reportSignal } from '../crisis/index.ts';
import { notifyBudgetSpent } from './budget-notice.ts';
import { knowledgeOf } from './knowledge.ts';
import { offlineProvider } from './offline-provider.ts';
import { openAiProvider } from './openai-provider.ts';
import type { ChatProvider, ChatTurn } from './provider.ts';
import { pseudonymise } from './pseudonymise.ts';
import type { InFlight, MessageLimiter } from './rate-limit.ts';
import { type AiConfig, chatConfig, monthKey, tokensThisMonth } from './settings.ts';
import { SAFETY_REPLY, SYSTEM_PROMPT } from './system-prompt.ts';

/** The warning level of a signal filed on the model's own flag: the lowest (1 of 1–3), for review. */
const MODEL_FLAG_LEVEL = 1;

/** Turns of history sent with a message (besides the system prompt). */
const HISTORY = 10;

export type ChatDeps = {
  notifier: Notifier;
  box: SecretBox;
  cache: Cache | null;
  limiter: MessageLimiter;
  inFlight: InFlight;
};

/** Chats one school may have in progress in this process at once. */
export const SCHOOL_IN_FLIGHT = 4;
export type StudentRow = typeof schoolStudent.$inferSelect;

export const studentOfUser = (db: TenantDb, userId: string) =>
  db.first(schoolStudent, eq(schoolStudent.userId, userId));

/** The student's own conversation, or a new one. */
async function conversationFor(db: TenantDb, student: StudentRow, userId: string, id?: string) {
  if (id) {
    const own = await db.first(
      aiConversation,
      and(
        eq(aiConversation.id, id),
        eq(aiConversation.studentId, student.id),
        eq(aiConversation.userId, userId),
      ),
    );
    if (own) return own.id;
  }
  const [made = ''] = await db.insert(aiConversation, { userId, studentId: student.id });
  return made;
}

/**
 * The school's external model when it is switched on and the month's budget is not spent; null
 * otherwise (the first call past the budget tells the admins, once a month).
 */
export async function externalProvider(
  db: TenantDb,
  config: AiConfig,
  deps: ChatDeps,
): Promise<ChatProvider | null> {
  if (config.provider !== 'openai' || config.externalEnabled !== 1 || !config.apiKeySealed) return null;
  if ((await tokensThisMonth(db)) >= config.monthlyTokenBudget) {
    // Once a month: the update that changes the month is the one that tells the admin.
    const month = monthKey();
    const claimed = await db.update(
      aiSetting,
      { budgetNoticeMonth: month },
      or(isNull(aiSetting.budgetNoticeMonth), ne(aiSetting.budgetNoticeMonth, month)) ?? isNull(aiSetting.id),
    );
    if (claimed > 0) await notifyBudgetSpent(db, deps.notifier, config.monthlyTokenBudget);
    return null;
  }
  return openAiProvider({
    baseUrl: config.baseUrl,
    model: config.model,
    apiKey: deps.box.open(config.apiKeySealed),
  });
}

/** The external provider when the school switched it on, the student consented and budget is left. */
async function providerFor(
  db: TenantDb,
  config: AiConfig,
  student: StudentRow,
  deps: ChatDeps,
): Promise<ChatProvider> {
  const offline = offlineProvider(() => knowledgeOf(db));
  if (config.provider !== 'openai' || config.externalEnabled !== 1) return offline;
  if (!(await db.first(aiConsent, eq(aiConsent.studentId, student.id)))) return offline;
  return (await externalProvider(db, config, deps)) ?? offline;
}

/** The conversation's earlier turns a model may see: never a message that hit a rule, nor its reply. */
async function history(
  db: TenantDb,
  conversationId: string,
  student: StudentRow,
  external: boolean,
): Promise<ChatTurn[]> {
  const rows = await db.list(aiMessage, {
    where: and(eq(aiMessage.conversationId, conversationId), isNull(aiMessage.riskRuleId)),
    orderBy: [asc(aiMessage.createTime)],
  });
  return rows
    .filter((row) => row.provider !== 'safety')
    .slice(-HISTORY)
    .map((row) => ({
      role: row.role === 'assistant' ? 'assistant' : 'user',
      content: external ? pseudonymise(row.content, student) : row.content,
    }));
}

/**
 * One student message, as the events the client sees. The risk check runs before any model: a hit
 * is filed in the crisis queue, then the resources are shown, then a fixed gentle reply; the message
 * is never sent to a model, now or later (history leaves it out).
 */
export async function* studentChat(
  db: TenantDb,
  deps: ChatDeps,
  input: { userId: string; text: string; conversationId?: string },
  signal: AbortSignal,
): AsyncGenerator<StreamEvent> {
  // The limits come before any read of the student, so a flood's refused messages cost no query.
  const config = await chatConfig(db, deps.cache);
  if (!(await deps.limiter.take(`${db.tenantId}:student:${input.userId}`, config.studentPerMinute))) {
    return yield { event: 'error', data: { message: AI_MESSAGES.tooFast } };
  }
  if (!(await deps.limiter.take(`${db.tenantId}:school`, config.schoolPerMinute))) {
    return yield { event: 'error', data: { message: AI_MESSAGES.schoolBusy } };
  }
  const student = await studentOfUser(db, input.userId);
  if (!student) return yield { event: 'error', data: { message: AI_MESSAGES.notStudent } };
  const school = `${db.tenantId}`;
  if (!deps.inFlight.enter(school, SCHOOL_IN_FLIGHT)) {
    return yield { event: 'error', data: { message: AI_MESSAGES.schoolBusy } };
  }
  try {
    yield* answer(db, deps, { ...input, student, config }, signal);
  } finally {
    deps.inFlight.leave(school);
  }
}

/** Longest part of the student's message quoted in a signal the model's flag filed. */
const FLAG_EXCERPT = 120;

/**
 * The model judged a message risky though no rule matched: file it for a person to review at the
 * lowest warning level (the model is a second opinion, never the judge), then show the resources.
 */
async function* modelFlagged(
  db: TenantDb,
  deps: ChatDeps,
  input: { student: StudentRow; conversationId: string; messageId: string; text: string },
): AsyncGenerator<StreamEvent> {
  const filed = await reportSignal(
    db,
    {
      studentId: input.student.id,
      source: 'ai_chat',
      level: MODEL_FLAG_LEVEL,
      summary: `AI 助手对话中模型提示可能存在风险（未命中风险规则）：${input.text.slice(0, FLAG_EXCERPT)}`,
      sourceRef: input.messageId,
      reportedBy: null,
    },
    deps.notifier,
  );
  await db.update(aiConversation, { riskCaseId: filed.caseId }, eq(aiConversation.id, input.conversationId));
  yield { event: 'risk', data: { level: MODEL_FLAG_LEVEL, contacts: await crisisContacts(db) } };
}

async function* answer(
  db: TenantDb,
  deps: ChatDeps,
  input: { userId: string; text: string; conversationId?: string; student: StudentRow; config: AiConfig },
  signal: AbortSignal,
): AsyncGenerator<StreamEvent> {
  const { student, config } = input;
  const conversationId = await conversationFor(db, student, input.userId, input.conversationId);
  yield { event: 'conversation', data: { conversationId } };

  const hit = await checkRisk(db, input.text);
  const [messageId = ''] = await db.insert(aiMessage, {
    conversationId,
    role: 'user',
    content: input.text,
    riskRuleId: hit?.ruleId ?? null,
  });
  if (hit) {
    const filed = await fileRiskSignal(
      db,
      { studentId: student.id, source: 'ai_chat', hit, sourceRef: messageId },
      deps.notifier,
    );
    await db.update(
      aiConversation,
      { riskCaseId: filed.caseId, lastMessageAt: new Date() },
      eq(aiConversation.id, conversationId),
    );
    yield { event: 'risk', data: { level: hit.level, contacts: await crisisContacts(db) } };
    yield { event: 'delta', data: { text: SAFETY_REPLY } };
    await db.insert(aiMessage, {
      conversationId,
      role: 'assistant',
      content: SAFETY_REPLY,
      provider: 'safety',
    });
    return yield { event: 'done', data: { provider: 'safety' } };
  }

  const provider = await providerFor(db, config, student, deps);
  const external = provider.name !== 'offline';
  const turns: ChatTurn[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    ...(await history(db, conversationId, student, external)),
  ];
  const reply = await provider.reply(turns, signal);
  let answer = '';
  let filed = false;
  const fileFlag = async function* (): AsyncGenerator<StreamEvent> {
    if (filed || !reply.flagged()) return;
    filed = true;
    yield* modelFlagged(db, deps, { student, conversationId, messageId, text: input.text });
  };
  for await (const text of eachWithoutTurn(reply.deltas)) {
    yield* fileFlag();
    answer += text;
    yield { event: 'delta', data: { text } };
  }
  yield* fileFlag();
  if (reply.sources.length > 0) yield { event: 'sources', data: { sources: reply.sources } };
  await db.insert(aiMessage, {
    conversationId,
    role: 'assistant',
    content: answer,
    provider: provider.name,
    tokens: reply.tokens(),
  });
  await db.update(aiConversation, { lastMessageAt: new Date() }, eq(aiConversation.id, conversationId));
  yield { event: 'done', data: { provider: provider.name } };
}
