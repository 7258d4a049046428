/**
 * Validation rules of spec §5 with their exact Chinese messages. Plain data (a test plus a
 * message) so antd form rules, grid cells and the server's zod schemas all say the same thing.
 */
export type Rule = { readonly test: (value: string) => boolean; readonly message: string };

const pattern = (regex: RegExp, message: string): Rule => ({ test: (v) => regex.test(v), message });
const optional = (rule: Rule): Rule => ({ test: (v) => v === '' || rule.test(v), message: rule.message });

/**
 * Every current mainland prefix (1[3-9]), not spec §5's 1[34578]: a 19x or 16x number must be
 * savable wherever it can sign in (docs/decisions.md, "Mobile numbers"). The message is the spec's.
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const requiredMobile: Rule[] = [
  { test: (v) => v.trim() !== '', message: '请输入手机号' },
  pattern(MOBILE_PATTERN, '请输入正确手机号'),
];
export const optionalMobile: Rule = optional(pattern(MOBILE_PATTERN, '请输入正确手机号'));

/** The spec's quirk is kept on purpose: the pattern allows 4–18 characters, the message says 6 到 18. */
export const username: Rule[] = [
  { test: (v) => v.trim() !== '', message: '请输入用户名' },
  pattern(/^[A-Za-z0-9_]*$/, '只允许字母、数字、下划线'),
  pattern(/^.{4,18}$/, '长度6到18个字符'),
];

export const Rules = {
  email: optional(pattern(/^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, '邮箱格式不正确')),
  naturalNumber: pattern(/^\d+$/, '请输入自然数'),
  englishLetters: pattern(/^[A-Za-z]+$/, '请输入英文字符'),
  landline: pattern(/^\d{3,4}-\d{7,8}$/, '请输入正确的座机号'),
  bankCard: pattern(/^[1-9]\d{9,19}$/, '请输入正确的银行卡号码'),
  idNumber: pattern(/^[A-Za-z0-9]{1,50}$/, '请输入正确的证件号码'),
  idCard: pattern(/^(\d{15}|\d{18}|\d{17}[Xx])$/, '请输入正确的身份证号码'),
  qq: pattern(/^\d{5,12}$/, '请输入正确的QQ号码'),
  url: pattern(/^https?:\/\/\S+$/, '请输入以http和https开头的网址'),
  alnum20: pattern(/^[A-Za-z0-9]{0,20}$/, '请输入20位以内的英文字符和数字'),
  nameText: pattern(/^[A-Za-z\u4e00-\u9fa5 ]{2,100}$/, '请输入2到100位的中英文字符和空格'),
  digitsAndNewlines: pattern(/^[0-9\r\n]+$/, '请输入数字和换行符'),
  max255: { test: (v: string) => v.length <= 255, message: '请输入255位以内的字符' },
} as const satisfies Record<string, Rule>;

export function minLength(n: number): Rule {
  return { test: (v) => v.length >= n, message: `最小长度${n}位字符` };
}

export function maxLength(n: number): Rule {
  return { test: (v) => v.length <= n, message: `最大长度${n}位字符` };
}

export function minSelected(n: number): { test: (v: readonly unknown[]) => boolean; message: string } {
  return { test: (v) => v.length >= n, message: `最少选择${n}项` };
}

export function maxSelected(n: number): { test: (v: readonly unknown[]) => boolean; message: string } {
  return { test: (v) => v.length <= n, message: `最多选择${n}项` };
}

/** First failing rule's message, or null when every rule passes. */
export function firstError(value: string, rules: readonly Rule[]): string | null {
  return rules.find((rule) => !rule.test(value))?.message ?? null;
}

/** Spec §5: characters above code 128 count as 2 (a CJK character fills two columns). */
export function displayLength(value: string): number {
  let n = 0;
  for (const ch of value) n += (ch.codePointAt(0) ?? 0) > 128 ? 2 : 1;
  return n;
}
