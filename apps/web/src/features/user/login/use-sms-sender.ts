import { recoveryRoutes, sessionRoutes } from '@xinmiao/shared';
import { App } from 'antd';
import { useState } from 'react';
import { apiEnvelope } from '../../../api/client.ts';
import { SMS_RESEND_SECONDS } from './countdown.ts';
import { showLoginError } from './login-error.ts';
import { useCountdown } from './use-countdown.ts';

export type SmsSender = { left: number; sending: boolean; send: (mobile: string) => Promise<void> };

/**
 * Requests a code (a login code, smsmode 0, or a 找回密码 code) and, once the server accepted it,
 * waits before the next one.
 */
export function useSmsSender(purpose: 'login' | 'recover' = 'login'): SmsSender {
  const { message, notification } = App.useApp();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async (mobile: string) => {
    setSending(true);
    try {
      const reply =
        purpose === 'login'
          ? await apiEnvelope(sessionRoutes.sms, { body: { mobile, smsmode: '0' } })
          : await apiEnvelope(recoveryRoutes.sms, { body: { mobile } });
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
