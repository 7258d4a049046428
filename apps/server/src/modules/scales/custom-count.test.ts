import { MAX_CUSTOM_SCALES, ScaleMsg, type ScaleRecord } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { evalCustomScale } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { definitionCache } from './definitions.ts';
import { type Caller, caller, customDefinition, grantScalePermissions, LIB } from './test/scales-fixture.ts';

let t: TestApp;
let admin: Caller;
let other: Caller;
beforeAll(async () => {
  t = await createTestApp();
  await grantScalePermissions(t, 1001, 'banzhuren');
  admin = caller(t, await t.login('admin'));
  other = caller(t, await t.login('zhongxue'));
});
afterAll(() => t.close());

const records = async (who: Caller) =>
  ((await who.get(`${LIB}/list?pageSize=100&source=custom`)).result as { records: ScaleRecord[] }).records;

describe('custom scales per school', () => {
  it(`keeps at most ${MAX_CUSTOM_SCALES} per school with a Chinese message; another school is not affected`, async () => {
    for (let n = 0; n < MAX_CUSTOM_SCALES; n++) {
      expect(await admin.post(`${LIB}/add`, customDefinition(`XM_N${n}`))).toMatchObject({ success: true });
    }
    expect(await admin.post(`${LIB}/add`, customDefinition('XM_ONE_MORE'))).toMatchObject({
      success: false,
      message: ScaleMsg.tooManyCustom,
    });
    expect(await records(admin)).toHaveLength(MAX_CUSTOM_SCALES);
    expect(await other.post(`${LIB}/add`, customDefinition('XM_THEIRS'))).toMatchObject({ success: true });
  });

  it('a warm list parses no definition, and a change written by another instance shows at once', async () => {
    await records(admin);
    const parses = definitionCache.parses;
    for (let n = 0; n < 3; n++) await records(admin);
    expect(definitionCache.parses).toBe(parses);

    // Another instance (or anything else) rewrites a definition: no local invalidation happens here.
    const original = customDefinition('XM_N0');
    const fewer = { ...original, name: '改过的量表', items: (original.items as unknown[]).slice(0, 3) };
    await new TenantDb(t.db, 1000).update(
      evalCustomScale,
      { name: '改过的量表', definition: fewer },
      eq(evalCustomScale.code, 'XM_N0'),
    );
    const row = (await records(admin)).find((r) => r.code === 'XM_N0');
    expect(row).toMatchObject({ name: '改过的量表', itemCount: 3 });
    expect(definitionCache.parses).toBe(parses + 1);
  });
});
