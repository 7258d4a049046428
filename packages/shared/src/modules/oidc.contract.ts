import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { CHAT_APP_KINDS } from '../auth/sign-in-paths.ts';
import { MOBILE_PATTERN } from '../validation/rules.ts';
import { loginResultSchema } from './session.contract.ts';

export const SIGN_IN_PROTOCOLS = {
  oidc: 'OpenID Connect',
  cas: 'CAS',
  wechat_enterprise: '企业微信',
  dingtalk: '钉钉',
  feishu: '飞书',
} as const;
const protocolSchema = z.enum(['oidc', 'cas', ...CHAT_APP_KINDS]);
export type SignInProtocol = z.infer<typeof protocolSchema>;
/** A stored protocol name as the contract knows it (rows written before a protocol existed read as OpenID Connect). */
export const signInProtocolOf = (stored: string): SignInProtocol =>
  protocolSchema.catch('oidc').parse(stored);

export const OIDC_MESSAGES = {
  saved: '统一身份认证配置已保存',
  deleted: '统一身份认证配置已删除',
  secretRequired: '请输入 Client Secret',
  notFound: '该统一身份认证方式不存在或未启用',
  noPublicUrl: '本站未配置访问地址（PUBLIC_URL），暂不能使用统一身份认证',
  unreachable: '无法连接该学校的统一身份认证服务，请稍后重试或联系学校管理员',
  flowExpired: '登录已超时或已在其他窗口完成，请重新登录',
  stateMismatch: '登录校验失败（state 不匹配），请重新登录',
  nonceMismatch: '登录校验失败（nonce 不匹配），请重新登录',
  issuerMismatch: '登录校验失败：身份提供方与该学校配置的不一致',
  codeRejected: '授权码无效或已被使用，请重新登录',
  refused: '统一身份认证未通过，请重新登录',
  noSubject: '统一身份认证未返回用户标识，请联系学校管理员',
  bindExpired: '绑定已超时，请重新通过统一身份认证登录',
  notMember: '该账号不属于此学校，不能绑定',
  bound: '绑定成功',
  alreadyBound: '该账号已绑定此学校的统一身份认证，请直接登录',
  unbound: '已解除绑定',
  bindingNotFound: '绑定不存在或已解除',
  clientIdRequired: '请输入Client ID',
  casTicketRefused: 'CAS 票据无效、已过期或已被使用，请重新登录',
  casServiceInvalid: 'CAS 回调地址不属于本站',
  issuerRequired: '请输入 Issuer 地址',
  chatAppNotConfigured: '该学校未启用此应用的登录，请使用账号密码登录',
  thirdTokenInvalid: '登录凭证无效、已过期或已被使用，请重新登录',
} as const;

const text = (label: string, max: number) =>
  z.string(`请输入${label}`).trim().min(1, `请输入${label}`).max(max, `${label}最多 ${max} 个字符`);

/** A school's OpenID Connect provider as the console sees it: the client secret only as 已设置 / 未设置. */
export const oidcProviderSchema = z.object({
  id: z.string(),
  protocol: protocolSchema,
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  clientSecretState: z.enum(['已设置', '未设置']),
  scopes: z.string(),
  usernameClaim: z.string(),
  enabled: z.number(),
});
export type OidcProvider = z.infer<typeof oidcProviderSchema>;

