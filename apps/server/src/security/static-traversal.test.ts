import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProbeApp, type ProbeApp } from '../test/probe-app.ts';
import { OUTSIDE_MARKERS } from './console-fixture.ts';
import { rawRequest } from './http-probe.ts';
import { expectNoData } from './no-data.ts';

let site: ProbeApp;
beforeAll(async () => {
  site = await createProbeApp();
});
afterAll(() => site.close());

// Targets aim at <root>/secret.txt, <root>/package.json and <root>/apps/web/package.json, one to
// three levels above the web root, plus the classic /etc/passwd.
const TRAVERSALS = [
  '/..%2f..%2fetc/passwd',
  '/..%2f..%2f..%2f..%2f..%2f..%2fetc/passwd',
  '/../../../secret.txt',
  '/../package.json',
  '/..%2fpackage.json',
  '/..%2f..%2f..%2fsecret.txt',
  '/assets/..%2f..%2fpackage.json',
  '/assets/..%2f..%2f..%2fpackage.json',
  '/assets/..%2f..%2f..%2f..%2fsecret.txt',
  '/assets/../../../../secret.txt',
  '/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/secret.txt',
  '/%2e%2e/%2e%2e/%2e%2e/secret.txt',
  '/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt',
  '/.%2e/.%2e/.%2e/secret.txt',
  '/%252e%252e/%252e%252e/%252e%252e/secret.txt',
  '/assets/%252e%252e%252f%252e%252e%252f%252e%252e%252fpackage.json',
  '/..%5c..%5c..%5csecret.txt',
  '/assets/..%5c..%5c..%5c..%5csecret.txt',
  '/assets/....//....//....//secret.txt',
  '/assets/..;/..;/..;/..;/secret.txt',
  '/index.html/../../../secret.txt',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/%c0%ae%c0%ae/secret.txt',
  '/assets/%2e%2e%00/package.json',
  '/etc/passwd',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  '/jeecg-boot/../../../secret.txt',
  '/jeecg-boot/sys/common/static/..%2f..%2f..%2f..%2fsecret.txt',
  '/jeecg-boot/sys/common/static/../../../../secret.txt',
];

describe('#24/#25 path traversal out of the console web root (CVE-2023-6307, GHSA-rgg9-264h-3hfw)', () => {
  it('serves the console itself (the probe is live)', async () => {
    const asset = await rawRequest(site.server.port, 'GET', site.fixture.asset.url);
    expect(asset).toMatchObject({ status: 200, body: site.fixture.asset.body });
    expect((await rawRequest(site.server.port, 'GET', '/')).body).toBe(site.fixture.shell);
  });

  it.each(TRAVERSALS)('GET and HEAD %s never reach a file outside the build', async (target) => {
    for (const method of ['GET', 'HEAD']) {
      const reply = await rawRequest(site.server.port, method, target);
      for (const marker of OUTSIDE_MARKERS) expect(reply.body, `${method} ${target}`).not.toContain(marker);
      expect(reply.body, target).not.toMatch(/root:x:0:0/);
      if (method === 'GET') expectNoData(reply, target, { shell: site.fixture.shell, anonymous: true });
    }
  });
});
