import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, belongsTo, createdAt, id, ownId, tenantId, tenantKey } from '../columns.ts';

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
    /** 1: signed in through a school's own sign-in (统一身份认证); the session cannot switch school. */
    pinned: integer('pinned').notNull().default(0),
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

/**
 * A username that signed in from an address (its `addressKey`), and when last: a guessing spray from
 * elsewhere does not lock the account for this pair (`modules/session/lockout.ts`).
 */
export const sysLoginKnown = pgTable(
  'sys_login_known',
  {
    username: text('username').notNull(),
    address: text('address').notNull(),
    lastSignIn: timestamp('last_sign_in', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.username, t.address] }),
    index('idx_sys_login_known_time').on(t.lastSignIn),
  ],
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
    // What the code may be used for (login, register, alter, bind): a sign-in code cannot change a phone.
    purpose: text('purpose').notNull().default('login'),
    // What else the code is bound to ('' none): a lecture code names its school and lecture.
    scope: text('scope').notNull().default(''),
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
    /** The school's own limits on codes to its accounts; null: `SMS_CODE_LIMITS`. */
    resendSeconds: integer('resend_seconds'),
    perNumberPerHour: integer('per_number_per_hour'),
    perAddressPerHour: integer('per_address_per_hour'),
    ...audit(),
  },
  (t) => [tenantKey(t), uniqueIndex('uq_sys_sms_gateway_tenant').on(t.tenantId)],
);

/**
 * A school's identity provider (统一身份认证): OpenID Connect, or a CAS server behind the school's
 * switch (`enabled`). The OIDC client secret is sealed (core/secret-box.ts); CAS has none.
 */
export const sysOidcProvider = pgTable(
  'sys_oidc_provider',
  {
    id: ownId(),
    tenantId: tenantId(),
    /** `oidc` (OpenID Connect) or `cas` (CAS 2/3, `issuer` is the CAS server's base address). */
    protocol: text('protocol').notNull().default('oidc'),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    scopes: text('scopes').notNull().default('openid profile'),
    /** The ID token / userinfo claim that names the account to bind on first sign-in. */
    usernameClaim: text('username_claim').notNull().default('preferred_username'),
    enabled: integer('enabled').notNull().default(1),
    ...audit(),
  },
  (t) => [tenantKey(t)],
);

/** An identity of a school's provider (`sub`) bound to an account of that school. */
export const sysOidcBinding = pgTable(
  'sys_oidc_binding',
  {
    id: ownId(),
    tenantId: tenantId(),
    providerId: text('provider_id').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id').notNull(),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_oidc_binding_subject').on(t.tenantId, t.providerId, t.subject),
    uniqueIndex('uq_sys_oidc_binding_user').on(t.tenantId, t.providerId, t.userId),
    belongsTo(t, t.providerId, sysOidcProvider).onDelete('cascade'),
  ],
);

/**
 * Sign-in state between the browser's trips to a provider: an authorization in progress (PKCE
 * verifier, state, nonce) or an identity waiting to be bound. Keyed by the SHA-256 of a key only the
 * browser holds; used once, short-lived.
 */
export const sysOidcFlow = pgTable(
  'sys_oidc_flow',
  {
    keyHash: text('key_hash').primaryKey(),
    /** `authorize` or `bind`. */
    kind: text('kind').notNull(),
    tenantId: integer('tenant_id').notNull(),
    providerId: text('provider_id').notNull(),
    state: text('state'),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier'),
    subject: text('subject'),
    username: text('username'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idx_sys_oidc_flow_expires').on(t.expiresAt)],
);

export const sysSecret = pgTable('sys_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createTime: createdAt(),
});

/** A school's self-registration (登录配置 › 自助注册): off until the school names a role and an approver. */
export const sysRegisterSetting = pgTable(
  'sys_register_setting',
  {
    id: ownId(),
    tenantId: tenantId(),
    enabled: integer('enabled').notNull().default(0),
    /** The role a new account gets once approved. */
    roleId: text('role_id'),
    /** The user (of this school) who approves or rejects new accounts. */
    approverId: text('approver_id'),
    updateBy: text('update_by'),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [tenantKey(t), uniqueIndex('uq_sys_register_setting_tenant').on(t.tenantId)],
);

/**
 * A self-registered account and the approver's decision. The account itself (`sys_user`, frozen
 * until approved) holds the name and phone; this row says it waits and who decided.
 */
export const sysRegistration = pgTable(
  'sys_registration',
  {
    id: ownId(),
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    /** `pending`, `approved` or `rejected`. */
    status: text('status').notNull().default('pending'),
    ip: text('ip'),
    decidedBy: text('decided_by'),
    decidedTime: timestamp('decided_time', { withTimezone: true }),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_registration_user').on(t.tenantId, t.userId),
    index('idx_sys_registration_status').on(t.tenantId, t.status, t.createTime),
  ],
);
