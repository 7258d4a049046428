import { lt } from 'drizzle-orm';
import type { JobDefinition } from '../../core/module.ts';
import type { JobHandler } from '../../core/scheduler/job-handler.ts';
import { aiConversation } from '../../db/schema.ts';
import { aiConfig } from './settings.ts';

const DAY_MS = 86_400_000;

/** Deletes conversations (and their messages) quiet for longer than the school's retention. */
export const aiTranscriptPurge: JobHandler = {
  name: 'AI 助手对话记录保留期清理',
  parameterHint: '',
  async run({ db, fireTime }) {
    const { retentionDays } = await aiConfig(db);
    const before = new Date(fireTime.getTime() - retentionDays * DAY_MS);
    await db.delete(aiConversation, lt(aiConversation.lastMessageAt, before));
  },
};

export const aiTranscriptPurgeJob: JobDefinition = {
  className: 'xinmiao.job.AiTranscriptPurgeJob',
  handler: () => aiTranscriptPurge,
  schedule: { cron: '0 45 2 * * ?', description: '每天 02:45 清理超过保留期的 AI 助手对话记录' },
};
