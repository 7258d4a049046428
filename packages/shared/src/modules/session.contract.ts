import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { MOBILE_PATTERN } from '../validation/rules.ts';

export const dictItemSchema = z.object({
  value: z.string(),
  text: z.string(),
  title: z.string(),
  label: z.string(),
  color: z.string().nullable(),
  /** JeecgBoot carries an item's extra JSON here; Xinmiao's dictionaries have none. */
  jsonObject: z.null(),
});
export type DictItem = z.infer<typeof dictItemSchema>;

export const userInfoSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  birthday: z.string().nullable(),
  sex: z.number().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  orgCode: z.string().nullable(),
  orgCodeTxt: z.string().nullable(),
  loginTenantId: z.number(),
  status: z.number(),
  delFlag: z.number(),
  workNo: z.string().nullable(),
  post: z.string().nullable(),
  telephone: z.string().nullable(),
  userIdentity: z.number().nullable(),
  departIds: z.string().nullable(),
  relTenantIds: z.string().nullable(),
  homePath: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  lastPwdUpdateTime: z.string().nullable(),
  /** Xinmiao: the account still has its initial password; the console asks for a new one first. */
  mustChangePassword: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const departSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  departName: z.string(),
  orgCode: z.string(),
  orgCategory: z.string(),
  orgType: z.string(),
  departOrder: z.number(),
  status: z.string(),
});
export type Depart = z.infer<typeof departSchema>;

export const tenantBriefSchema = z.object({ id: z.number(), name: z.string() });

export const loginResultSchema = z.object({
  token: z.string(),
  userInfo: userInfoSchema,
  departs: z.array(departSchema),
  multi_depart: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  sysAllDictItems: z.record(z.string(), z.array(dictItemSchema)),
  tenantList: z.array(tenantBriefSchema),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export type MenuMeta = {
  keepAlive: boolean;
  internalOrExternal: boolean;
  title: string;
  componentName: string;
  icon?: string;
  url?: string;
  hideMenu?: boolean;
  permissionList?: { action: string; type: string; describe: string }[];
};

export type MenuItem = {
  id: string;
  path: string;
  name: string;
  component: string;
  route: '0' | '1';
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: MenuMeta;
  children?: MenuItem[];
};

const menuMetaSchema = z.object({
  keepAlive: z.boolean(),
  internalOrExternal: z.boolean(),
  title: z.string(),
  componentName: z.string(),
  icon: z.string().optional(),
  url: z.string().optional(),
  hideMenu: z.boolean().optional(),
  permissionList: z
    .array(z.object({ action: z.string(), type: z.string(), describe: z.string() }))
    .optional(),
});

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    path: z.string(),
    name: z.string(),
    component: z.string(),
    route: z.enum(['0', '1']),
    redirect: z.string().nullable().optional(),
    hidden: z.boolean().optional(),
    alwaysShow: z.boolean().optional(),
    meta: menuMetaSchema,
    children: z.array(menuItemSchema).optional(),
  }),
);

export const authEntrySchema = z.object({ action: z.string(), type: z.string(), describe: z.string() });
export const allAuthEntrySchema = authEntrySchema.extend({ status: z.string() });

export const userPermissionSchema = z.object({
  menu: z.array(menuItemSchema),
  auth: z.array(authEntrySchema),
  allAuth: z.array(allAuthEntrySchema),
  codeList: z.array(z.string()),
  sysSafeMode: z.boolean(),
});
export type UserPermission = z.infer<typeof userPermissionSchema>;

/** The captcha nonce: JeecgBoot's Vue2 console sends it as a JSON number (a timestamp), Vue3 as a string. */
const checkKey = z.union([z.string().max(64), z.number().int().nonnegative().transform(String)]);

/** Vue3 clears the chosen department to `null` whenever the username is edited. */
const loginOrgCode = z
  .string()
  .max(64)
  .nullish()
  .transform((v) => v || undefined);

/** The school (tenant id) whose account this is, when one username exists in several. */
const loginTenantId = z
  .union([
    z.number().int().nonnegative(),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ])
  .optional();

export const userInfoResultSchema = z.object({
  userInfo: userInfoSchema,
  sysAllDictItems: z.record(z.string(), z.array(dictItemSchema)),
});

