import { describe, expect, it } from 'vitest';
import { avatarFileProblem, SELF_EDIT_MAX_LENGTH, SELF_EDIT_RULES } from './self-edit-rules.ts';

const run = (rules: { validator: (r: unknown, v: string) => Promise<void> }[], value: string) =>
  Promise.all(rules.map((r) => r.validator(null, value)))
    .then(() => null)
    .catch((e: Error) => e.message);

describe('账户设置 rules', () => {
  it('uses the spec’s email message, empty allowed', async () => {
    expect(await run(SELF_EDIT_RULES.email, 'a@b')).toBe('邮箱格式不正确');
    expect(await run(SELF_EDIT_RULES.email, 'me@school.cn')).toBeNull();
  });

  it('takes its lengths from the contract', () => {
    expect(SELF_EDIT_MAX_LENGTH).toEqual({ realname: 50, email: 100 });
  });

  it('accepts png/jpeg/gif/webp avatars up to 200 kB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('请上传图片');
    expect(avatarFileProblem({ type: 'image/jpeg', size: 200 * 1024 + 1 })).toBe('头像图片不能超过200KB');
  });
});
