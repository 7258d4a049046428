import type { AiSettings, AiSettingsInput } from '@xinmiao/shared';
import { gte, sum } from 'drizzle-orm';
import type { Cache } from '../../core/cache.ts';
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

/** How long a school's settings are kept in the shared cache for the chat path. */
const CONFIG_TTL_SECONDS = 60;
const versionKey = (tenantId: number) => `ai:config-version:${tenantId}`;

/**
 * `aiConfig` through the shared cache (Redis, or the memory cache on the embedded database), so a
 * chat refused by its rate limit reads nothing. Entries are filed under the settings' version, which
 * a save moves on: a fill that read the old row before the save lands under the old version, where
 * nobody looks any more. Without a shared cache (PostgreSQL without Redis) every call reads the
 * database, since another instance could not be told about a save.
 */
export async function chatConfig(db: TenantDb, cache: Cache | null): Promise<AiConfig> {
  if (!cache) return aiConfig(db);
  const version = (await cache.get(versionKey(db.tenantId))) ?? '0';
  const key = `ai:config:${db.tenantId}:${version}`;
  const hit = await cache.get(key);
  if (hit) return JSON.parse(hit);
  const config = await aiConfig(db);
  await cache.set(key, JSON.stringify(config), CONFIG_TTL_SECONDS);
  return config;
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

export async function saveSettings(
  db: TenantDb,
  deps: { box: SecretBox; cache: Cache | null },
  input: AiSettingsInput,
): Promise<void> {
  const current = await aiConfig(db);
  const key = input.apiKey?.trim();
  await db.upsert(
    aiSetting,
    {
      provider: input.provider,
      baseUrl: input.baseUrl,
      model: input.model,
      apiKeySealed: key ? deps.box.seal(key) : current.apiKeySealed,
      externalEnabled: input.externalEnabled ? 1 : 0,
      monthlyTokenBudget: input.monthlyTokenBudget,
      retentionDays: input.retentionDays,
      studentPerMinute: input.studentPerMinute,
      schoolPerMinute: input.schoolPerMinute,
      budgetNoticeMonth: current.budgetNoticeMonth,
    },
    { target: [] },
  );
  await deps.cache?.incr(versionKey(db.tenantId));
}
