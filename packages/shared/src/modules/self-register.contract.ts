import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { MOBILE_PATTERN, username as usernameRules } from '../validation/rules.ts';

export const REGISTER_MESSAGES = {
  closed: '该学校未开放自助注册，请联系学校管理员开通账号',
  submitted: '注册申请已提交，请等待学校审核',
  usernameTaken: '该用户名已被使用',
  phoneTaken: '该手机号已注册账号，请直接登录或找回密码',
  smsWrong: '短信验证码错误或已过期',
  smsElsewhere: '该验证码不是本校注册的验证码，请在本页重新获取',
  smsLimited: '发送过于频繁，请稍后再试',
  smsLocked: '验证码错误次数过多，请一小时后再试',
  smsUnavailable: '本校未开通短信验证，暂不能自助注册',
  smsFailed: '短信发送失败，请稍后再试',
  awaitingApproval: '账号注册申请正在等待学校审核，审核通过后即可登录',
  saved: '注册设置已保存',
  roleRequired: '请选择新账号的角色',
  approverRequired: '请选择审核人',
  unknownRole: '所选角色不存在',
  unknownApprover: '所选审核人不是本校的有效账号',
  notApprover: '只有本校指定的注册审核人可以审核',
  notPending: '该注册申请已处理',
  approved: '已通过，该账号现在可以登录',
  rejected: '已驳回',
  confirmMismatch: '两次输入的密码不一致',
} as const;

/** The fields of the registration form, with their limits; the page derives its `maxLength`s. */
export const REGISTER_LIMITS = { username: 18, realname: 50, phone: 11, password: 128 } as const;

const schoolId = z.coerce
  .number('请输入学校编号')
  .int('请输入学校编号')
  .positive('请输入学校编号')
  .max(999_999_999);
const mobile = z.string({ error: '请输入手机号' }).trim().regex(MOBILE_PATTERN, '请输入正确手机号');

const usernameSchema = usernameRules.reduce<z.ZodType<string>>(
  (s, rule) => s.refine(rule.test, rule.message),
  z.string({ error: '请输入用户名' }).trim(),
);

export const registerFormSchema = z
  .object({
    tenantId: schoolId,
    username: usernameSchema,
    realname: z
      .string({ error: '请输入真实姓名' })
      .trim()
      .min(1, '请输入真实姓名')
      .max(REGISTER_LIMITS.realname, `真实姓名最多 ${REGISTER_LIMITS.realname} 个字符`),
    phone: mobile,
    smsCode: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(8),
    password: z
      .string({ error: '请输入密码' })
      .max(REGISTER_LIMITS.password)
      .superRefine((v, ctx) => {
        const problem = v === '' ? '请输入密码' : passwordProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    confirmPassword: z.string().max(REGISTER_LIMITS.password),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: REGISTER_MESSAGES.confirmMismatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/**
 * What a school set for self-registration (登录配置 › 自助注册). The approver is named by username,
 * as the console's user picker names users; the server keeps the account it resolves to.
 */
export const registerSettingSchema = z.object({
  enabled: z.number(),
  roleId: z.string().nullable(),
  approver: z.string().nullable(),
});
export type RegisterSetting = z.infer<typeof registerSettingSchema>;

export const registerSettingInput = z.object({
  enabled: z.coerce.number().int().min(0).max(1),
  roleId: z.string().trim().max(64).nullish(),
  approver: z.string().trim().max(64).nullish(),
});

/** One registration waiting for, or past, the approver's decision. */
export const registrationSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  phone: z.string(),
  roleName: z.string(),
  createTime: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;

const idBody = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });

/**
 * 自助注册 (/user/register) on Xinmiao's own calls; JeecgBoot's `/sys/user/register` stays absent.
 * Off unless the school turns it on; a new account waits, unable to sign in, for the approver the
 * school named, who gives it the role the school named.
 */
export const registerRoutes = {
  school: defineRoute({
    method: 'GET',
    path: '/sys/register/school',
    access: 'public',
    summary: '学校是否开放自助注册',
    query: z.object({ tenantId: schoolId }),
    response: z.object({ open: z.boolean(), schoolName: z.string() }),
  }),
  sms: defineRoute({
    method: 'POST',
    path: '/sys/register/sms',
    access: 'public',
    summary: '发送注册短信验证码',
    body: z.object({ tenantId: schoolId, mobile }),
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/sys/register/submit',
    access: 'public',
    summary: '提交自助注册申请',
    body: registerFormSchema,
  }),
  setting: defineRoute({
    method: 'GET',
    path: '/sys/register/setting',
    access: 'system:signin:config',
    summary: '本校自助注册设置',
    response: registerSettingSchema,
  }),
  saveSetting: defineRoute({
    method: 'POST',
    path: '/sys/register/setting/save',
    access: 'system:signin:config',
    summary: '保存自助注册设置',
    operation: '保存自助注册设置',
    body: registerSettingInput,
  }),
  pending: defineRoute({
    method: 'GET',
    path: '/sys/register/pending',
    access: 'system:register:approve',
    summary: '待审核的注册申请',
    response: z.array(registrationSchema),
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/sys/register/approve',
    access: 'system:register:approve',
    summary: '通过注册申请',
    operation: '通过注册申请',
    body: idBody,
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/sys/register/reject',
    access: 'system:register:approve',
    summary: '驳回注册申请',
    operation: '驳回注册申请',
    body: idBody,
  }),
};
