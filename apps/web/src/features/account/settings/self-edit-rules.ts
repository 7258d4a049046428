import { ACCOUNT_LIMITS, AccountMsg, maxLengthOf, type Rule, Rules, selfEditSchema } from '@xinmiao/shared';

/** An antd form rule running one shared validation rule (spec §5), so console and server agree. */
export function formRule(rule: Rule) {
  return {
    validator: (_: unknown, value: string | undefined) =>
      rule.test((value ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(rule.message)),
  };
}

const shape = selfEditSchema.shape;

/** Input limits of the 账户设置 form, read from the contract the server validates with. */
export const SELF_EDIT_MAX_LENGTH = {
  realname: maxLengthOf(shape.realname),
  email: maxLengthOf(shape.email),
} as const;

export const SELF_EDIT_RULES = {
  realname: [{ required: true, whitespace: true, message: AccountMsg.realnameRequired }],
  email: [formRule(Rules.email)],
};

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Why a chosen avatar file is refused before it is read, or null when it may be used. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return AccountMsg.avatarNotImage;
  if (file.size > ACCOUNT_LIMITS.avatarBytes) return AccountMsg.avatarTooLarge;
  return null;
}
