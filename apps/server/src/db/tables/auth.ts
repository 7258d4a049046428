import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, createdAt, id, ownId, tenantId, tenantKey } from '../columns.ts';

// Sign-in state: sessions, throttling records, one-time codes and the installation secret.

export const sysSession = pgTable(
  'sys_session',
  {
    // SHA-256 of the opaque token: a database leak does not yield usable tokens.
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    orgCode: text('org_code'),
    clientType: text('client_type').notNull().default('PC'),
    ip: text('ip'),
    /** An opaque id for 在线用户 and 强制退出: the token hash never leaves the server. */
    sid: text('sid').notNull().default(sql`gen_random_uuid()::text`),
    /** The signing-in browser's User-Agent. */
    device: text('device'),
    createTime: createdAt(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('idx_sys_session_user').on(t.userId),
    index('idx_sys_session_expires').on(t.expiresAt),
    index('idx_sys_session_tenant').on(t.tenantId, t.lastSeen),
    uniqueIndex('uq_sys_session_sid').on(t.sid),
  ],
);

export const sysLoginAttempt = pgTable(
  'sys_login_attempt',
  {
    id: id(),
    username: text('username').notNull(),
    ip: text('ip'),
    /** Keyed digest of (username, address, captcha key, password): a repeated guess counts once. */
    guess: text('guess'),
    createTime: createdAt(),
  },
  (t) => [index('idx_sys_login_attempt').on(t.username, t.createTime)],
);

export const sysCaptcha = pgTable(
  'sys_captcha',
  {
    keyHash: text('key_hash').primaryKey(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idx_sys_captcha_expires').on(t.expiresAt)],
);

/**
 * One-time codes of the console entry from a JeecgBoot frame (`/sys/embed/enter`): the frame's
 * session, traded for a code the console page redeems once for its own session within a minute.
 */
export const sysEmbedCode = pgTable(
  'sys_embed_code',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: text('user_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    orgCode: text('org_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idx_sys_embed_code_expires').on(t.expiresAt)],
);

export const sysSmsCode = pgTable(
  'sys_sms_code',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    // What the code may be used for (login, register, alter): a sign-in code cannot change a phone.
    purpose: text('purpose').notNull().default('login'),
    // The requesting address, for the per-address hourly limit.
    ip: text('ip'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createTime: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('idx_sys_sms_code_mobile').on(t.mobile, t.createTime),
    index('idx_sys_sms_code_ip').on(t.ip, t.createTime),
  ],
);

/**
 * A school's SMS gateway (短信网关): one per school. The key secret is sealed with the installation
 * secret (`core/secret-box.ts`); APIs show only whether it is set.
 */
export const sysSmsGateway = pgTable(
  'sys_sms_gateway',
  {
    id: ownId(),
    tenantId: tenantId(),
    /** `aliyun` (阿里云短信) or `tencent` (腾讯云短信). */
    provider: text('provider').notNull(),
    accessKeyId: text('access_key_id').notNull(),
    accessKeySecretSealed: text('access_key_secret_sealed').notNull(),
    signName: text('sign_name').notNull(),
    templateCode: text('template_code').notNull(),
    /** Tencent's SmsSdkAppId; unused by Aliyun. */
    appId: text('app_id'),
    region: text('region'),
    enabled: integer('enabled').notNull().default(1),
    ...audit(),
  },
  (t) => [tenantKey(t), uniqueIndex('uq_sys_sms_gateway_tenant').on(t.tenantId)],
);

export const sysSecret = pgTable('sys_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createTime: createdAt(),
});
