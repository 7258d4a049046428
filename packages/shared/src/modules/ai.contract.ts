import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { crisisContactsSchema } from './risk.contract.ts';

/** Entries a school's 知识库 may hold. */
export const AI_KNOWLEDGE_MAX = 200;

export const AI_MESSAGES = {
  saveOk: '保存成功',
  consentOk: '已记录你的同意',
  notStudent: '只有学生账号可以使用学生端 AI 助手',
  guardianRequired: '未满 14 周岁的同学需由监护人同意',
  tooFast: '发送太频繁了，请稍等一会儿再试',
  schoolBusy: '现在使用的同学较多，请稍后再试',
  notFound: '未找到该对话',
  transcriptRefused: '只有能查看该个案完整内容的老师可以查看对话记录',
  badUrl: '请输入 http(s):// 开头的接口地址',
  deleted: '删除成功',
  entryNotFound: '未找到该条目',
  knowledgeFull: `知识库最多 ${AI_KNOWLEDGE_MAX} 条，请先删除不再使用的条目`,
  staffOnly: '教职工 AI 助手只供教职工使用，学生请在手机端使用 AI 助手',
} as const;

/** Told to the student before the first message (spec: safety first). */
export const AI_NOTICE =
  '你好，我是心苗 AI 助手，可以陪你聊聊学习、生活和情绪，也能帮你找到学校的心理服务。' +
  '我不是医生或咨询师，不会做任何诊断。' +
  '为了你的安全：如果消息中出现可能涉及伤害自己或他人的内容，学校心理中心的老师会收到提醒并主动关心你。';

export const aiSettingsSchema = z.object({
  provider: z.enum(['offline', 'openai']),
  baseUrl: z.string(),
  model: z.string(),
  /** Whether an API key is stored; the key itself is never returned. */
  secretState: z.enum(['set', 'unset']),
  externalEnabled: z.boolean(),
  monthlyTokenBudget: z.number(),
  retentionDays: z.number(),
  studentPerMinute: z.number(),
  schoolPerMinute: z.number(),
  tokensThisMonth: z.number(),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;

export const aiSettingsInput = z.object({
  provider: z.enum(['offline', 'openai'], '请选择模型来源'),
  baseUrl: z
    .string()
    .trim()
    .max(300)
    .refine((url) => url === '' || /^https?:\/\/\S+$/.test(url), AI_MESSAGES.badUrl),
  model: z.string().trim().max(100, '模型名称最多 100 个字符'),
  /** A new key; empty keeps the stored one. */
  apiKey: z.string().max(500).optional(),
  externalEnabled: z.boolean(),
  monthlyTokenBudget: z.number().int().min(0).max(1_000_000_000),
  retentionDays: z.number().int().min(1, '保留天数至少 1 天').max(3650),
  studentPerMinute: z.number().int().min(1).max(600),
  schoolPerMinute: z.number().int().min(1).max(100_000),
});
export type AiSettingsInput = z.input<typeof aiSettingsInput>;

export const aiNoticeSchema = z.object({
  notice: z.string(),
  contacts: crisisContactsSchema,
  /** Whether this student's messages may go to the school's external model. */
  consented: z.boolean(),
  /** Whether the school uses an external model at all (consent is asked only then). */
  externalOffered: z.boolean(),
});

export const aiMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  provider: z.string().nullable(),
  riskHit: z.boolean(),
  createTime: z.string(),
});
export type AiMessage = z.infer<typeof aiMessageSchema>;

/** A question and answer of the school's own 知识库, quoted by the offline provider. */
export const aiKnowledgeSchema = z.object({
  id: z.string(),
  title: z.string(),
  answer: z.string(),
  enabled: z.boolean(),
  createTime: z.string(),
});
export type AiKnowledge = z.infer<typeof aiKnowledgeSchema>;

const knowledgeFields = {
  title: z.string().trim().min(1, '请输入问题').max(100, '问题最多 100 个字符'),
  answer: z.string().trim().min(1, '请输入回答').max(2000, '回答最多 2000 个字符'),
  enabled: z.boolean(),
};

/** What the staff assistant can do for the caller (only tools whose permission they hold). */
export const aiStaffToolSchema = z.object({ name: z.string(), title: z.string(), example: z.string() });
export type AiStaffTool = z.infer<typeof aiStaffToolSchema>;

