import { logRoutes, Msg, type SysLog } from '@xinmiao/shared';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { sysLog } from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { TenantDb } from '../tenant-db.ts';
import { type SqlListConfig, sqlList } from './sql-list.ts';

type Page = { records: (SysLog & { operateType_dictText?: string })[]; total: number; pages: number };

const row = (logContent: string, ip: string, operateType: number | null, logType = 2) => ({
  logType,
  operateType,
  logContent,
  userid: 'xinli',
  username: '林心怡',
  ip,
});

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  await new TenantDb(t.db, 1000).insert(sysLog, [
    row('甲', '10.1.0.1', 3),
    row('乙', '10.2.0.1', 4),
    row('丙', '10.3.0.1', null),
  ]);
});
afterAll(() => t.close());

async function list(query: Record<string, string>) {
  const { body } = await t.call({
    method: 'GET',
    url: `/jeecg-boot/sys/log/list?${new URLSearchParams({ logType: '2', ...query })}`,
    headers: auth(admin),
  });
  return body;
}
const contents = async (query: Record<string, string>) =>
  ((await list(query)).result as Page).records.map((r) => r.logContent).sort();

describe('superQueryParams', () => {
  it('applies JeecgBoot rules joined by superQueryMatchType', async () => {
    const conditions = [
      { field: 'ip', rule: 'right_like', val: '10.1.' },
      { field: 'operateType', rule: '=', val: 4 },
    ];
    const superQueryParams = JSON.stringify(conditions);
    expect(await contents({ superQueryParams })).toEqual([]);
    expect(await contents({ superQueryParams, superQueryMatchType: 'or' })).toEqual(['乙', '甲']);
    expect(
      await contents({ superQueryParams: encodeURIComponent(superQueryParams), superQueryMatchType: 'or' }),
    ).toEqual(['乙', '甲']);
    const empty = JSON.stringify([{ field: 'operateType', rule: 'empty' }]);
    expect(await contents({ superQueryParams: empty })).toEqual(['丙']);
    const notIn = JSON.stringify([{ field: 'operateType', rule: 'not_in', val: '3,5' }]);
    expect(await contents({ superQueryParams: notIn })).toEqual(['乙']);
  });

  it('refuses fields outside the whitelist, custom SQL rules and bad JSON', async () => {
    const unknown = JSON.stringify([{ field: 'logContent', rule: 'eq', val: 'x' }]);
    expect((await list({ superQueryParams: unknown })).message).toBe(Msg.invalidInput);
    const keyWord = JSON.stringify([{ field: 'keyWord', rule: 'eq', val: 'x' }]);
    expect((await list({ superQueryParams: keyWord })).message).toBe(Msg.invalidInput);
    const sqlRule = JSON.stringify([{ field: 'ip', rule: 'USE_SQL_RULES', val: '1=1' }]);
    expect((await list({ superQueryParams: sqlRule })).message).toBe('高级查询不支持的规则：USE_SQL_RULES');
    expect((await list({ superQueryParams: '[{' })).message).toBe('高级查询参数格式不正确');
  });
});

describe('list replies', () => {
  it('translates dictionary fields as <field>_dictText, unknown values passed through', async () => {
    const page = (await list({ column: 'operateType', order: 'asc' })).result as Page;
    const byContent = new Map(page.records.map((r) => [r.logContent, r.operateType_dictText]));
    expect(byContent.get('甲')).toBe('修改');
    expect(byContent.get('乙')).toBe('删除');
    expect(byContent.has('丙') && byContent.get('丙')).toBe(undefined);
  });

  it('pages with the exact total of a short list, and keeps paging past the end', async () => {
    const first = (await list({ pageSize: '2' })).result as Page;
    expect([first.records.length, first.total, first.pages]).toEqual([2, 3, 2]);
    const last = (await list({ pageSize: '2', pageNo: '2' })).result as Page;
    expect([last.records.length, last.total]).toEqual([1, 3]);
    const past = (await list({ pageSize: '2', pageNo: '5' })).result as Page;
    expect([past.records.length, past.total]).toEqual([0, 3]);
  });

  it('accepts JeecgBoot column lists with _dictText and refuses unknown names', async () => {
    expect((await list({ column: 'operateType_dictText,createTime', order: 'desc' })).success).toBe(true);
    expect((await list({ column: 'log_content' })).message).toBe(Msg.sortFieldUnknown);
  });
});

describe('sqlList', () => {
  it('will not start with a declared filter left out (a type error too)', () => {
    const columns = {
      createTime: sysLog.createTime,
      logType: sysLog.logType,
      operateType: sysLog.operateType,
    };
    const sort = {
      ...columns,
      costTime: sysLog.costTime,
      userid: sysLog.userid,
      username: sysLog.username,
      ip: sysLog.ip,
    };
    type LogFilters = SqlListConfig<typeof logRoutes.list, typeof sysLog>['filters'];
    expectTypeOf(columns).not.toExtend<LogFilters>();
    // Called as plain JavaScript would (no type check): the start-up check refuses it as well.
    const incomplete = {
      table: sysLog,
      sort,
      filters: columns,
      defaultOrder: [desc(sysLog.createTime)],
      tiebreak: desc(sysLog.id),
      toRecords: () => [],
    };
    expect(() => Reflect.apply(sqlList, undefined, [logRoutes.list, incomplete])).toThrow(
      /list filter userid/,
    );
  });
});
