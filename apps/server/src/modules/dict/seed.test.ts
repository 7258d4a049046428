import { CASE_LEVEL_DICT, CASE_LEVEL_VALUES } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysDict, sysDictItem } from '../../db/schema.ts';
import { seedIfEmpty } from '../../seed/index.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What a restart does to an existing database. */
const restart = () => seedIfEmpty(t.db, { adminPassword: TEST_PASSWORD, demo: true, screenings: false });

const levelDict = (school: TenantDb) =>
  school.list(sysDict, { where: eq(sysDict.dictCode, CASE_LEVEL_DICT), withDeleted: true });

describe('required dictionaries', () => {
  it('reach a school that predates them once, with their items', async () => {
    const school = new TenantDb(t.db, 1001);
    const [old] = await levelDict(school);
    if (!old) throw new Error('the seed gives every school the crisis levels');
    await school.delete(sysDictItem, eq(sysDictItem.dictId, old.id));
    await school.delete(sysDict, eq(sysDict.id, old.id));

    await restart();
    await restart();
    const dicts = await levelDict(school);
    expect(dicts).toHaveLength(1);
    const items = await school.list(sysDictItem, { where: eq(sysDictItem.dictId, dicts[0]?.id ?? '') });
    expect(items.map((item) => item.itemValue).sort()).toEqual(CASE_LEVEL_VALUES.map(String).sort());
  });

  it('leave one the school put in the recycle bin where it is', async () => {
    const school = new TenantDb(t.db, 1001);
    await school.softDelete(sysDict, eq(sysDict.dictCode, CASE_LEVEL_DICT));
    await restart();
    const dicts = await levelDict(school);
    expect(dicts.map((d) => d.delFlag)).toEqual([1]);
    await school.restore(sysDict, eq(sysDict.dictCode, CASE_LEVEL_DICT));
  });
});
