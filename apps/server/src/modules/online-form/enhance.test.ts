import { ENHANCE_LIMITS, ENHANCE_MESSAGES, type EnhanceVersion, Msg } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { onlFormEnhance } from '../../db/schema.ts';
import { grantFormToRole, grantToRole } from '../../test/grant.ts';
import { type Caller, signIn } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let call: Caller;
let token: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', ['online:form:list', 'online:form:edit', 'online:formData:list']);
  ({ call, token } = await signIn(t, ['admin', 'zhongxue']));
});
afterAll(() => t.close());

const save = (script: string, who = 'admin') =>
  call('POST', '/online/cgform/head/enhanceJs/weekly', who, { script });

describe('表单 JS增强', () => {
  it('keeps every save as a version, the current one the newest, and only the last 16', async () => {
    const form = {
      code: 'weekly',
      name: '周报',
      fields: [{ name: 'className', label: '班级', type: 'text' }],
    };
    expect((await call('POST', '/online/cgform/head/add', 'admin', form)).success).toBe(true);
    expect((await call('GET', '/online/cgform/head/enhanceJs/weekly')).result).toBeNull();
    for (let n = 1; n <= 20; n++) {
      expect(await save(`api.setValue('className', '第${n}版');`)).toMatchObject({
        success: true,
        message: ENHANCE_MESSAGES.saved,
      });
    }
    const current = (await call('GET', '/online/cgform/head/enhanceJs/weekly')).result as EnhanceVersion;
    expect(current).toMatchObject({
      version: 20,
      script: "api.setValue('className', '第20版');",
      createBy: 'admin',
    });
    const versions = (await call('GET', '/online/cgform/head/enhanceJs/weekly/versions'))
      .result as EnhanceVersion[];
    expect(versions.map((v) => v.version)).toEqual(Array.from({ length: 16 }, (_, i) => 20 - i));
    // Pruned in the database, not only hidden from the list.
    expect(await new TenantDb(t.db, 1000).count(onlFormEnhance)).toBe(ENHANCE_LIMITS.versionsKept);
    // An emptied script is a version too, and leaves the form without an enhancement.
    expect((await save('  ')).success).toBe(true);
    expect((await call('GET', '/online/cgform/head/enhanceJs/weekly')).result).toBeNull();
    expect(await new TenantDb(t.db, 1000).count(onlFormEnhance)).toBe(ENHANCE_LIMITS.versionsKept);
  });

  it("gives a form's data pages its script only with the form's own 查询", async () => {
    const other = { code: 'enh_b', name: '表单乙', fields: [{ name: 'title', label: '标题', type: 'text' }] };
    expect((await call('POST', '/online/cgform/head/add', 'admin', other)).success).toBe(true);
    expect(
      (await call('POST', '/online/cgform/head/enhanceJs/enh_b', 'admin', { script: 'api.x()' })).success,
    ).toBe(true);
    await grantFormToRole(t, 1000, 'banzhuren', 'weekly');
    token.banzhuren = await t.login('banzhuren');
    expect(await call('GET', '/online/cgform/head/enhanceJs/weekly', 'banzhuren')).toMatchObject({
      success: true,
      result: null,
    });
    expect(await call('GET', '/online/cgform/head/enhanceJs/enh_b', 'banzhuren')).toMatchObject({
      success: false,
      code: 510,
      message: Msg.noPermission,
    });
    expect((await call('GET', '/online/cgform/head/enhanceJs/enh_b')).result).toMatchObject({
      script: 'api.x()',
    });
  });

  it('refuses an overlong script, and keeps each school to its own forms', async () => {
    expect((await save('x'.repeat(ENHANCE_LIMITS.scriptChars + 1))).success).toBe(false);
    expect((await save('api.message("x")', 'zhongxue')).message).toBe('表单不存在');
    expect((await call('GET', '/online/cgform/head/enhanceJs/weekly', 'zhongxue')).message).toBe(
      '表单不存在',
    );
    expect(await new TenantDb(t.db, 1001).count(onlFormEnhance)).toBe(0);
  });

  it('serves the sandbox frame with its own policy: opaque origin, no network, eval there only', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/jeecg-boot/online/cgform/enhance/sandbox' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('xm-enhance-run');
    // The script runs in a Worker the frame can terminate, never on the frame's own thread.
    expect(reply.body).toContain('new Worker(workerUrl)');
    expect(reply.body).toContain('worker.terminate()');
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain('sandbox allow-scripts');
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toMatch(/script-src 'sha256-[^']+' 'unsafe-eval'/);
    expect(csp).toContain('worker-src blob:');
    expect(String(reply.headers['content-type'])).toContain('text/html');
  });
});
