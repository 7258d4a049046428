import { DICT_MESSAGES, type SysDict } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDict, sysDictItem } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', ['system:dict:list', 'system:dict:delete']);
  for (const name of ['admin', 'zhongxue']) token[name] = await t.login(name);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who = 'admin', payload?: object) =>
  t.call({
    method,
    url: `/jeecg-boot/sys${url}`,
    headers: auth(token[who] ?? ''),
    ...(payload ? { payload } : {}),
  });
const bin = async (who = 'admin') => (await call('GET', '/dict/deleteList', who)).body.result as SysDict[];

async function deletedDict(code: string): Promise<string> {
  await call('POST', '/dict/add', 'admin', { dictName: `回收${code}`, dictCode: code });
  const [row] = await t.db.select().from(sysDict).where(eq(sysDict.dictCode, code));
  await call('POST', '/dictItem/add', 'admin', { dictId: row?.id, itemText: '一', itemValue: '1' });
  expect((await call('DELETE', `/dict/delete?id=${row?.id}`)).body.success).toBe(true);
  return row?.id ?? '';
}

describe('数据字典 回收站', () => {
  it('lists deleted dictionaries and takes one back with its items', async () => {
    const id = await deletedDict('recycle_back');
    expect((await bin()).map((d) => d.id)).toContain(id);
    const back = await call('PUT', `/dict/back/${id}`);
    expect(back.body).toMatchObject({ success: true, message: DICT_MESSAGES.restoreOk });
    expect((await bin()).map((d) => d.id)).not.toContain(id);
    const listed = await call('GET', '/dict/list?dictCode=recycle_back');
    expect((listed.body.result as { records: SysDict[] }).records.map((d) => d.id)).toEqual([id]);
    expect(await t.db.select().from(sysDictItem).where(eq(sysDictItem.dictId, id))).toHaveLength(1);
    expect((await call('PUT', `/dict/back/${id}`)).body.message).toBe(DICT_MESSAGES.notFound);
  });

  it('removes a deleted dictionary for good, items included; a live one cannot be removed so', async () => {
    const id = await deletedDict('recycle_gone');
    expect((await call('DELETE', `/dict/deletePhysic/${id}`)).body.message).toBe(DICT_MESSAGES.deleteOk);
    expect(await t.db.select().from(sysDict).where(eq(sysDict.id, id))).toEqual([]);
    expect(await t.db.select().from(sysDictItem).where(eq(sysDictItem.dictId, id))).toEqual([]);

    const [live] = await t.db.select().from(sysDict).where(eq(sysDict.dictCode, 'sex'));
    expect((await call('DELETE', `/dict/deletePhysic/${live?.id}`)).body.message).toBe(
      DICT_MESSAGES.notFound,
    );
    expect(
      await t.db
        .select()
        .from(sysDict)
        .where(eq(sysDict.id, live?.id ?? '')),
    ).toHaveLength(1);
  });

  it('another school cannot see, take back or remove the bin’s entries', async () => {
    const id = await deletedDict('recycle_private');
    expect((await bin('zhongxue')).map((d) => d.id)).not.toContain(id);
    const missing = await call('PUT', '/dict/back/no-such-id', 'zhongxue');
    const foreign = await call('PUT', `/dict/back/${id}`, 'zhongxue');
    expect({ ...foreign.body, timestamp: 0 }).toEqual({ ...missing.body, timestamp: 0 });
    expect((await call('DELETE', `/dict/deletePhysic/${id}`, 'zhongxue')).body.message).toBe(
      DICT_MESSAGES.notFound,
    );
    expect((await bin()).map((d) => d.id)).toContain(id);
  });

  it('malformed and injected ids are refused without a 5xx', async () => {
    for (const id of ["1' OR '1'='1", '%00', 'x'.repeat(65), '..%2F..%2Fuser']) {
      const reply = await call('PUT', `/dict/back/${id}`);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.success).toBe(false);
    }
    expect((await bin()).length).toBeGreaterThan(0);
  });
});
