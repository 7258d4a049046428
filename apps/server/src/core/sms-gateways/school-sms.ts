import type { SmsSenderKind } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { sysSmsGateway } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type { SecretBox } from '../secret-box.ts';
import type { SmsProvider } from '../sms.ts';
import { aliyunSender } from './aliyun.ts';
import {
  type CheckResult,
  checkSmsCode,
  type IssueLimits,
  issueSmsCode,
  SMS_CODE_LIMITS,
  type SmsPurpose,
  withdrawSmsCode,
} from './codes.ts';
import { tencentSender } from './tencent.ts';
import { type GatewayConfig, type SmsEndpoints, SmsGatewayError, type SmsSender } from './types.ts';

export type SendCodeResult =
  | { ok: true }
  | { ok: false; reason: 'unavailable' | 'limited' | 'locked' | 'gateway'; detail?: string };

/**
 * One-time SMS codes for every flow that proves a phone (SMS login, registration, phone change,
 * password recovery). A code goes out through the school's own gateway (短信网关, configured per
 * school, its key sealed), else through the installation's provider (development log or none).
 */
export type SchoolSms = {
  /** Whether a code can reach a phone of school `tenantId`; `null`: of any school. */
  available(tenantId: number | null): Promise<boolean>;
  /**
   * What a code for school `tenantId` goes out through: its own gateway (stored and enabled), the
   * installation's provider (the development log, `SMS_DEV_LOG=on`, in a deployment), or nothing.
   */
  senderKind(tenantId: number): Promise<SmsSenderKind>;
  /**
   * Issues a code within the limits and sends it through `tenantId`'s gateway. With `tenantId`
   * null the code is issued (limits apply the same) but sent to nobody: an unknown number must not
   * be told apart from a known one.
   */
  sendCode(input: {
    tenantId: number | null;
    mobile: string;
    ip: string | null;
    purpose: SmsPurpose;
    /** Binds the code beyond its purpose (a lecture code: its school and lecture); checked alike. */
    scope?: string;
  }): Promise<SendCodeResult>;
  /** `keep`: a right code stays usable (a check before the sign-in that uses it). */
  checkCode(input: {
    mobile: string;
    code: string;
    purpose: SmsPurpose;
    scope?: string;
    keep?: boolean;
  }): Promise<CheckResult>;
};

const SENDERS = { aliyun: aliyunSender, tencent: tencentSender } as const;

export function schoolSms(deps: {
  db: Db;
  secret: string;
  box: SecretBox;
  fallback: SmsProvider;
  endpoints: SmsEndpoints;
}): SchoolSms {
  const { db, secret, box, fallback, endpoints } = deps;

  async function gatewayOf(tenantId: number): Promise<{ sender: SmsSender | null; limits: IssueLimits }> {
    const [row] = await db.select().from(sysSmsGateway).where(eq(sysSmsGateway.tenantId, tenantId));
    const limits: IssueLimits = {
      resendMs: row?.resendSeconds ? row.resendSeconds * 1000 : SMS_CODE_LIMITS.resendMs,
      perNumberPerHour: row?.perNumberPerHour ?? SMS_CODE_LIMITS.perNumberPerHour,
      perAddressPerHour: row?.perAddressPerHour ?? SMS_CODE_LIMITS.perAddressPerHour,
    };
    return { sender: senderOf(row), limits };
  }

  function senderOf(row: typeof sysSmsGateway.$inferSelect | undefined): SmsSender | null {
    if (row?.enabled !== 1) return fallback.configured ? fallback.send : null;
    const config: GatewayConfig = {
      provider: row.provider === 'tencent' ? 'tencent' : 'aliyun',
      accessKeyId: row.accessKeyId,
      accessKeySecret: box.open(row.accessKeySecretSealed),
      signName: row.signName,
      templateCode: row.templateCode,
      appId: row.appId,
      region: row.region,
    };
    return SENDERS[config.provider](config, endpoints[config.provider]);
  }

  return {
    async available(tenantId) {
      if (fallback.configured) return true;
      const enabled = eq(sysSmsGateway.enabled, 1);
      const rows = await db
        .select({ tenantId: sysSmsGateway.tenantId })
        .from(sysSmsGateway)
        .where(tenantId === null ? enabled : and(enabled, eq(sysSmsGateway.tenantId, tenantId)))
        .limit(1);
      return rows.length > 0;
    },

    async senderKind(tenantId) {
      const [row] = await db
        .select({ enabled: sysSmsGateway.enabled })
        .from(sysSmsGateway)
        .where(eq(sysSmsGateway.tenantId, tenantId));
      if (row?.enabled === 1) return 'school';
      return fallback.configured ? 'development-log' : 'none';
    },

    async sendCode({ tenantId, mobile, ip, purpose, scope }) {
      const { sender, limits } =
        tenantId === null ? { sender: null, limits: SMS_CODE_LIMITS } : await gatewayOf(tenantId);
      if (tenantId !== null && !sender) return { ok: false, reason: 'unavailable' };
      const issued = await issueSmsCode(db, secret, { mobile, ip, purpose, scope: scope ?? '' }, limits);
      if (!issued.ok) return issued;
      if (!sender) return { ok: true };
      try {
        await sender(mobile, issued.code);
        return { ok: true };
      } catch (error) {
        await withdrawSmsCode(db, issued.id);
        if (error instanceof SmsGatewayError) return { ok: false, reason: 'gateway', detail: error.detail };
        throw error;
      }
    },

    checkCode: (input) => checkSmsCode(db, secret, input),
  };
}
