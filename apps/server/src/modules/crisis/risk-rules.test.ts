import { readFileSync } from 'node:fs';
import { RISK_MESSAGES, type RiskHit, type RiskRule } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { crisisCase, crisisRiskRule, crisisSignal } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { schoolSession } from '../school/test-support.ts';
import { type Caller, callerOf, classAccounts } from '../screening/test-support.ts';
import { checkRisk, crisisContacts, fileRiskSignal } from './index.ts';
import { DEFAULT_RISK_RULES, DEMO_CONTACTS } from './risk-defaults.ts';
import { studentOfClass } from './test-support.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
let student: Caller;
const db = (tenantId = 1000) => new TenantDb(t.db, tenantId);

beforeAll(async () => {
  t = await createTestApp();
  // The other school's 班主任 gets the whole screen, so only the tenant boundary stands in the way.
  await grantToRole(t, 1001, 'banzhuren', [
    'crisis:riskRule:list',
    'crisis:riskRule:edit',
    'crisis:riskRule:delete',
  ]);
  s = await schoolSession(t, ['admin', 'xinli', 'zhongxue']);
  const accounts = await classAccounts(
    t,
    callerOf(t, s.tokens.get('admin') ?? ''),
    '计算机学院',
    '2023级1班',
  );
  const first = accounts.students[0];
  if (!first) throw new Error('no student account');
  student = callerOf(t, await t.login(first.studentNo, first.password));
});
afterAll(() => t.close());

const rules = async (who = 'admin', query = '') =>
  ((await s.get(`/crisis/riskRule/list?pageSize=1000${query}`, who)).body.result as { records: RiskRule[] })
    .records;
const check = async (text: string, who = 'admin') =>
  ((await s.send('POST', '/crisis/riskRule/check', who, { text })).body.result as { hit: RiskHit | null })
    .hit;

describe('风险词规则', () => {
  it('every school starts with the documented default list', async () => {
    const doc = readFileSync(new URL('../../../../../docs/risk-rules.md', import.meta.url), 'utf8');
    const documented = [...doc.matchAll(/^- (phrase|pattern) `(.+)` level ([123]) — /gm)].map((m) => ({
      ruleKind: m[1],
      ruleText: m[2],
      level: Number(m[3]),
    }));
    expect(documented).toEqual(
      DEFAULT_RISK_RULES.map(({ ruleKind, ruleText, level }) => ({ ruleKind, ruleText, level })),
    );
    for (const tenantId of [1000, 1001]) {
      expect(await db(tenantId).count(crisisRiskRule)).toBe(DEFAULT_RISK_RULES.length);
    }
    expect((await rules()).map((r) => r.ruleText)).toContain('想死');
  });

  it('asks for a sign-in and the button, and says what is wrong with a rule', async () => {
    const anonymous = await t.call({ method: 'GET', url: '/jeecg-boot/crisis/riskRule/list' });
    expect(anonymous.status).toBe(401);
    expect((await student.get('/crisis/riskRule/list')).code).toBe(510);
    const empty = await s.send('POST', '/crisis/riskRule/add', 'admin', {
      ruleKind: 'phrase',
      ruleText: ' ',
      level: 3,
    });
    expect(empty.body.message).toContain('请输入风险词或正则表达式');
    const punct = await s.send('POST', '/crisis/riskRule/add', 'admin', {
      ruleKind: 'phrase',
      ruleText: '！！',
      level: 3,
    });
    expect(punct.body.message).toBe(RISK_MESSAGES.emptyPhrase);
    const backref = await s.send('POST', '/crisis/riskRule/add', 'admin', {
      ruleKind: 'pattern',
      ruleText: '(想)\\1死',
      level: 3,
    });
    expect(backref.body.message).toBe(RISK_MESSAGES.unsupportedPattern);
    const twin = await s.send('POST', '/crisis/riskRule/add', 'admin', {
      ruleKind: 'phrase',
      ruleText: '想死',
      level: 2,
    });
    expect(twin.body.message).toBe(RISK_MESSAGES.duplicate);
  });

  it('a rule the centre adds catches its phrase disguised; disabled, it catches nothing; deleted, it is gone', async () => {
    expect(await check('我想躺平了')).toBeNull();
    const added = await s.send('POST', '/crisis/riskRule/add', 'xinli', {
      ruleKind: 'phrase',
      ruleText: '躺平了',
      level: 1,
      description: '试用',
    });
    expect(added.body).toMatchObject({ success: true, message: RISK_MESSAGES.addOk });
    const [rule] = await rules('xinli', '&ruleText=躺平了');
    if (!rule) throw new Error('rule not listed');
    expect(await check('我 想 tang ping le 。')).toMatchObject({
      ruleId: rule.id,
      level: 1,
      excerpt: '我 想 tang ping le 。',
    });
    expect(await check('我想ＴＡＮＧ平了')).toMatchObject({ ruleId: rule.id });

    await s.send('PUT', '/crisis/riskRule/edit', 'xinli', { ...rule, status: 0, description: null });
    expect(await check('我想躺平了')).toBeNull();
    await s.send('DELETE', `/crisis/riskRule/delete?id=${rule.id}`, 'xinli');
    expect(await rules('xinli', '&ruleText=躺平了')).toEqual([]);
  });

  it('another school neither sees nor changes the rules, and keeps its own', async () => {
    const [rule] = await rules('admin', '&ruleText=想死');
    if (!rule) throw new Error('no 想死');
    const edit = await s.send('PUT', '/crisis/riskRule/edit', 'zhongxue', { ...rule, level: 1 });
    expect(edit.body.message).toBe(RISK_MESSAGES.notFound);
    const del = await s.send('DELETE', `/crisis/riskRule/delete?id=${rule.id}`, 'zhongxue');
    expect(del.body.message).toBe(RISK_MESSAGES.notFound);
    expect((await rules('zhongxue')).map((r) => r.id)).not.toContain(rule.id);
    expect((await db(1000).byId(crisisRiskRule, rule.id))?.level).toBe(3);
  });
});

