import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { MOBILE_PATTERN, maxLength, optionalMobile, Rules } from '../validation/rules.ts';
import { IMAGE_CAPABILITY_PATTERN } from './files.contract.ts';
import { userInfoSchema } from './session.contract.ts';

/** Field limits of the self-edit form; the console derives its `maxLength`s from these. */
export const ACCOUNT_LIMITS = {
  realname: 50,
  phone: 11,
  email: 100,
  /** Decoded avatar image bytes. */
  avatarBytes: 200 * 1024,
} as const;

export const AccountMsg = {
  realnameRequired: '请输入姓名',
  avatarNotImage: '请上传图片',
  avatarTooLarge: '头像图片不能超过200KB',
  phoneTaken: '该手机号已被其他账号使用',
  saved: '个人信息修改成功！',
  /** userEdit no longer changes the phone: SMS login trusts it, so a new one must prove itself. */
  phoneBySms: '手机号需通过短信验证码修改，请在账户设置中使用「修改手机」',
  phoneSame: '新手机号与当前手机号相同',
  phoneChanged: '手机号修改成功',
  smsUnavailable: '本校未开通短信验证，暂不能修改手机号，请联系学校管理员',
} as const;

/** `data:image/<png|jpeg|gif|webp>;base64,<data>`: avatars saved before the upload store existed. */
export const AVATAR_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/;
/** An image stored by `/sys/common/upload` with `biz=avatar`. */
export const AVATAR_STORED_KEY = /^avatar\/[0-9a-f]{32}\.(png|jpe?g|gif|webp)$/;
// Base64 of the byte limit plus the longest prefix.
const AVATAR_MAX_CHARS = Math.ceil(ACCOUNT_LIMITS.avatarBytes / 3) * 4 + 'data:image/jpeg;base64,'.length;

const trimmed = (max: number) => z.string().trim().max(max, maxLength(max).message);

export const selfEditSchema = z.object({
  realname: trimmed(ACCOUNT_LIMITS.realname).min(1, AccountMsg.realnameRequired),
  phone: trimmed(ACCOUNT_LIMITS.phone).refine(optionalMobile.test, optionalMobile.message).default(''),
  email: trimmed(ACCOUNT_LIMITS.email).refine(Rules.email.test, Rules.email.message).default(''),
  /**
   * A new image (uploaded path, the capability name the upload answers JeecgBoot's consoles, or a
   * data URL), '' to remove it; absent keeps the current one.
   */
  avatar: z
    .string()
    .max(AVATAR_MAX_CHARS, AccountMsg.avatarTooLarge)
    .refine(
      (v) =>
        v === '' || AVATAR_STORED_KEY.test(v) || IMAGE_CAPABILITY_PATTERN.test(v) || AVATAR_DATA_URL.test(v),
      AccountMsg.avatarNotImage,
    )
    .optional(),
});
export type SelfEdit = z.infer<typeof selfEditSchema>;

const newMobile = z.string({ error: '请输入手机号' }).trim().regex(MOBILE_PATTERN, '请输入正确手机号');

export const accountRoutes = {
  loginConfig: defineRoute({
    method: 'GET',
    path: '/sys/loginConfig',
    access: 'public',
    summary: '登录页配置 (是否需要图形验证码)',
    response: z.object({ captcha: z.boolean() }),
  }),
  /**
   * Vue3's header asks whether the password is still the system default and, if so, opens a dialog
   * that sends the default back as the old password (JeecgBoot puts it in the message, `yes_<pw>`).
   * Xinmiao never hands out a password: an account still on its initial password gets
   * `yes_<ticket>`, a value bound to this session that `updatePassword` takes in place of the old
   * password while the change is required; everyone else `no`.
   */
  verifyDefaultPassword: defineRoute({
    method: 'GET',
    path: '/sys/user/verifyIzDefaultPwd',
    access: 'login',
    beforePasswordChange: true,
    summary: '是否仍为初始密码 (Vue3; 从不返回密码, 须改密时返回本会话的改密凭据)',
    response: z.union([z.literal('no'), z.templateLiteral(['yes_', z.string()])]),
  }),
  editSelf: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/user/login/setting/userEdit',
    access: 'login',
    summary: '修改本人基本信息 (姓名、手机、邮箱、头像)',
    body: selfEditSchema,
    response: userInfoSchema,
  }),
  /** 修改手机: a code sent to the new number (purpose `phone-change`, bound to the caller). */
  phoneSms: defineRoute({
    method: 'POST',
    path: '/sys/user/phone/sms',
    access: 'login',
    summary: '发送修改手机验证码',
    body: z.object({ mobile: newMobile }),
  }),
  changePhone: defineRoute({
    method: 'POST',
    path: '/sys/user/phone/change',
    access: 'login',
    summary: '凭短信验证码修改手机',
    body: z.object({
      mobile: newMobile,
      captcha: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(8),
    }),
  }),
} as const;