export const oidcProviderInput = z.object({
  id: z.string().max(32).optional(),
  protocol: protocolSchema.default('oidc'),
  name: text('显示名称', 32),
  /** OpenID Connect and CAS; an enterprise chat app's addresses are its platform's own. */
  issuer: z
    .string('请输入 Issuer 地址')
    .trim()
    .regex(/^(https?:\/\/[^\s?#]+)?$/, 'Issuer 须为 http(s) 地址')
    .max(255, 'Issuer 最多 255 个字符')
    .default(''),
  /** OpenID Connect's client id; a chat app's CorpID (企业微信), AppKey (钉钉) or App ID (飞书). */
  clientId: z.string().trim().max(128, 'Client ID 最多 128 个字符').default(''),
  /** Empty keeps the stored secret. */
  clientSecret: z.string().trim().max(512, 'Client Secret 最多 512 个字符').optional(),
  scopes: z
    .string()
    .trim()
    .regex(/^[\w:.-]+( [\w:.-]+)*$/, '授权范围以空格分隔')
    .max(255)
    .default('openid profile'),
  usernameClaim: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,64}$/, '用户名声明只能是字母、数字、下划线、点和连字符')
    .default('preferred_username'),
  enabled: z.coerce.number().int().min(0).max(1).default(1),
});
export type OidcProviderInput = z.infer<typeof oidcProviderInput>;

/** 统一身份认证 (OpenID Connect) providers of the school, configured in 登录配置. */
export const oidcProviderRoutes = {
  all: defineRoute({
    method: 'GET',
    path: '/sys/oidcProvider/all',
    access: 'system:signin:config',
    summary: '本校统一身份认证配置（不含密钥）',
    response: z.array(oidcProviderSchema),
  }),
  save: defineRoute({
    method: 'POST',
    path: '/sys/oidcProvider/save',
    access: 'system:signin:config',
    summary: '保存统一身份认证配置',
    operation: '保存统一身份认证',
    body: oidcProviderInput,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/sys/oidcProvider/delete',
    access: 'system:signin:config',
    summary: '删除统一身份认证配置',
    operation: '删除统一身份认证',
    query: z.object({ id: z.string().min(1).max(32) }),
  }),
};

const mobile = z.string({ error: '请输入手机号' }).regex(MOBILE_PATTERN, '请输入正确手机号');
const secretKey = (message: string) => z.string().trim().min(1, message).max(128, message);

/** An identity met for the first time: bind an existing account of the school to it. */
export const oidcBindAnswerSchema = z.object({
  kind: z.literal('bind'),
  /** One-time, ten minutes: names the school, the provider and the identity to bind. */
  ticket: z.string(),
  providerName: z.string(),
  schoolName: z.string(),
  /** The account the provider's username claim names, when it sent one. */
  username: z.string(),
});
export type OidcBindAnswer = z.infer<typeof oidcBindAnswerSchema>;

export const oidcCallbackResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('login'), login: loginResultSchema }),
  oidcBindAnswerSchema,
  /** An enterprise chat app's bound member: a one-time token for `/sys/thirdLogin/getLoginUser`. */
  z.object({ kind: z.literal('third'), token: z.string(), thirdType: z.enum(CHAT_APP_KINDS) }),
]);
export type OidcCallbackResult = z.infer<typeof oidcCallbackResultSchema>;

export const oidcBindingSchema = z.object({
  id: z.string(),
  providerName: z.string(),
  schoolName: z.string(),
  createTime: z.string(),
});
export type OidcBinding = z.infer<typeof oidcBindingSchema>;

/**
 * Signing in with a school's OpenID provider: the login page lists the school's providers once the
 * school is known, `start` keeps the PKCE verifier, state and nonce on the server and hands the
 * browser a flow key of its own, the callback page sends the provider's answer back with that key.
 * An identity met for the first time is bound to an existing account of the school, proven by its
 * password or an SMS code; the binding signs in to that school only.
 */
