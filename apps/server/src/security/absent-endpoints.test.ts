import { afterAll, beforeAll, describe, it } from 'vitest';
import { createProbeApp, type ProbeApp } from '../test/probe-app.ts';
import { ABSENT_ROWS, type AbsentProbe } from './absent-endpoints.ts';
import { rawRequest } from './http-probe.ts';
import { expectNoData } from './no-data.ts';
import { shortVariants } from './path-variants.ts';

let site: ProbeApp;
let adminToken: string;
beforeAll(async () => {
  site = await createProbeApp();
  adminToken = await site.t.login('admin');
});
afterAll(() => site.close());

function send(probe: AbsentProbe, url: string, token: string | null) {
  const headers: Record<string, string> = { ...probe.headers };
  if (probe.contentType) headers['content-type'] = probe.contentType;
  if (token) headers['x-access-token'] = token;
  return rawRequest(site.server.port, probe.method, url, {
    headers,
    ...(probe.body ? { body: probe.body } : {}),
  });
}

describe.each(ABSENT_ROWS)('$row $title: endpoint absent, no data in any form', ({ probes }) => {
  it('anonymous', async () => {
    for (const probe of probes) {
      for (const url of shortVariants(probe.url)) {
        const reply = await send(probe, url, null);
        expectNoData(reply, `anonymous ${probe.method} ${url}`, {
          shell: site.fixture.shell,
          anonymous: true,
        });
      }
    }
  });

  it('signed in as the tenant admin', async () => {
    for (const probe of probes) {
      for (const url of shortVariants(probe.url)) {
        const reply = await send(probe, url, adminToken);
        expectNoData(reply, `admin ${probe.method} ${url}`, { shell: site.fixture.shell });
      }
    }
  });
});
