import { readFileSync } from 'node:fs';
import type { AccountSlipFiles } from '@xinmiao/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/password.ts';
import { sysUser } from '../../db/schema.ts';
import { pdfPagesText } from '../../test/pdf-text.ts';
import { auditedReads } from '../../test/read-audits.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SLIP_AUDIT_RESOURCE } from './account-slip.ts';
import { schoolSession, slipPasswords, studentId } from './test-support.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await schoolSession(t, ['admin', 'banzhuren']);
});
afterAll(() => t.close());

type SlipReply = { reset: number; slip: AccountSlipFiles };

describe('account slips (issue 19)', () => {
  it("gives the class's 班主任 a slip of their class only, as Excel and as a PDF with the Chinese text", async () => {
    const own = ['20230101', '20230102', '20230103'];
    const ids = await Promise.all([...own, '20230201'].map((no) => studentId(t, 1000, no)));
    const reply = await s.send('POST', '/school/student/resetAccounts', 'banzhuren', { ids });
    expect(reply.body.success, reply.body.message).toBe(true);
    const { reset, slip } = reply.body.result as SlipReply;
    expect(reset).toBe(3);
    const passwords = await slipPasswords(slip);
    expect([...passwords.keys()].sort()).toEqual(own);
    const [page, ...more] = await pdfPagesText(Buffer.from(slip.pdf, 'base64'));
    expect(more).toEqual([]);
    expect(page).toContain('学生账号单 · 计算机学院 / 2023级 / 2023级1班');
    expect(page).toContain('初始密码');
    for (const [studentNo, password] of passwords) {
      expect(page).toContain(studentNo);
      expect(page).toContain(password);
    }
    const audited = await auditedReads(t.db, { username: 'banzhuren', resource: SLIP_AUDIT_RESOURCE });
    expect(audited.map((a) => a.recordId).sort()).toEqual(ids.slice(0, 3).sort());
  });

  it('a reset password signs in (then must be changed) and the one before it no longer does', async () => {
    const id = await studentId(t, 1000, '20230101');
    const first = await slipPasswords(
      (
        (await s.send('POST', '/school/student/resetAccounts', 'admin', { ids: [id] })).body
          .result as SlipReply
      ).slip,
    );
    const second = await slipPasswords(
      (
        (await s.send('POST', '/school/student/resetAccounts', 'admin', { ids: [id] })).body
          .result as SlipReply
      ).slip,
    );
    const login = (password: string) => t.postLogin({ username: '20230101', password });
    expect((await login(first.get('20230101') ?? '')).body.success).toBe(false);
    const now = await login(second.get('20230101') ?? '');
    expect(now.body.success).toBe(true);
    expect(now.body.result).toMatchObject({ userInfo: { mustChangePassword: true } });
  });

  it('the upgrade expires every never-changed initial student password (migration 0037)', async () => {
    await t.db
      .update(sysUser)
      .set({ password: await hashPassword('Xm010203', 2 ** 10), pwdChangeRequired: 1 })
      .where(eq(sysUser.username, '20230102'));
    await t.db
      .update(sysUser)
      .set({ password: await hashPassword('Chosen2026pw', 2 ** 10), pwdChangeRequired: 0 })
      .where(eq(sysUser.username, '20230103'));
    const migration = readFileSync(
      new URL('../../../drizzle/0041_expire_initial_student_passwords.sql', import.meta.url),
      'utf8',
    );
    await t.db.execute(sql.raw(migration));
    expect((await t.postLogin({ username: '20230102', password: 'Xm010203' })).body.success).toBe(false);
    expect((await t.postLogin({ username: '20230103', password: 'Chosen2026pw' })).body.success).toBe(true);
    const [staff] = await t.db.select().from(sysUser).where(eq(sysUser.username, 'banzhuren'));
    expect(staff?.password).toMatch(/^scrypt\$/);
  });
});
