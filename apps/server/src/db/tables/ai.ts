import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, belongsTo, createdAt, ownId, tenantId, tenantKey } from '../columns.ts';
import { schoolStudent } from './school.ts';

/** AI 助手 settings of one school (one row, made on first save); the offline provider until then. */
export const aiSetting = pgTable(
  'ai_setting',
  {
    id: ownId(),
    tenantId: tenantId(),
    /** offline · openai (any OpenAI-compatible chat-completions endpoint) */
    provider: text('provider').notNull().default('offline'),
    baseUrl: text('base_url').notNull().default(''),
    model: text('model').notNull().default(''),
    /** The API key sealed with core/secret-box; never returned. */
    apiKeySealed: text('api_key_sealed'),
    /** The school's explicit switch for sending students' messages to the external provider. */
    externalEnabled: integer('external_enabled').notNull().default(0),
    monthlyTokenBudget: integer('monthly_token_budget').notNull().default(200_000),
    retentionDays: integer('retention_days').notNull().default(180),
    studentPerMinute: integer('student_per_minute').notNull().default(6),
    schoolPerMinute: integer('school_per_minute').notNull().default(120),
    /** yyyy-MM of the last 'budget spent' notice to the admin, so it is sent once a month. */
    budgetNoticeMonth: text('budget_notice_month'),
    ...audit(),
  },
  (t) => [tenantKey(t), uniqueIndex('uq_ai_setting_tenant').on(t.tenantId)],
);

/** A student's consent (or a guardian's, under 14) to have their messages sent to the external model. */
export const aiConsent = pgTable(
  'ai_consent',
  {
    id: ownId(),
    tenantId: tenantId(),
    studentId: text('student_id').notNull(),
    /** student · guardian */
    givenBy: text('given_by').notNull(),
    guardianName: text('guardian_name'),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_ai_consent_student').on(t.tenantId, t.studentId),
    belongsTo(t, t.studentId, schoolStudent).onDelete('cascade'),
  ],
);

/** A conversation with the assistant: a student's (sensitive) or a staff member's. */
export const aiConversation = pgTable(
  'ai_conversation',
  {
    id: ownId(),
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    /** The student the conversation belongs to; null for a staff conversation. */
    studentId: text('student_id'),
    /** The crisis case a risk hit filed; its owners may then read the transcript. */
    riskCaseId: text('risk_case_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    index('idx_ai_conversation_user').on(t.tenantId, t.userId, t.lastMessageAt),
    index('idx_ai_conversation_last').on(t.tenantId, t.lastMessageAt),
  ],
);

export const aiMessage = pgTable(
  'ai_message',
  {
    id: ownId(),
    tenantId: tenantId(),
    conversationId: text('conversation_id').notNull(),
    /** user · assistant */
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** offline · openai · safety (the fixed reply after a risk hit) */
    provider: text('provider'),
    riskRuleId: text('risk_rule_id'),
    tokens: integer('tokens').notNull().default(0),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.conversationId, aiConversation).onDelete('cascade'),
    index('idx_ai_message_conversation').on(t.tenantId, t.conversationId, t.createTime),
    index('idx_ai_message_time').on(t.tenantId, t.createTime),
  ],
);

/** The school's own 知识库: questions and answers the offline provider quotes before the built-in ones. */
export const aiKnowledge = pgTable(
  'ai_knowledge',
  {
    id: ownId(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    answer: text('answer').notNull(),
    enabled: integer('enabled').notNull().default(1),
    ...audit(),
  },
  (t) => [tenantKey(t), index('idx_ai_knowledge_time').on(t.tenantId, t.createTime)],
);
