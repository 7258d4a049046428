import type { FastifyBaseLogger } from 'fastify';

/** Sends a one-time code to a phone. A real gateway implements this; the default logs it. */
export type SmsProvider = {
  /** False when no code can reach anyone: SMS login then says so instead of "sent". */
  configured: boolean;
  send(mobile: string, code: string): Promise<void>;
};

/**
 * The provider without a gateway. Only in development (`SMS_DEV_LOG=on`) does the code reach the
 * log, so a developer can sign in by phone; anywhere else a log reader must not get sign-in codes.
 */
export function logSmsProvider(log: FastifyBaseLogger, devLog = false): SmsProvider {
  return {
    configured: devLog,
    async send(mobile, code) {
      if (devLog) log.info({ mobile }, `短信验证码 ${code} (开发模式: 未接入短信网关)`);
      else log.warn({ mobile }, '未接入短信网关，验证码未发送');
    },
  };
}
