import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selfEditSchema } from '../modules/account.contract.ts';
import { sessionRoutes } from '../modules/session.contract.ts';
import { maxLengthOf } from './limits.ts';

describe('maxLengthOf', () => {
  it('reads the max of a string through optional, default and trim', () => {
    expect(maxLengthOf(z.string().trim().max(7))).toBe(7);
    expect(maxLengthOf(z.string().max(5).optional())).toBe(5);
    expect(maxLengthOf(z.string().max(3).default(''))).toBe(3);
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.number())).toBeUndefined();
  });

  it('gives the login and self-edit forms the limits the server checks', () => {
    expect(maxLengthOf(sessionRoutes.login.body.shape.username)).toBe(64);
    expect(maxLengthOf(sessionRoutes.login.body.shape.password)).toBe(128);
    expect(maxLengthOf(sessionRoutes.login.body.shape.captcha)).toBe(16);
    expect(maxLengthOf(selfEditSchema.shape.realname)).toBe(50);
    expect(maxLengthOf(selfEditSchema.shape.phone)).toBe(11);
    expect(maxLengthOf(selfEditSchema.shape.email)).toBe(100);
  });
});
