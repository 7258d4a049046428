import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides token parameters and keeps the rest', () => {
    expect(redactUrl('/a?token=abc&x=1')).toBe('/a?token=***&x=1');
    expect(redactUrl('/a?x=1&TOKEN=abc')).toBe('/a?x=1&TOKEN=***');
    expect(redactUrl('/a?%74oken=abc')).toBe('/a?%74oken=***');
    expect(redactUrl('/a?tokens=abc')).toBe('/a?tokens=abc');
    expect(redactUrl('/a')).toBe('/a');
  });

  it('hides CAS tickets, authorization codes and the third-party login path token', () => {
    expect(redactUrl('/jeecg-boot/sys/cas/client/validateLogin?ticket=ST-1&service=x')).toBe(
      '/jeecg-boot/sys/cas/client/validateLogin?ticket=***&service=x',
    );
    expect(redactUrl('/user/oidc-callback?code=abc&state=s')).toBe('/user/oidc-callback?code=***&state=s');
    expect(redactUrl('/oauth2-app/login?authCode=abc&state=s')).toBe(
      '/oauth2-app/login?authCode=***&state=s',
    );
    expect(redactUrl('/jeecg-boot/sys/thirdLogin/getLoginUser/secret-token/wechat_enterprise?x=1')).toBe(
      '/jeecg-boot/sys/thirdLogin/getLoginUser/***/wechat_enterprise?x=1',
    );
  });
});

describe('request log', () => {
  it('never writes a ?token= value', async () => {
    let written = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const t = await createTestApp({ logger: { level: 'info', stream } });
    try {
      const token = await t.login('admin');
      await t.call({
        method: 'GET',
        url: `/jeecg-boot/sys/permission/getUserPermissionByToken?token=${token}`,
      });
      expect(written).toContain('getUserPermissionByToken?token=***');
      expect(written).not.toContain(token);
    } finally {
      await t.close();
    }
  });
});
