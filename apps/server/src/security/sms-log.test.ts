import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../db/schema.ts';
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
  it('outside development, the default provider never writes the code to the log', async () => {
    expect(mobile).toMatch(/^1\d{10}$/);
    const { body } = await t.call({
      method: 'POST',
      url: '/jeecg-boot/sys/sms',
      payload: { mobile, smsmode: '0' },
    });
    expect(body.success).toBe(true);
    const about = lines.filter((l) => l.includes(mobile));
    expect(about.some((l) => l.includes('未接入短信网关'))).toBe(true);
    expect(about.join('\n')).not.toMatch(/短信验证码 \d{6}/);
    expect(lines.join('\n')).not.toMatch(/\b\d{6}\b.*开发模式/);
  });
});
