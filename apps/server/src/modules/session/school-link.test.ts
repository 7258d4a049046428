import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysTenant } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(sysTenant).values([
    { id: 4242, name: '已冻结的学校', status: 0 },
    { id: 4343, name: '已到期的学校', status: 1, endDate: new Date('2020-01-01T00:00:00Z') },
    { id: 4444, name: '已删除的学校', status: 1, delFlag: 1 },
  ]);
});
afterAll(() => t.close());

const nameFor = (tenantId: string) =>
  t.call({ method: 'GET', url: `/jeecg-boot/sys/oidc/schoolName?tenantId=${encodeURIComponent(tenantId)}` });

describe("a school's sign-in link names its school", () => {
  it('names a live school to anyone, and nothing but the name', async () => {
    const { status, body } = await nameFor('1000');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, result: { name: '心苗示范大学' } });
    expect(Object.keys(body.result as object)).toEqual(['name']);
  });

  it.each([
    ['a number no school has', '987654'],
    ['the platform', '1'],
    ['a frozen school', '4242'],
    ['a school out of its term', '4343'],
    ['a deleted school', '4444'],
  ])('gives %s the same empty answer', async (_what, code) => {
    const { status, body } = await nameFor(code);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, result: { name: '' } });
  });

  it.each(['abc', '-1', "1000' or 1=1--", '99999999999'])(
    'refuses %s in Chinese, leaking nothing',
    async (code) => {
      const { body } = await nameFor(code);
      expect(body).toMatchObject({ success: false });
      expect(JSON.stringify(body)).not.toMatch(/心苗|select|sys_tenant|stack|at .*\.ts/i);
      expect(String((body as { message: string }).message)).toMatch(/[\u4e00-\u9fa5]/);
    },
  );
});
