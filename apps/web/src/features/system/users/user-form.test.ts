import { PasswordMsg, UserMsg } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { addBody, confirmRule, EMPTY_USER, userRules } from './user-form.ts';

type Validator = { validator: (rule: unknown, value: unknown) => Promise<void> };

async function messageOf(rules: readonly unknown[], value: string): Promise<string | null> {
  for (const rule of rules as Validator[]) {
    if (!rule.validator) continue;
    try {
      await rule.validator({}, value);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

describe('user form rules', () => {
  it('say what spec §5 and the password policy say', async () => {
    expect(await messageOf(userRules.username, '')).toBe('请输入用户名');
    expect(await messageOf(userRules.username, 'ab')).toBe('长度6到18个字符');
    expect(await messageOf(userRules.username, 'ab cd')).toBe('只允许字母、数字、下划线');
    expect(await messageOf(userRules.username, 'teacher_01')).toBeNull();
    expect(await messageOf(userRules.phone, '12345')).toBe('请输入正确手机号');
    expect(await messageOf(userRules.phone, '')).toBeNull();
    expect(await messageOf(userRules.email, 'a@')).toBe('邮箱格式不正确');
    expect(await messageOf(userRules.password, '')).toBe(UserMsg.passwordRequired);
    expect(await messageOf(userRules.password, 'abc')).toBe(PasswordMsg.tooShort);
    expect(await messageOf(userRules.password, 'abcdefgh')).toBe(PasswordMsg.lettersAndDigits);
    expect(await messageOf([confirmRule(() => 'Xm2024user')], 'Xm2024usex')).toBe(UserMsg.confirmMismatch);
  });

  it('sends roles and departments as JeecgBoot comma strings', () => {
    const body = addBody({
      ...EMPTY_USER,
      username: ' t01 ',
      realname: '甲',
      roles: ['r1', 'r2'],
      departs: ['d1'],
    });
    expect(body).toMatchObject({
      username: 't01',
      selectedroles: 'r1,r2',
      selecteddeparts: 'd1',
      phone: null,
    });
  });
});
