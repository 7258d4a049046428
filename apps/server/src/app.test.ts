import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineRoute } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.ts';
import { ok } from './core/envelope.ts';
import { auditedReads } from './test/read-audits.ts';
import { auth, createTestApp, type TestApp } from './test/test-app.ts';

const sensitive = defineRoute({
  method: 'GET',
  path: '/test/student/queryById',
  access: 'screening:result:read',
  summary: '',
  query: z.object({ id: z.string() }),
  auditRead: true,
});

let t: TestApp;
let dist: string;
beforeAll(async () => {
  t = await createTestApp({
    extend: (r) => r.route(sensitive, async (_ctx, { query }) => ok({ id: query.id })),
  });
  dist = mkdtempSync(path.join(os.tmpdir(), 'xinmiao-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>心苗</title>');
  writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static console', () => {
  it('serves files, falls back to index.html for page paths, and keeps API 404s', async () => {
    const { app } = await buildApp({ db: t.db, webDist: dist });
    const page = await app.inject({ method: 'GET', url: '/dashboard/analysis?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>心苗</title>');
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('心苗');
    expect((await app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
    expect((await app.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/jeecg-boot/sys/unknown' });
    expect(api.json()).toMatchObject({ success: false, code: 404 });
    await app.close();
  });
});

describe('request bodies', () => {
  it('accepts logout with an empty JSON body or as a form', async () => {
    const token = await t.login('fudaoyuan');
    const empty = await t.call({
      method: 'POST',
      url: '/jeecg-boot/sys/logout',
      headers: auth(token, { 'content-type': 'application/json' }),
      payload: '',
    });
    expect(empty.body.success).toBe(true);
    const form = await t.call({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=fudaoyuan&password=Test%40123456',
    });
    expect(form.body.success).toBe(true);
  });

  it('drops prototype keys and reports malformed JSON as a business error', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"admin","password":"x","__proto__":{"polluted":true}}',
    });
    expect(res.body.success).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const bad = await t.call({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad).toMatchObject({ status: 200, body: { success: false, code: 500 } });
  });
});

const readsOf = (recordId: string) => auditedReads(t.db, { recordId });

describe('read audit', () => {
  it('records who read which sensitive record, in the reader tenant', async () => {
    const token = await t.login('xinli');
    const { body } = await t.call({
      method: 'GET',
      url: '/jeecg-boot/test/student/queryById?id=S42',
      headers: auth(token),
    });
    expect(body.success).toBe(true);
    const rows = await readsOf('S42');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'xinli', tenantId: 1000, resource: '/test/student/queryById' });
    const teacher = await t.login('banzhuren');
    const denied = await t.call({
      method: 'GET',
      url: '/jeecg-boot/test/student/queryById?id=S43',
      headers: auth(teacher),
    });
    expect(denied.body.code).toBe(510);
    expect(await readsOf('S43')).toHaveLength(0);
  });
});
