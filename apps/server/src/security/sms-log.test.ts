import { Msg } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysSmsCode, sysUser } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const lines: string[] = [];
let t: TestApp;
let mobile: string;
beforeAll(async () => {
  // The default provider (no `sms` given), as a server without a gateway runs it outside development.
  t = await createTestApp({
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });
  const [user] = await t.db
    .select({ phone: sysUser.phone })
    .from(sysUser)
    .where(eq(sysUser.username, 'xinli'));
  mobile = user?.phone ?? '';
});
afterAll(() => t.close());

describe('SMS codes and the log', () => {
  it('outside development, the default provider says SMS is not configured and issues no code', async () => {
    expect(mobile).toMatch(/^1\d{10}$/);
    const before = await t.db.select().from(sysSmsCode);
    for (const number of [mobile, '13900000000']) {
      const { body } = await t.call({
        method: 'POST',
        url: '/jeecg-boot/sys/sms',
        payload: { mobile: number, smsmode: '0' },
      });
      // The same answer for a registered and an unknown number: it says nothing about the number.
      expect(body).toMatchObject({ success: false, message: Msg.smsNotConfigured });
    }
    expect(Msg.smsNotConfigured).toContain('账号密码登录');
    expect(await t.db.select().from(sysSmsCode)).toEqual(before);
    expect(lines.join('\n')).not.toMatch(/短信验证码 \d{6}/);
  });
});