export const sessionRoutes = {
  captcha: defineRoute({
    method: 'GET',
    path: '/sys/randomImage/:key',
    access: 'public',
    summary: '登录验证码图片 (data URI)',
    params: z.object({ key: z.string().min(1).max(64) }),
    response: z.string(),
  }),
  login: defineRoute({
    method: 'POST',
    path: '/sys/login',
    access: 'public',
    summary: '账号密码登录',
    body: z.object({
      username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(64),
      password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128),
      captcha: z.string().max(16).optional(),
      checkKey: checkKey.optional(),
      loginOrgCode,
      loginTenantId,
      remember_me: z.boolean().optional(),
    }),
    response: loginResultSchema,
  }),
  sms: defineRoute({
    method: 'POST',
    path: '/sys/sms',
    access: 'public',
    summary: '发送短信验证码 (smsmode 0 登录)',
    body: z.object({
      mobile: z.string({ error: '请输入手机号' }).regex(MOBILE_PATTERN, '请输入正确手机号'),
      smsmode: z.coerce.string().optional(),
    }),
  }),
  phoneLogin: defineRoute({
    method: 'POST',
    path: '/sys/phoneLogin',
    access: 'public',
    summary: '手机验证码登录',
    body: z.object({
      mobile: z.string({ error: '请输入手机号' }).regex(MOBILE_PATTERN, '请输入正确手机号'),
      captcha: z.string({ error: '请输入验证码' }).min(1, '请输入验证码').max(8),
    }),
    response: loginResultSchema,
  }),
  checkCaptcha: defineRoute({
    method: 'POST',
    path: '/sys/checkCaptcha',
    access: 'public',
    summary: '校验登录验证码 (正确时不消耗, 错误时作废)',
    body: z.object({
      captcha: z.string({ error: '请输入验证码' }).min(1, '请输入验证码').max(16),
      checkKey,
    }),
  }),
  /** Vue3's 账户设置 reads the signed-in user (the login's `userInfo`) here. */
  settingUserData: defineRoute({
    method: 'GET',
    path: '/sys/user/login/setting/getUserData',
    access: 'login',
    summary: '本人基本信息 (Vue3 账户设置)',
    response: userInfoSchema,
  }),
  userInfo: defineRoute({
    method: 'GET',
    path: '/sys/user/getUserInfo',
    access: 'login',
    summary: '当前用户信息与全部字典 (Vue3)',
    beforePasswordChange: true,
    response: userInfoResultSchema,
  }),
  /**
   * Vue3 asks, before signing in, which departments the account may sign in to. The credentials are
   * checked like a login (lockout, captcha without using it up, password); nothing is issued. Its
   * `loginType: 'phone'` form (mobile and the SMS code as `smscode`) checks the code without using
   * it up (`/sys/phoneLogin` uses it next); a wrong code counts against the number's limits.
   */
  loginUserDeparts: defineRoute({
    method: 'POST',
    path: '/sys/loginGetUserDeparts',
    access: 'public',
    summary: '登录前查询账号可选部门 (校验验证码与密码或短信验证码, 不签发令牌)',
    body: z
      .object({
        loginType: z.enum(['account', 'phone']).optional(),
        username: z.string().trim().max(64).optional(),
        password: z.string().max(128).optional(),
        /** Vue3 names the captcha `inputCode`; `captcha` as /sys/login names it. */
        inputCode: z.string().max(16).optional(),
        captcha: z.string().max(16).optional(),
        checkKey: checkKey.nullish(),
        mobile: z.string().max(20).optional(),
        smscode: z.string().max(8).optional(),
        loginOrgCode,
        loginTenantId,
      })
      .superRefine((form, issues) => {
        const missing = (path: string, message: string) =>
          issues.addIssue({ code: 'custom', path: [path], message });
        if (form.loginType === 'phone') {
          if (!form.mobile || !MOBILE_PATTERN.test(form.mobile)) missing('mobile', '请输入正确手机号');
          if (!form.smscode) missing('smscode', '请输入验证码');
          return;
        }
        if (!form.username) missing('username', '请输入用户名');
        if (!form.password) missing('password', '请输入密码');
      }),
    response: z.object({
      departs: z.array(departSchema),
      currentOrgCode: z.string().nullable(),
      multi_depart: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      tenantList: z.array(tenantBriefSchema),
    }),
  }),
  logout: defineRoute({
    method: ['POST', 'GET'],
    path: '/sys/logout',
    access: 'public',
    summary: '退出登录 (校验 X-Access-Token 本身)',
  }),
  userPermission: defineRoute({
    method: 'GET',
    path: '/sys/permission/getUserPermissionByToken',
    access: 'login',
    summary: '当前用户菜单与按钮权限',
    /** Runs to answer Vue3 an empty menu (its shell then asks `verifyIzDefaultPwd`); others get 4101. */
    beforePasswordChange: true,
    response: userPermissionSchema,
  }),
  currentUserDeparts: defineRoute({
    method: 'GET',
    path: '/sys/user/getCurrentUserDeparts',
    access: 'login',
    summary: '当前用户所属部门',
    response: z.object({ list: z.array(departSchema), orgCode: z.string().nullable() }),
  }),
  selectDepart: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/selectDepart',
    access: 'login',
    summary: '切换当前部门/租户',
    body: z.object({
      username: z.string().optional(),
      orgCode: z.string().max(64).optional(),
      loginTenantId: z.coerce.number().int().optional(),
    }),
    response: z.object({ userInfo: userInfoSchema }),
  }),
  updatePassword: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/user/updatePassword',
    access: 'login',
    summary: '修改本人密码',
    beforePasswordChange: true,
    body: z.object({
      username: z.string().min(1).describe('用户名'),
      oldpassword: z.string().min(1, '请输入旧密码!'),
      password: z.string().min(1, '请输入新密码!'),
      confirmpassword: z.string().min(1, '请确认新密码!'),
    }),
  }),
  refreshDictCache: defineRoute({
    method: ['GET', 'POST'],
    path: '/sys/dict/refleshCache',
    access: 'login',
    summary: '刷新字典缓存',
  }),
  allDictItems: defineRoute({
    method: 'GET',
    path: '/sys/dict/queryAllDictItems',
    access: 'login',
    summary: '全部字典项 (dictCode → items)',
    response: z.record(z.string(), z.array(dictItemSchema)),
  }),
  dictItems: defineRoute({
    method: 'GET',
    path: '/sys/dict/getDictItems/:dictCode',
    access: 'login',
    staffOnly: true,
    summary: '单个字典的选项',
    params: z.object({ dictCode: z.string().min(1, '字典Code不能为空!').max(100) }),
    response: z.array(dictItemSchema),
  }),
} as const;
