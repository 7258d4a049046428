import { describe, expect, it } from 'vitest';
import {
  displayLength,
  firstError,
  maxLength,
  maxSelected,
  minLength,
  minSelected,
  optionalMobile,
  Rules,
  requiredMobile,
  username,
} from './rules.ts';

describe('mobile', () => {
  it('requires a value and accepts every mainland prefix 1[3-9] followed by nine digits', () => {
    expect(firstError('', requiredMobile)).toBe('请输入手机号');
    for (const good of ['13812345678', '16812345678', '17012345678', '18812345678', '19812345678']) {
      expect(firstError(good, requiredMobile)).toBeNull();
    }
    for (const bad of ['12812345678', '11812345678', '1381234567', '138123456789', '23812345678']) {
      expect(firstError(bad, requiredMobile)).toBe('请输入正确手机号');
    }
  });

  it('lets the optional variant stay empty', () => {
    expect(optionalMobile.test('')).toBe(true);
    expect(optionalMobile.test('12345')).toBe(false);
  });
});

describe('username', () => {
  it('reports the charset before the length and keeps the spec message for 4–18', () => {
    expect(firstError('', username)).toBe('请输入用户名');
    expect(firstError('ab-cd', username)).toBe('只允许字母、数字、下划线');
    expect(firstError('abc', username)).toBe('长度6到18个字符');
    expect(firstError('abcd', username)).toBeNull();
    expect(firstError('a'.repeat(18), username)).toBeNull();
    expect(firstError('a'.repeat(19), username)).toBe('长度6到18个字符');
  });
});

describe('single-value rules', () => {
  const cases: [keyof typeof Rules, string[], string[]][] = [
    ['email', ['', 'a.b@school.edu.cn'], ['a@b', 'a b@c.cn']],
    ['naturalNumber', ['0', '42'], ['-1', '1.5', '']],
    ['englishLetters', ['abcXYZ'], ['abc1', '中文']],
    ['landline', ['010-12345678', '0571-1234567'], ['01012345678', '10-1234567', '010-123456']],
    ['bankCard', ['6222021234567890', '1234567890'], ['0123456789', '123456789', '1'.repeat(21)]],
    ['idNumber', ['E12345678', 'a'.repeat(50)], ['a'.repeat(51), 'A-1']],
    [
      'idCard',
      ['110101199003071234', '11010119900307123X', '110101900307123'],
      ['1101011990030712', '11010119900307123Y'],
    ],
    ['qq', ['12345', '123456789012'], ['1234', '1234567890123']],
    ['url', ['http://a.cn', 'https://x.edu.cn/p?q=1'], ['ftp://a.cn', 'www.a.cn']],
    ['alnum20', ['', 'abc123', 'a'.repeat(20)], ['a'.repeat(21), 'ab_c']],
    ['nameText', ['张三', 'Li Lei', '心理 Center'], ['张', '张三1', 'a'.repeat(101)]],
    ['digitsAndNewlines', ['1\n2\r\n3'], ['1,2', '']],
    ['max255', ['', 'x'.repeat(255)], ['x'.repeat(256)]],
  ];
  it.each(cases)('%s accepts the good values and rejects the bad ones', (name, good, bad) => {
    const rule = Rules[name];
    for (const v of good) expect(rule.test(v), `${name} should accept ${v}`).toBe(true);
    for (const v of bad) expect(rule.test(v), `${name} should reject ${v}`).toBe(false);
  });

  it('uses the spec messages', () => {
    expect(Rules.idCard.message).toBe('请输入正确的身份证号码');
    expect(Rules.url.message).toBe('请输入以http和https开头的网址');
  });
});

describe('length and selection bounds', () => {
  it('names the bound in the message', () => {
    expect(firstError('ab', [minLength(3)])).toBe('最小长度3位字符');
    expect(firstError('abcd', [maxLength(3)])).toBe('最大长度3位字符');
    expect(firstError('abc', [minLength(3), maxLength(3)])).toBeNull();
    expect(minSelected(2).test(['a'])).toBe(false);
    expect(minSelected(2).message).toBe('最少选择2项');
    expect(maxSelected(1).test(['a', 'b'])).toBe(false);
    expect(maxSelected(1).message).toBe('最多选择1项');
  });
});

describe('displayLength', () => {
  it('counts characters above code 128 twice', () => {
    expect(displayLength('abc')).toBe(3);
    expect(displayLength('心苗ab')).toBe(6);
    expect(displayLength('')).toBe(0);
  });
});
