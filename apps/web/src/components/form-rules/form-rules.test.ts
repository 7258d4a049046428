import { maxLength, minLength, Rules, requiredMobile, username } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { formRule } from './form-rules.ts';

async function messageOf(rule: ReturnType<typeof formRule>, value: unknown): Promise<string | null> {
  if (typeof rule !== 'object' || !rule.validator) throw new Error('not a validator rule');
  try {
    await rule.validator({}, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('formRule', () => {
  it('answers the first failing shared rule with its spec §5 message', async () => {
    expect(await messageOf(formRule(requiredMobile), '')).toBe('请输入手机号');
    expect(await messageOf(formRule(requiredMobile), '12345678901')).toBe('请输入正确手机号');
    expect(await messageOf(formRule(requiredMobile), '13812345678')).toBeNull();
    expect(await messageOf(formRule(username), 'a b')).toBe('只允许字母、数字、下划线');
    expect(await messageOf(formRule(username), 'abc')).toBe('长度6到18个字符');
    expect(await messageOf(formRule([minLength(2), maxLength(4)]), 'a')).toBe('最小长度2位字符');
    expect(await messageOf(formRule([minLength(2), maxLength(4)]), 'abcde')).toBe('最大长度4位字符');
  });

  it('lets an empty value through when optional', async () => {
    expect(await messageOf(formRule(Rules.qq, { optional: true }), '')).toBeNull();
    expect(await messageOf(formRule(Rules.qq), '')).toBe('请输入正确的QQ号码');
    expect(await messageOf(formRule(Rules.url, { optional: true }), 'ftp://x')).toBe(
      '请输入以http和https开头的网址',
    );
  });
});
