import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { MOBILE_PATTERN } from '../validation/rules.ts';

export const RECOVERY_MESSAGES = {
  passwordReset: '密码已重置，请使用新密码登录',
} as const;

const mobile = z.string({ error: '请输入手机号' }).regex(MOBILE_PATTERN, '请输入正确手机号');

/**
 * 找回密码 (/user/alteration) on Xinmiao's own calls: a code sent for this purpose only, then a new
 * password. JeecgBoot's `/sys/user/passwordChange` and `/sys/user/phoneVerification` stay absent.
 */
export const recoveryRoutes = {
  sms: defineRoute({
    method: 'POST',
    path: '/sys/recover/sms',
    access: 'public',
    summary: '发送找回密码的短信验证码',
    body: z.object({ mobile }),
  }),
  password: defineRoute({
    method: 'POST',
    path: '/sys/recover/password',
    access: 'public',
    summary: '凭短信验证码重置密码',
    body: z.object({
      mobile,
      captcha: z.string({ error: '请输入验证码' }).min(1, '请输入验证码').max(8),
      password: z.string({ error: '请输入新密码' }).max(128),
      confirmpassword: z.string().max(128),
    }),
  }),
};