describe('a risk hit filed in the crisis queue', () => {
  it('opens a case for review with the rule and the excerpt', async () => {
    const studentId = await studentOfClass(t, 1000, '计算机学院', '2023级2班');
    const text = '最近压力很大，有时候觉得 bu xiang huo le，不知道跟谁说';
    const hit = await checkRisk(db(), text);
    expect(hit).toMatchObject({ ruleText: '不想活', level: 3 });
    if (!hit) throw new Error('no hit');
    const filed = await fileRiskSignal(
      db(),
      { studentId, source: 'ai_chat', hit, sourceRef: 'msg-1' },
      t.services.notifier,
    );
    // The student may already have an open case (demo seed): the signal then joins it.
    const kase = await db().byId(crisisCase, filed.caseId);
    expect(kase).toMatchObject({ studentId, suggestedLevel: 3 });
    const signal = await db().first(
      crisisSignal,
      and(eq(crisisSignal.caseId, filed.caseId), eq(crisisSignal.source, 'ai_chat')),
    );
    expect(signal?.level).toBe(3);
    expect(signal?.summary).toContain('「不想活」');
    expect(signal?.summary).toContain('bu xiang huo le');
    expect(signal?.sourceRef).toBe('msg-1');
  });

  it('refuses a text longer than the bound instead of reading it', async () => {
    await expect(checkRisk(db(), 'a'.repeat(20_001))).rejects.toThrow(RangeError);
  });
});

describe('求助热线', () => {
  it('a student reads the school’s hotlines and on-duty contact; the centre edits them; the other school keeps its own', async () => {
    const shown = await student.get('/crisis/contacts/current');
    expect(shown.result).toEqual(DEMO_CONTACTS);
    expect((await student.post('/crisis/contacts/save', DEMO_CONTACTS)).code).toBe(510);

    const edited = {
      ...DEMO_CONTACTS,
      onDutyName: '王老师',
      hotlines: [{ name: '校心理热线', phone: '8888', hours: '' }],
    };
    const saved = await s.send('PUT', '/crisis/contacts/save', 'admin', edited);
    expect(saved.body).toMatchObject({ success: true, message: RISK_MESSAGES.saveOk });
    expect((await student.get('/crisis/contacts/current')).result).toEqual(edited);
    expect(await crisisContacts(db(1001))).toEqual(DEMO_CONTACTS);

    const bad = await s.send('PUT', '/crisis/contacts/save', 'admin', {
      ...edited,
      hotlines: [{ name: '', phone: '1' }],
    });
    expect(bad.body.message).toContain('请输入热线名称');
  });
});
