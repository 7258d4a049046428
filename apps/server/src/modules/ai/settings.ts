import type { AiSettings, AiSettingsInput } from '@xinmiao/shared';
import { gte, sum } from 'drizzle-orm';
import type { SecretBox } from '../../core/secret-box.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { aiMessage, aiSetting } from '../../db/schema.ts';

export type AiSettingRow = typeof aiSetting.$inferSelect;

const DEFAULTS = {
  provider: 'offline',
  baseUrl: '',
  model: '',
  apiKeySealed: null,
  externalEnabled: 0,
  monthlyTokenBudget: 200_000,
  retentionDays: 180,
  studentPerMinute: 6,
  schoolPerMinute: 120,
  budgetNoticeMonth: null,
} as const;

export type AiConfig = Omit<
  AiSettingRow,
  'id' | 'tenantId' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'
>;

/** The school's settings, or the defaults (offline provider) before the first save. */
export async function aiConfig(db: TenantDb): Promise<AiConfig> {
  return (await db.first(aiSetting, undefined)) ?? { ...DEFAULTS };
}

/** The start of this month in China time (GMT+8), when the token budget starts over. */
export function monthStart(now = new Date()): Date {
  const local = new Date(now.getTime() + 8 * 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 8 * 3_600_000);
}

export const monthKey = (now = new Date()) =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);

export async function tokensThisMonth(db: TenantDb): Promise<number> {
  const [row] = await db
    .select({ total: sum(aiMessage.tokens) })
    .from(aiMessage)
    .where(gte(aiMessage.createTime, monthStart()));
  return Number(row?.total ?? 0);
}

export async function settingsView(db: TenantDb): Promise<AiSettings> {
  const config = await aiConfig(db);
  return {
    provider: config.provider === 'openai' ? 'openai' : 'offline',
    baseUrl: config.baseUrl,
    model: config.model,
    secretState: config.apiKeySealed ? 'set' : 'unset',
    externalEnabled: config.externalEnabled === 1,
    monthlyTokenBudget: config.monthlyTokenBudget,
    retentionDays: config.retentionDays,
    studentPerMinute: config.studentPerMinute,
    schoolPerMinute: config.schoolPerMinute,
    tokensThisMonth: await tokensThisMonth(db),
  };
}

export async function saveSettings(db: TenantDb, box: SecretBox, input: AiSettingsInput): Promise<void> {
  const current = await aiConfig(db);
  const key = input.apiKey?.trim();
  await db.upsert(
    aiSetting,
    {
      provider: input.provider,
      baseUrl: input.baseUrl,
      model: input.model,
      apiKeySealed: key ? box.seal(key) : current.apiKeySealed,
      externalEnabled: input.externalEnabled ? 1 : 0,
      monthlyTokenBudget: input.monthlyTokenBudget,
      retentionDays: input.retentionDays,
      studentPerMinute: input.studentPerMinute,
      schoolPerMinute: input.schoolPerMinute,
      budgetNoticeMonth: current.budgetNoticeMonth,
    },
    { target: [] },
  );
}