export const oidcRoutes = {
  providers: defineRoute({
    method: 'GET',
    path: '/sys/oidc/providers',
    access: 'public',
    summary: '学校的统一身份认证方式',
    query: z.object({ tenantId: z.coerce.number().int().positive().max(999_999_999) }),
    response: z.array(z.object({ id: z.string(), name: z.string(), protocol: protocolSchema })),
  }),
  /**
   * The name of the school a sign-in link (`?school=<学校编号>`) is for, so the login page can say
   * whose it is; '' for a number that is no live school. Nothing else about the school.
   */
  schoolName: defineRoute({
    method: 'GET',
    path: '/sys/oidc/schoolName',
    access: 'public',
    summary: '学校登录链接的学校名称',
    query: z.object({ tenantId: z.coerce.number().int().positive().max(999_999_999) }),
    response: z.object({ name: z.string() }),
  }),
  start: defineRoute({
    method: 'POST',
    path: '/sys/oidc/start',
    access: 'public',
    summary: '开始统一身份认证登录',
    body: z.object({
      tenantId: z.coerce.number().int().positive().max(999_999_999),
      providerId: z.string().min(1).max(32),
    }),
    /** `flow` is empty for CAS, whose single-use ticket comes back on the service address. */
    response: z.object({ authorizeUrl: z.string(), flow: z.string() }),
  }),
  callback: defineRoute({
    method: 'POST',
    path: '/sys/oidc/callback',
    access: 'public',
    summary: '完成统一身份认证登录',
    body: z.object({
      flow: secretKey(OIDC_MESSAGES.flowExpired),
      /** The callback address's query string, as the provider sent it. */
      params: z.string().max(4096),
    }),
    response: oidcCallbackResultSchema,
  }),
  bindSms: defineRoute({
    method: 'POST',
    path: '/sys/oidc/bindSms',
    access: 'public',
    summary: '发送绑定账号的短信验证码',
    body: z.object({ ticket: secretKey(OIDC_MESSAGES.bindExpired), mobile }),
  }),
  bind: defineRoute({
    method: 'POST',
    path: '/sys/oidc/bind',
    access: 'public',
    summary: '绑定已有账号并登录',
    body: z.discriminatedUnion('method', [
      z.object({
        method: z.literal('password'),
        ticket: secretKey(OIDC_MESSAGES.bindExpired),
        username: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64),
        password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128),
      }),
      z.object({
        method: z.literal('sms'),
        ticket: secretKey(OIDC_MESSAGES.bindExpired),
        mobile,
        captcha: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(8),
      }),
    ]),
    response: loginResultSchema,
  }),
  bindings: defineRoute({
    method: 'GET',
    path: '/sys/oidc/bindings',
    access: 'login',
    summary: '我的统一身份认证绑定',
    response: z.array(oidcBindingSchema),
  }),
  /**
   * JeecgBoot's CAS client call: the console page the CAS server returned to sends the ticket and
   * the service address; the school's CAS server validates it (`/p3/serviceValidate`), then the same
   * binding rules as OpenID Connect apply. A bound identity gets JeecgBoot's answer (`result.token`,
   * `result.userInfo`: the login's), a new one the bind answer.
   */
  casValidate: defineRoute({
    method: 'GET',
    path: '/sys/cas/client/validateLogin',
    access: 'public',
    summary: 'CAS 票据登录',
    query: z.object({
      ticket: z
        .string()
        .trim()
        .min(1, OIDC_MESSAGES.casTicketRefused)
        .max(256, OIDC_MESSAGES.casTicketRefused),
      service: z.string().max(1024),
    }),
    response: z.union([loginResultSchema, oidcBindAnswerSchema]),
  }),
  /**
   * JeecgBoot's third-party login answer: the token an enterprise chat app's sign-in handed the page
   * (`kind: 'third'` of the callback) becomes the session. The token is single use, lives a minute
   * and is redacted from request logs (`core/log-redaction.ts`).
   */
  thirdLoginUser: defineRoute({
    method: 'GET',
    path: '/sys/thirdLogin/getLoginUser/:token/:thirdType',
    access: 'public',
    summary: '第三方应用登录',
    params: z.object({
      token: z.string().regex(/^[\w-]{20,128}$/, OIDC_MESSAGES.thirdTokenInvalid),
      thirdType: z.enum(CHAT_APP_KINDS, OIDC_MESSAGES.thirdTokenInvalid),
    }),
    response: loginResultSchema,
  }),
  unbind: defineRoute({
    method: 'DELETE',
    path: '/sys/oidc/unbind',
    access: 'login',
    summary: '解除统一身份认证绑定',
    operation: '解除统一认证绑定',
    query: z.object({ id: z.string().min(1).max(32) }),
  }),
};
