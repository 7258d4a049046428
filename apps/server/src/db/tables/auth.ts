import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../columns.ts';

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
    createTime: createdAt(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idx_sys_session_user').on(t.userId), index('idx_sys_session_expires').on(t.expiresAt)],
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
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createTime: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idx_sys_sms_code_mobile').on(t.mobile, t.createTime)],
);

export const sysSecret = pgTable('sys_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createTime: createdAt(),
});
