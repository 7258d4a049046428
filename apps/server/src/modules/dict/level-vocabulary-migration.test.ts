import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CASE_LEVEL_DICT } from '@xinmiao/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { MIGRATIONS_DIR } from '../../db/migrate.ts';
import { sysDict, sysDictItem } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { schoolLevels } from './case-levels.ts';
import { installDicts } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OLD_NAMES: Readonly<Record<string, string>> = { '3': '一级', '2': '二级', '1': '三级', '0': '关注' };

/** Puts a school back where migration 0037 finds it: the old default names, blue 关注. */
async function asBefore(school: TenantDb): Promise<void> {
  const [dict] = await school.list(sysDict, { where: eq(sysDict.dictCode, CASE_LEVEL_DICT) });
  if (!dict) throw new Error('the seed gives every school its levels');
  await school.update(sysDict, { dictName: '危机预警等级' }, eq(sysDict.id, dict.id));
  for (const [value, text] of Object.entries(OLD_NAMES)) {
    await school.update(
      sysDictItem,
      { itemText: text, ...(value === '0' ? { itemColor: '#1677ff' } : {}) },
      sql`${sysDictItem.dictId} = ${dict.id} and ${sysDictItem.itemValue} = ${value}`,
    );
  }
}

async function runMigration(): Promise<void> {
  const file = readFileSync(path.join(MIGRATIONS_DIR, '0040_one_level_vocabulary.sql'), 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

describe('migration 0037: one level vocabulary', () => {
  it('gives the new names to schools on the old defaults, keeps a school’s own, drops warning_level', async () => {
    const plain = new TenantDb(t.db, 1000);
    const renamed = new TenantDb(t.db, 1001);
    await asBefore(plain);
    await asBefore(renamed);
    const [dict] = await renamed.list(sysDict, { where: eq(sysDict.dictCode, CASE_LEVEL_DICT) });
    await renamed.update(
      sysDictItem,
      { itemText: '红区', itemColor: '#a8071a' },
      sql`${sysDictItem.dictId} = ${dict?.id ?? ''} and ${sysDictItem.itemValue} = '3'`,
    );
    await plain.transaction((tdb) =>
      installDicts(tdb, [{ code: 'warning_level', name: '预警等级', items: [['3', '高危预警', 'red']] }]),
    );

    await runMigration();

    expect(await schoolLevels(plain)).toEqual({
      3: { label: '红色预警', color: '#cf1322' },
      2: { label: '橙色预警', color: '#fa8c16' },
      1: { label: '黄色预警', color: '#fadb14' },
      0: { label: '未达预警', color: '#52c41a' },
    });
    expect((await schoolLevels(renamed))[3]).toEqual({ label: '红区', color: '#a8071a' });
    expect((await schoolLevels(renamed))[2].label).toBe('橙色预警');
    expect(await plain.count(sysDict, eq(sysDict.dictCode, 'warning_level'), { withDeleted: true })).toBe(0);
    const names = await plain.list(sysDict, { where: eq(sysDict.dictCode, CASE_LEVEL_DICT) });
    expect(names.map((d) => d.dictName)).toEqual(['预警等级']);
  });
});