/** Largest chat message a student may send. */
export const AI_MESSAGE_MAX = 1000;

export const aiRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/ai/settings',
    access: 'ai:settings:edit',
    summary: 'AI 助手设置',
    response: aiSettingsSchema,
  }),
  saveSettings: defineRoute({
    method: ['PUT', 'POST'],
    path: '/ai/settings/save',
    access: 'ai:settings:edit',
    summary: '保存AI助手设置',
    operation: '保存AI助手设置',
    body: aiSettingsInput,
  }),
  notice: defineRoute({
    method: 'GET',
    path: '/ai/student/notice',
    access: 'login',
    summary: 'AI 助手使用须知',
    response: aiNoticeSchema,
  }),
  consent: defineRoute({
    method: 'POST',
    path: '/ai/student/consent',
    access: 'login',
    summary: '同意将消息发送给外部模型',
    operation: '同意 AI 助手使用外部模型',
    body: z.object({
      givenBy: z.enum(['student', 'guardian'], '请选择同意人'),
      guardianName: z.string().trim().max(50).optional(),
    }),
  }),
  /** Answers `text/event-stream`: conversation, risk, delta, sources, done, error events. */
  studentChat: defineRoute({
    method: 'POST',
    path: '/ai/student/chat',
    access: 'login',
    summary: '学生端 AI 助手对话（流式）',
    operation: false,
    body: z.object({
      conversationId: z.string().max(64).optional(),
      text: z.string().trim().min(1, '请输入内容').max(AI_MESSAGE_MAX, `每条消息最多 ${AI_MESSAGE_MAX} 个字`),
    }),
  }),
  /** The conversations behind a case's AI-chat signals, for those who read the case in full. */
  caseTranscript: defineRoute({
    method: 'GET',
    path: '/ai/case/transcript',
    access: 'crisis:warning:list',
    summary: '预警个案的 AI 助手对话记录',
    auditRead: true,
    query: z.object({ caseId: z.string().min(1).max(64) }),
    response: z.array(aiMessageSchema),
  }),
  knowledgeAll: defineRoute({
    method: 'GET',
    path: '/ai/knowledge/all',
    access: 'ai:knowledge:edit',
    summary: 'AI 助手知识库',
    response: z.array(aiKnowledgeSchema),
  }),
  knowledgeAdd: defineRoute({
    method: 'POST',
    path: '/ai/knowledge/add',
    access: 'ai:knowledge:edit',
    summary: '添加知识库条目',
    operation: '添加AI知识库条目',
    body: z.object(knowledgeFields),
  }),
  knowledgeEdit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/ai/knowledge/edit',
    access: 'ai:knowledge:edit',
    summary: '编辑知识库条目',
    operation: '编辑AI知识库条目',
    body: z.object({ id: z.string().min(1).max(64), ...knowledgeFields }),
  }),
  knowledgeDelete: defineRoute({
    method: 'DELETE',
    path: '/ai/knowledge/delete',
    access: 'ai:knowledge:edit',
    summary: '删除知识库条目',
    operation: '删除AI知识库条目',
    query: z.object({ id: z.string().min(1).max(64) }),
  }),
  staffTools: defineRoute({
    method: 'GET',
    path: '/ai/staff/tools',
    access: 'ai:chat:use',
    summary: '教职工 AI 助手可用的功能',
    response: z.array(aiStaffToolSchema),
  }),
  /** Answers `text/event-stream` like the student chat: conversation, tool, delta, sources, done, error. */
  staffChat: defineRoute({
    method: 'POST',
    path: '/ai/staff/chat',
    access: 'ai:chat:use',
    summary: '教职工 AI 助手对话（流式）',
    operation: false,
    body: z.object({
      conversationId: z.string().max(64).optional(),
      text: z.string().trim().min(1, '请输入内容').max(AI_MESSAGE_MAX, `每条消息最多 ${AI_MESSAGE_MAX} 个字`),
    }),
  }),
  myMessages: defineRoute({
    method: 'GET',
    path: '/ai/student/messages',
    access: 'login',
    summary: '我的 AI 助手对话记录',
    query: z.object({ conversationId: z.string().min(1).max(64) }),
    response: z.array(aiMessageSchema),
  }),
};
