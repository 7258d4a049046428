import { z } from 'zod';
import { defineRoute } from '../api/route.ts';

export const SMS_GATEWAY_MESSAGES = {
  saved: '短信网关配置已保存',
  secretRequired: '请输入 AccessKey Secret / SecretKey',
  appIdRequired: '腾讯云短信请填写 SDK AppID',
} as const;

export const SMS_GATEWAY_PROVIDERS = { aliyun: '阿里云短信', tencent: '腾讯云短信' } as const;

const text = (label: string, max: number) =>
  z.string(`请输入${label}`).trim().min(1, `请输入${label}`).max(max, `${label}最多 ${max} 个字符`);

const limit = (label: string, min: number, max: number) =>
  z.coerce
    .number()
    .int(`${label}须为整数`)
    .min(min, `${label}须在 ${min}–${max} 之间`)
    .max(max, `${label}须在 ${min}–${max} 之间`)
    .nullish();

/** The school's gateway as the console sees it: the key secret only as 已设置 / 未设置. */
export const smsGatewaySchema = z.object({
  provider: z.enum(['aliyun', 'tencent']),
  accessKeyId: z.string(),
  accessKeySecretState: z.enum(['已设置', '未设置']),
  signName: z.string(),
  templateCode: z.string(),
  appId: z.string().nullable(),
  region: z.string().nullable(),
  enabled: z.number(),
  resendSeconds: z.number().nullable(),
  perNumberPerHour: z.number().nullable(),
  perAddressPerHour: z.number().nullable(),
});
export type SmsGateway = z.infer<typeof smsGatewaySchema>;

/**
 * What a code for this school goes out through now: its own gateway (stored and enabled), the
 * installation's development log (`SMS_DEV_LOG=on`: the code is written to the server log and
 * reaches no phone), or nothing (SMS login, registration and phone change refuse).
 */
export const SMS_SENDERS = {
  school: '本校短信网关',
  'development-log': '开发模式日志',
  none: '无',
} as const;
export type SmsSenderKind = keyof typeof SMS_SENDERS;

export const smsGatewayStateSchema = z.object({
  gateway: smsGatewaySchema.nullable(),
  sender: z.enum(['school', 'development-log', 'none']),
});
export type SmsGatewayState = z.infer<typeof smsGatewayStateSchema>;

export const smsGatewayInput = z.object({
  provider: z.enum(['aliyun', 'tencent'], '请选择短信服务商'),
  accessKeyId: text('AccessKey ID / SecretId', 128),
  /** Empty keeps the stored secret. */
  accessKeySecret: z.string().trim().max(256, '密钥最多 256 个字符').optional(),
  signName: text('短信签名', 64),
  templateCode: text('模板编号', 64),
  appId: z.string().trim().max(64, 'SDK AppID 最多 64 个字符').nullish(),
  region: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{0,32}$/, '地域只能是小写字母、数字和连字符')
    .nullish(),
  enabled: z.coerce.number().int().min(0).max(1).default(1),
  /** The school's limits; empty: the installation's (60 s, 5 per number, 20 per address an hour). */
  resendSeconds: limit('重发间隔（秒）', 30, 600),
  perNumberPerHour: limit('每个号码每小时条数', 1, 20),
  perAddressPerHour: limit('每个地址每小时条数', 1, 200),
});
export type SmsGatewayInput = z.infer<typeof smsGatewayInput>;

/** 短信网关: the school's own SMS gateway for one-time codes (login, registration, phone change). */
export const smsGatewayRoutes = {
  query: defineRoute({
    method: 'GET',
    path: '/sys/smsGateway/query',
    access: 'system:signin:config',
    summary: '本校短信网关配置（不含密钥）与当前实际发送通道',
    response: smsGatewayStateSchema,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/sys/smsGateway/save',
    access: 'system:signin:config',
    summary: '保存本校短信网关配置',
    operation: '保存短信网关配置',
    body: smsGatewayInput,
  }),
};
