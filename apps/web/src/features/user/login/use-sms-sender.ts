import { recoveryRoutes, sessionRoutes } from '@xinmiao/shared';
import { App } from 'antd';
import { useState } from 'react';
import { apiEnvelope } from '../../../api/client.ts';
import { SMS_RESEND_SECONDS } from './countdown.ts';
import { showLoginError } from './login-error.ts';
import { useCountdown } from './use-countdown.ts';

export type SmsSender = { left: number; sending: boolean; send: (mobile: string) => Promise<void> };

/** Asks the server for a code to `mobile`; the envelope's message is shown. */
export type CodeRequest = (mobile: string) => Promise<{ message: string }>;

const REQUESTS: Record<'login' | 'recover', CodeRequest> = {
  login: (mobile) => apiEnvelope(sessionRoutes.sms, { body: { mobile, smsmode: '0' } }),
  recover: (mobile) => apiEnvelope(recoveryRoutes.sms, { body: { mobile } }),
};

/**
 * Requests a code (a login code, smsmode 0, a 找回密码 code, or a flow's own: registration, 修改手机)
 * and, once the server accepted it, waits before the next one.
 */
export function useSmsSender(purpose: 'login' | 'recover' | CodeRequest = 'login'): SmsSender {
  const { message, notification } = App.useApp();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async (mobile: string) => {
    setSending(true);
    try {
      const reply = await (typeof purpose === 'function' ? purpose : REQUESTS[purpose])(mobile);
      countdown.start(SMS_RESEND_SECONDS);
      message.success(reply.message);
    } catch (error) {
      showLoginError(notification, error, '获取验证码失败');
    } finally {
      setSending(false);
    }
  };

  return { left: countdown.left, sending, send };
}
