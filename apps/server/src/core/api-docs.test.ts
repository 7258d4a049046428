import { API_DOCS_PERMISSION, allMethods, NOTICE_SOCKET_PATH, VXE_SOCKET_PATH } from '@xinmiao/shared';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { registeredRoutes } from '../security/route-inventory.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { OpenApiDocument } from './openapi.ts';

let t: TestApp;
let adminToken: string;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
  const reply = await t.app.inject({
    method: 'GET',
    url: '/jeecg-boot/v3/api-docs',
    headers: { 'x-access-token': adminToken },
  });
  doc = reply.json() as OpenApiDocument;
});
afterAll(() => t.close());

const JEECG_BASIC = `Basic ${Buffer.from('jeecg:jeecg1314').toString('base64')}`;
const SOCKETS = new Set([NOTICE_SOCKET_PATH, VXE_SOCKET_PATH].map((p) => `/jeecg-boot${p}`));
const docPath = (fastifyPath: string) => fastifyPath.replace(/^\/jeecg-boot/, '').replace(/:(\w+)/g, '{$1}');
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

describe('OpenAPI document (issue 24)', () => {
  it('anonymous, JeecgBoot default credentials and a non-administrator get no document', async () => {
    const xinli = await t.login('xinli');
    for (const headers of [{}, { authorization: JEECG_BASIC }, { 'x-access-token': xinli }]) {
      const reply = await t.app.inject({ method: 'GET', url: '/jeecg-boot/v3/api-docs', headers });
      expect(reply.json()).toMatchObject({ success: false, result: null });
      expect(reply.body).not.toContain('openapi');
    }
    // The document is read with the header token only, never a `?token=` link.
    const linked = await t.app.inject({ method: 'GET', url: `/jeecg-boot/v3/api-docs?token=${adminToken}` });
    expect(linked.json()).toMatchObject({ success: false, code: 401 });
  });

  it('an administrator gets OpenAPI 3.1 with every route Fastify serves, its permission and the JeecgBoot headers', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes).toMatchObject({
      accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' },
    });
    const missing: string[] = [];
    for (const route of registeredRoutes(t.app)) {
      if (!route.path.startsWith('/jeecg-boot/') || SOCKETS.has(route.path)) continue;
      for (const method of route.methods.filter((m) => m !== 'HEAD')) {
        if (!doc.paths[docPath(route.path)]?.[method.toLowerCase()]) missing.push(`${method} ${route.path}`);
      }
    }
    expect(missing).toEqual([]);
    for (const def of t.registrar.routes()) {
      for (const method of allMethods(def)) {
        const op = doc.paths[docPath(def.path)]?.[method.toLowerCase()];
        expect(op?.['x-permission'], `${method} ${def.path}`).toBe(def.access);
        if (def.access !== 'public') {
          expect(op?.security).toEqual([{ accessToken: [] }]);
          expect(op?.parameters).toEqual(
            expect.arrayContaining([{ $ref: '#/components/parameters/tenantId' }]),
          );
        }
      }
    }
    expect(doc.paths['/v3/api-docs']?.get?.['x-permission']).toBe(API_DOCS_PERMISSION);
  });

  it("the document's schemas validate real answers (a third of the GETs without parameters, as the administrator)", async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
    ajv.addSchema({ ...doc, $id: 'xinmiao' });
    const samples = t.registrar
      .routes()
      .filter((def) => allMethods(def).includes('GET') && !def.path.includes(':') && !def.download)
      .filter((def) => !['/sys/logout', '/v3/api-docs', '/doc.html'].includes(def.path))
      // A third of them, spread over every module: the schemas come from one generator.
      .filter((_, i) => i % 3 === 0);
    expect(samples.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let validated = 0;
    for (const def of samples) {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/jeecg-boot${def.path}`,
        headers: { 'x-access-token': adminToken },
      });
      if (!String(reply.headers['content-type']).startsWith('application/json')) continue;
      const responses = doc.paths[def.path]?.get?.responses as Record<string, unknown>;
      const status = String(reply.statusCode) in responses ? String(reply.statusCode) : 'default';
      const at = pointer(
        'paths',
        def.path,
        'get',
        'responses',
        status,
        'content',
        'application/json',
        'schema',
      );
      const validate = ajv.getSchema(`xinmiao#/${at}`);
      if (!validate) {
        failures.push(`${def.path}: no schema for HTTP ${reply.statusCode}`);
        continue;
      }
      validated += 1;
      if (!validate(reply.json())) failures.push(`${def.path}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(failures).toEqual([]);
    expect(validated).toBeGreaterThan(20);
  });

  it('doc.html is a static page with no data, loading the document with the stored token under its own CSP', async () => {
    for (const headers of [{}, { authorization: JEECG_BASIC }]) {
      const reply = await t.app.inject({ method: 'GET', url: '/jeecg-boot/doc.html', headers });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('text/html');
      expect(reply.body).toContain("fetch('/jeecg-boot/v3/api-docs'");
      expect(reply.body).not.toContain('/sys/user');
      expect(String(reply.headers['content-security-policy'])).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    }
  });

  it('API_DOCS=off removes the document and its page', async () => {
    const { app } = await buildApp({ db: t.db, apiDocs: false, loginCaptcha: false });
    await app.ready();
    try {
      for (const url of ['/jeecg-boot/v3/api-docs', '/jeecg-boot/doc.html']) {
        const reply = await app.inject({ method: 'GET', url, headers: { 'x-access-token': adminToken } });
        expect(reply.json()).toMatchObject({ success: false, code: 404, result: null });
      }
    } finally {
      await app.close();
    }
  });
});
