import { type PackageRecord, type PageResult, ScaleMsg, type ScaleRecord } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type Caller,
  caller,
  customDefinition,
  grantScalePermissions,
  LIB,
  PKG,
} from './test/scales-fixture.ts';

let t: TestApp;
let school: Caller;
let other: Caller;
let packageId = '';

beforeAll(async () => {
  t = await createTestApp();
  await grantScalePermissions(t, 1001, 'banzhuren');
  school = caller(t, await t.login('admin'));
  other = caller(t, await t.login('zhongxue'));
  await school.post(`${LIB}/add`, customDefinition('XM_OWN'));
  await school.post(`${PKG}/add`, { name: '示范大学套餐', items: [{ scaleCode: 'XM_OWN' }] });
  const page = (await school.get(`${PKG}/list`)).result as PageResult<PackageRecord>;
  packageId = page.records[0]?.id ?? '';
});
afterAll(() => t.close());

describe('tenant 1001 against tenant 1000 data', () => {
  it('does not see the other tenant packages or custom scales in lists', async () => {
    expect(((await other.get(`${PKG}/list`)).result as PageResult<PackageRecord>).total).toBe(0);
    const scales = (await other.get(`${LIB}/list?pageSize=50`)).result as PageResult<ScaleRecord>;
    expect(scales.records.map((r) => r.code)).not.toContain('XM_OWN');
    expect(scales.total).toBe(10);
  });

  it('gets the nonexistent-id reply for read, edit, delete and batch delete of packages', async () => {
    const missing = { success: false, message: ScaleMsg.notFound };
    expect(await other.get(`${PKG}/queryById?id=${packageId}`)).toMatchObject(missing);
    expect(
      await other.put(`${PKG}/edit`, { id: packageId, name: '篡改', items: [{ scaleCode: 'SDS' }] }),
    ).toMatchObject(missing);
    expect(await other.del(`${PKG}/delete?id=${packageId}`)).toMatchObject(missing);
    expect(await other.del(`${PKG}/deleteBatch?ids=${packageId},`)).toMatchObject(missing);
    const record = (await school.get(`${PKG}/queryById?id=${packageId}`)).result as PackageRecord;
    expect(record.name).toBe('示范大学套餐');
  });

  it('gets the nonexistent-id reply for the other tenant custom scale', async () => {
    const missing = { success: false, message: ScaleMsg.notFound };
    expect(await other.get(`${LIB}/queryById?id=XM_OWN`)).toMatchObject(missing);
    expect(await other.put(`${LIB}/edit`, { id: 'XM_OWN', ...customDefinition('XM_OWN') })).toMatchObject(
      missing,
    );
    expect(await other.del(`${LIB}/delete?id=XM_OWN`)).toMatchObject(missing);
    expect(await other.put(`${LIB}/enable`, { id: 'XM_OWN', enabled: false })).toMatchObject(missing);
    expect(await other.post(`${LIB}/previewScore`, { id: 'XM_OWN', answers: [1, 1, 1, 1] })).toMatchObject(
      missing,
    );
    expect(await other.post(`${PKG}/add`, { name: '借用', items: [{ scaleCode: 'XM_OWN' }] })).toMatchObject({
      message: '量表「XM_OWN」不存在',
    });
  });

  it('keeps settings per tenant: same code may be custom in both, switches do not leak', async () => {
    expect((await other.post(`${LIB}/add`, customDefinition('XM_OWN'))).success).toBe(true);
    await other.put(`${LIB}/enable`, { id: 'SDS', enabled: false });
    const mine = (await school.get(`${LIB}/list?code=SDS`)).result as PageResult<ScaleRecord>;
    expect(mine.records[0]?.enabled).toBe(true);
    const theirs = (await other.get(`${LIB}/list?code=SDS`)).result as PageResult<ScaleRecord>;
    expect(theirs.records[0]?.enabled).toBe(false);
    expect((await school.get(`${LIB}/queryById?id=XM_OWN`)).success).toBe(true);
  });
});
