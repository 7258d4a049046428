import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Vue3's header asks `verifyIzDefaultPwd` and, on `yes_<old password>`, opens its 修改密码 dialog,
 * which sends that value back as `oldpassword`. Xinmiao never hands out a password: a session that
 * must change its initial password gets this ticket in its place, a MAC of the session's token hash
 * under the server secret. `updatePassword` takes it as the old password only from that same
 * session while the change is still required, so it proves no more than the sign-in that opened
 * the session (with the password it replaces) and is worthless once the password has changed.
 * Hex, because Vue3 reads the old password as `message.split("_")[1]`: a `_` would cut it.
 */
export function passwordChangeTicket(secret: string, tokenHash: string): string {
  return createHmac('sha256', secret).update(`password-change-ticket\u0000${tokenHash}`).digest('hex');
}

export function isPasswordChangeTicket(secret: string, tokenHash: string, presented: string): boolean {
  const expected = Buffer.from(passwordChangeTicket(secret, tokenHash));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
