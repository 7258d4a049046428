import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each([
    '/jeecg-boot/sys/randomImage/h1',
    '/jeecg-boot/sys/permission/getUserPermissionByToken',
    '/jeecg-boot/nobody/here',
  ])('%s carries CSP, nosniff, frame and referrer policies', async (url) => {
    const reply = await t.app.inject({ method: 'GET', url });
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(reply.headers['referrer-policy']).toBe('same-origin');
  });
});
