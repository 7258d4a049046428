import type { FastifyBaseLogger } from 'fastify';

/** Sends a one-time code to a phone. A real gateway implements this; the default logs it. */
export type SmsProvider = {
  send(mobile: string, code: string): Promise<void>;
};

export function logSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    async send(mobile, code) {
      log.info({ mobile }, `短信验证码 ${code} (开发模式: 未接入短信网关)`);
    },
  };
}
