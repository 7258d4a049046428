/**
 * The one password rule, for every place a password is chosen: own change, reset, user creation,
 * the demo seed. The server enforces it; the console shows the same messages before sending.
 */
export const PASSWORD_MIN_LENGTH = 8;

export const PasswordMsg = {
  tooShort: `密码长度不能少于${PASSWORD_MIN_LENGTH}位`,
  lettersAndDigits: '密码必须同时包含字母和数字',
  sameAsOld: '新密码不能与旧密码相同',
  tooCommon: '密码过于常见，请更换一个',
} as const;

// The most used passwords (world-wide and Chinese favourites) and JeecgBoot's shipped defaults,
// compared case-insensitively; those without letters and digits fail the other rules anyway.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456',
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '000000',
  '666666',
  '888888',
  '123123',
  '5201314',
  '1314520',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'admin',
  'admin123',
  'admin1234',
  'admin888',
  'admin@123',
  'root123',
  'jeecg',
  'jeecg1314',
  'jeecg123',
  'qwerty123',
  'qwe123456',
  'qweasd123',
  'qazwsx123',
  '1qaz2wsx',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'abc123456',
  'abcd1234',
  'a1234567',
  'a12345678',
  'a123456789',
  'a123456',
  'aa123456',
  'aa12345678',
  'aaa123456',
  'asd123456',
  'asdf1234',
  'zxc123456',
  'qq123456',
  'qq12345678',
  'qq123456789',
  'qq5201314',
  'woaini1314',
  'woaini520',
  'woaini123',
  'wang1234',
  'zhang123',
  'li123456',
  'iloveyou1',
  'test1234',
  'test123456',
  'test@123',
  'welcome1',
  'letmein1',
  'abc12345',
  '123456abc',
  '123456aa',
  '123456qq',
  '12345abc',
  '123qwe123',
  'xinmiao123',
]);

export type PasswordContext = { oldPassword?: string | undefined };

/** The first rule `password` breaks (its message), or null when it may be used. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PasswordMsg.tooShort;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return PasswordMsg.lettersAndDigits;
  if (context.oldPassword !== undefined && password === context.oldPassword) return PasswordMsg.sameAsOld;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PasswordMsg.tooCommon;
  return null;
}
