/** The server sends one code per number a minute, so the button waits as long. */
export const SMS_RESEND_SECONDS = 60;

/** Whole seconds until `deadline`, rounded up so the label never reads 0 while still waiting. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function smsButtonLabel(left: number): string {
  return left > 0 ? `${left} 秒后重新获取` : '获取验证码';
}
