import { CHECK_RULE_MESSAGES, type SysCheckRule } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysCheckRule } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  // The other school's 班主任 gets the whole screen, so only the tenant boundary stands in the way.
  await grantToRole(t, 1001, 'banzhuren', [
    'system:checkRule:list',
    'system:checkRule:add',
    'system:checkRule:edit',
    'system:checkRule:delete',
  ]);
  for (const name of ['admin', 'zhongxue', 'banzhuren']) token[name] = await t.login(name);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who = 'admin', payload?: object) =>
  t.call({
    method,
    url: `/jeecg-boot/sys/checkRule${url}`,
    headers: auth(token[who] ?? ''),
    ...(payload ? { payload } : {}),
  });
const rules = (...items: { digits: string; pattern: string; message: string }[]) => JSON.stringify(items);
const list = async (who = 'admin', query = '') =>
  ((await call('GET', `/list${query}`, who)).body.result as { records: SysCheckRule[] }).records;

describe('编码校验规则 admin', () => {
  it('adds, lists, edits, applies and deletes a rule', async () => {
    const add = await call('POST', '/add', 'admin', {
      ruleName: '学号规则',
      ruleCode: 'student_no',
      ruleJson: rules({ digits: '4', pattern: '\\d{4}', message: '前四位须为年份' }),
    });
    expect(add.body).toMatchObject({ success: true, message: CHECK_RULE_MESSAGES.addOk });
    const [row] = await list('admin', '?ruleCode=student_no');
    expect(row).toMatchObject({ ruleName: '学号规则', ruleCode: 'student_no' });
    expect(JSON.parse(row?.ruleJson ?? '[]')).toEqual([
      { digits: '4', pattern: '\\d{4}', message: '前四位须为年份' },
    ]);
    const check = (value: string) =>
      t.call({
        method: 'GET',
        url: `/jeecg-boot/sys/checkRule/checkByCode?ruleCode=student_no&value=${value}`,
        headers: auth(token.admin ?? ''),
      });
    expect((await check('2026')).body.success).toBe(true);
    expect((await check('20x6')).body.message).toBe('前四位须为年份');

    const edit = await call('PUT', '/edit', 'admin', {
      id: row?.id,
      ruleName: '学号规则',
      ruleCode: 'student_no',
      ruleJson: rules({ digits: '*', pattern: '[a-z]+', message: '只能是小写字母' }),
    });
    expect(edit.body.success).toBe(true);
    expect((await check('2026')).body.message).toBe('只能是小写字母');
    expect((await call('DELETE', `/delete?id=${row?.id}`)).body.message).toBe(CHECK_RULE_MESSAGES.deleteOk);
    expect(await list('admin', '?ruleCode=student_no')).toEqual([]);
  });

  it('runs patterns that backtrack for seconds in V8 in linear time, for any signed-in caller', async () => {
    // `a*a*a*a*a*a*a*b` passed safe-regex2 and froze the server 17 s on 55 characters.
    for (const pattern of ['a*a*a*a*a*a*a*b', '(a+)+$', '(a*)*b', '([a-z]*)*@', '(\\d+)*z']) {
      const saved = await call('PUT', '/edit', 'admin', {
        id: (await list('admin', '?ruleCode=common'))[0]?.id,
        ruleName: '回溯',
        ruleCode: 'common',
        ruleJson: rules({ digits: '*', pattern, message: '不匹配' }),
      });
      expect(saved.body).toMatchObject({ success: true });
      const reply = await t.call({
        method: 'GET',
        url: `/jeecg-boot/sys/checkRule/checkByCode?ruleCode=common&value=${'a'.repeat(200)}!`,
        headers: auth(token.banzhuren ?? ''),
      });
      expect(reply.body).toMatchObject({ success: false, message: '不匹配' });
    }
  });

  it('refuses patterns RE2 cannot run with a Chinese message, and Java-style \\u escapes work', async () => {
    for (const pattern of ['(a)\\1', '(?=a)a', '(?<!a)b']) {
      const reply = await call('POST', '/add', 'admin', {
        ruleName: '不支持',
        ruleCode: 'unsupported',
        ruleJson: rules({ digits: '*', pattern, message: 'x' }),
      });
      expect(reply.body).toMatchObject({ success: false, message: CHECK_RULE_MESSAGES.unsupportedPattern });
    }
    const added = await call('POST', '/add', 'admin', {
      ruleName: '中文姓名',
      ruleCode: 'han_name',
      ruleJson: rules({ digits: '*', pattern: '[\\u4e00-\\u9fa5]{2,4}', message: '须为 2 到 4 个汉字' }),
    });
    expect(added.body.success).toBe(true);
    const check = (value: string) =>
      t.call({
        method: 'GET',
        url: `/jeecg-boot/sys/checkRule/checkByCode?ruleCode=han_name&value=${encodeURIComponent(value)}`,
        headers: auth(token.admin ?? ''),
      });
    expect((await check('张三')).body.success).toBe(true);
    expect((await check('zhang')).body.message).toBe('须为 2 到 4 个汉字');
  });

  it('refuses a value longer than the rule checks before any pattern runs', async () => {
    const [common] = await list('admin', '?ruleCode=common');
    await call('PUT', '/edit', 'admin', {
      id: common?.id,
      ruleName: common?.ruleName,
      ruleCode: 'common',
      ruleJson: rules(
        { digits: '4', pattern: '\\d{4}', message: '年份' },
        { digits: '2', pattern: '\\d+', message: '序号' },
      ),
    });
    const check = (value: string) =>
      t.call({
        method: 'GET',
        url: `/jeecg-boot/sys/checkRule/checkByCode?ruleCode=common&value=${value}`,
        headers: auth(token.admin ?? ''),
      });
    expect((await check('202601')).body.success).toBe(true);
    expect((await check('2026012')).body).toMatchObject({
      success: false,
      message: CHECK_RULE_MESSAGES.valueTooLong(6),
    });
  });

  it('a pattern RE2 cannot run, already in the table, fails the check instead of running', async () => {
    await new TenantDb(t.db, 1000).update(
      sysCheckRule,
      { ruleJson: [{ digits: '*', pattern: '(a)\\1', message: '不支持' }] },
      eq(sysCheckRule.ruleCode, 'common'),
    );
    const reply = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/checkRule/checkByCode?ruleCode=common&value=aa',
      headers: auth(token.admin ?? ''),
    });
    expect(reply.body).toMatchObject({ success: false, message: '不支持' });
  });

  it('refuses malformed rules and injection payloads without a 5xx', async () => {
    for (const ruleJson of [
      'not json',
      '{}',
      '[]',
      rules({ digits: '-1', pattern: 'a', message: 'x' }),
      JSON.stringify([{ digits: '*', pattern: 'a' }]),
    ]) {
      const reply = await call('POST', '/add', 'admin', { ruleName: 'x', ruleCode: 'bad', ruleJson });
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.success).toBe(false);
    }
    for (const pattern of ['(', 'a)|(b', '[z-a]']) {
      const reply = await call('POST', '/add', 'admin', {
        ruleName: 'x',
        ruleCode: 'bad',
        ruleJson: rules({ digits: '*', pattern, message: 'x' }),
      });
      expect(reply.body.message).toBe(CHECK_RULE_MESSAGES.badPattern);
    }
    const sneaky = await call('POST', '/add', 'admin', {
      ruleName: 'x',
      ruleCode: "x' OR '1'='1",
      ruleJson: rules({ digits: '*', pattern: 'a', message: 'x' }),
    });
    expect(sneaky.body.success).toBe(false);
    const sorted = await call('GET', '/list?column=rule_code;drop table sys_check_rule&order=asc');
    expect(sorted.status).toBeLessThan(500);
    expect((await list()).length).toBeGreaterThan(0);
  });

  it('a school cannot read, change, delete or detect another school’s rules; needs the buttons', async () => {
    const [ours] = await list('admin', '?ruleCode=common');
    expect(ours).toBeTruthy();
    const theirs = await list('zhongxue');
    expect(theirs.some((r) => r.id === ours?.id)).toBe(false);
    const missing = await call('GET', '/queryById?id=no-such-id', 'zhongxue');
    const foreign = await call('GET', `/queryById?id=${ours?.id}`, 'zhongxue');
    expect({ ...foreign.body, timestamp: 0 }).toEqual({ ...missing.body, timestamp: 0 });
    const edit = await call('PUT', '/edit', 'zhongxue', {
      id: ours?.id,
      ruleName: '改掉',
      ruleCode: 'common',
      ruleJson: rules({ digits: '*', pattern: 'a', message: 'x' }),
    });
    expect(edit.body.message).toBe(CHECK_RULE_MESSAGES.notFound);
    expect((await call('DELETE', `/delete?id=${ours?.id}`, 'zhongxue')).body.message).toBe(
      CHECK_RULE_MESSAGES.notFound,
    );
    expect((await call('DELETE', `/deleteBatch?ids=${ours?.id}`, 'zhongxue')).body.message).toBe(
      CHECK_RULE_MESSAGES.notFound,
    );
    const [still] = await list('admin', '?ruleCode=common');
    expect(still?.ruleName).toBe(ours?.ruleName);
    expect((await call('GET', '/list', 'banzhuren')).body.code).toBe(510);
  });
});
