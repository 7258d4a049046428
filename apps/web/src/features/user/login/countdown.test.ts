import { describe, expect, it } from 'vitest';
import { secondsLeft, smsButtonLabel } from './countdown.ts';

describe('secondsLeft', () => {
  it('rounds up partial seconds and stops at zero', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 1)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});

describe('smsButtonLabel', () => {
  it('offers a code when idle and counts down otherwise', () => {
    expect(smsButtonLabel(0)).toBe('获取验证码');
    expect(smsButtonLabel(60)).toBe('60 秒后重新获取');
    expect(smsButtonLabel(1)).toBe('1 秒后重新获取');
  });
});
