import { HOME_PATH, ROUTE_VIEW } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids.ts';
import { sysPermission } from '../db/schema.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { syncCatalog } from './catalog.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.drop());

const byUrl = async (url: string) => {
  const [row] = await t.db.select().from(sysPermission).where(eq(sysPermission.url, url));
  return row;
};

describe('catalogue sync', () => {
  it('changes nothing on a database already in line', async () => {
    expect((await syncCatalog(t.db)).changed).toBe(false);
  });

  it('brings an older catalogue in line and retires entries that left it', async () => {
    const oldFolder = newId();
    await t.db.insert(sysPermission).values({
      id: oldFolder,
      name: '首页',
      url: '/dashboard',
      component: '',
      menuType: 0,
      icon: 'HomeOutlined',
    });
    await t.db
      .update(sysPermission)
      .set({ parentId: oldFolder, menuType: 1, component: 'dashboard/analysis' })
      .where(eq(sysPermission.url, HOME_PATH));
    await t.db
      .update(sysPermission)
      .set({ component: '', icon: 'SettingOutlined' })
      .where(eq(sysPermission.url, '/system'));

    expect((await syncCatalog(t.db)).changed).toBe(true);

    expect(await byUrl('/dashboard')).toMatchObject({ delFlag: 1 });
    expect(await byUrl(HOME_PATH)).toMatchObject({
      parentId: null,
      menuType: 0,
      component: 'dashboard/Analysis',
      icon: 'home',
      delFlag: 0,
    });
    expect(await byUrl('/system')).toMatchObject({ component: ROUTE_VIEW, icon: 'setting' });
    expect((await syncCatalog(t.db)).changed).toBe(false);
  });

  it('renames a page for schools seeded before, keeping its row and grants', async () => {
    // Databases seeded before the rename hold the cockpit under the management page's name.
    const before = await byUrl('/cockpit/lectureHall');
    await t.db
      .update(sysPermission)
      .set({ name: '家长学堂' })
      .where(eq(sysPermission.url, '/cockpit/lectureHall'));
    expect((await syncCatalog(t.db)).changed).toBe(true);
    expect(await byUrl('/cockpit/lectureHall')).toMatchObject({ id: before?.id, name: '家长学堂驾驶舱' });
    expect(await byUrl('/course/lectures')).toMatchObject({ name: '家长学堂' });
  });
});
