import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { chatAppOf } from '../auth/sign-in-paths.ts';
import { selfEditSchema } from '../modules/account.contract.ts';
import { departAddSchema } from '../modules/depart.contract.ts';
import { oidcRoutes } from '../modules/oidc.contract.ts';
import { recoveryRoutes } from '../modules/recovery.contract.ts';
import { sessionRoutes } from '../modules/session.contract.ts';
import { staffInput } from '../modules/staff.contract.ts';
import { userEditSchema } from '../modules/users.contract.ts';
import { studentFields } from '../school/student-input.ts';

/** Every field that holds a mainland mobile number, by where it is entered (decisions.md §36). */
const MOBILE_FIELDS: [string, z.ZodType][] = [
  ['用户 phone', userEditSchema.shape.phone],
  ['账户设置 phone', selfEditSchema.shape.phone],
  ['学生 phone', studentFields.shape.phone],
  ['监护人电话', studentFields.shape.guardianPhone],
  ['教职工 phone', staffInput.shape.phone],
  ['部门 mobile', departAddSchema.shape.mobile],
  ['短信登录 /sys/sms', sessionRoutes.sms.body.shape.mobile],
  ['短信登录 /sys/phoneLogin', sessionRoutes.phoneLogin.body.shape.mobile],
  ['找回密码', recoveryRoutes.sms.body.shape.mobile],
  ['绑定验证码', oidcRoutes.bindSms.body.shape.mobile],
];

describe('the mobile-number rule holds everywhere (1[3-9], spec §5 message)', () => {
  it.each(MOBILE_FIELDS)(
    '%s accepts every current prefix and refuses others with 请输入正确手机号',
    (_, schema) => {
      for (const good of ['13812345678', '14712345678', '16612345678', '17012345678', '19912345678']) {
        expect(schema.safeParse(good).success).toBe(true);
      }
      for (const bad of ['12912345678', '11012345678', '1991234567']) {
        const parsed = schema.safeParse(bad);
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues[0]?.message).toBe('请输入正确手机号');
      }
    },
  );
});

describe('chatAppOf (spec §9: enterprise chat app browsers are the OAuth2 app environment)', () => {
  it("recognises 企业微信, 钉钉 and 飞书 by their browsers' user agents, and nothing else", () => {
    const base =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    expect(chatAppOf(`${base} wxwork/4.1.16 MicroMessenger/7.0.1 Language/zh`)).toBe('wechat_enterprise');
    expect(chatAppOf(`${base} AliApp(DingTalk/7.0.40) com.laiwang.DingTalk/31035 Channel/201200`)).toBe(
      'dingtalk',
    );
    expect(chatAppOf(`${base} Lark/7.1.5 LarkLocale/zh_CN ChannelName/Feishu`)).toBe('feishu');
    expect(chatAppOf(`${base} MicroMessenger/8.0.40 NetType/WIFI Language/zh_CN`)).toBeNull();
    expect(chatAppOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36')).toBeNull();
  });
});
