import { readFileSync } from 'node:fs';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysPermission, sysRolePermission } from '../db/schema.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { syncCatalog } from './catalog.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.drop());

const migration = readFileSync(
  new URL('../../drizzle/0037_counselling_one_name.sql', import.meta.url),
  'utf8',
);

describe('the counselling rename (migration 0037) on a database from before it', () => {
  it('keeps every 咨询预约 menu row, so its grants stay attached and the catalogue sync adds nothing', async () => {
    const grantsBefore = await t.db.select().from(sysRolePermission);
    const counselling = await t.db
      .select()
      .from(sysPermission)
      .where(like(sysPermission.url, '/counselling%'));
    expect(counselling.length).toBeGreaterThan(0);

    await t.db.execute(sql`UPDATE sys_permission SET url = replace(url, '/counselling', '/appointment'),
      component = replace(component, 'counselling/', 'appointment/') WHERE url LIKE '/counselling%'`);
    await t.db.execute(sql`UPDATE sys_permission SET perms = replace(perms, 'counselling:', 'appointment:')
      WHERE perms LIKE 'counselling:booking%' OR perms LIKE 'counselling:room%' OR perms LIKE 'counselling:rota%'`);
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));

    const sync = await syncCatalog(t.db);
    expect(sync.changed).toBe(false);
    expect(await t.db.select().from(sysRolePermission)).toHaveLength(grantsBefore.length);
    const after = await t.db.select().from(sysPermission).where(like(sysPermission.url, '/counselling%'));
    expect(after.map((row) => row.id).sort()).toEqual(counselling.map((row) => row.id).sort());
  });
});
