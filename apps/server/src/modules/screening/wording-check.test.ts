import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Caller, callerOf, classAccounts, packageOf } from './test-support.ts';

let t: TestApp;
let admin: Caller;
let classId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = callerOf(t, await t.login('admin'));
  classId = (await classAccounts(t, admin, '计算机学院', '2023级1班')).classId;
});
afterAll(() => t.close());

async function draft(name: string, scaleCodes: readonly string[]): Promise<string> {
  const packageId = await packageOf(admin, name, scaleCodes);
  const added = await admin.post('/screening/task/add', {
    name,
    packageId,
    endAt: '2099-12-31 23:00',
    targets: { departIds: [classId] },
  });
  return (added.result as { id: string }).id;
}

const check = async (id: string) => (await admin.get(`/screening/task/wordingCheck?id=${id}`)).result;

describe('publishing built-in wording', () => {
  it('asks for a named confirmation of descriptive clinical wording, and refuses without it', async () => {
    const id = await draft('措辞确认', ['PHQ9', 'GAD7', 'TYPE16']);
    expect(await check(id)).toEqual({
      unanswerable: [],
      needConfirm: [
        { code: 'PHQ9', name: expect.stringContaining('PHQ-9') },
        { code: 'GAD7', name: expect.stringContaining('GAD-7') },
      ],
    });
    const refused = await admin.post('/screening/task/publish', { id, confirmBuiltinWording: ['PHQ9'] });
    expect(refused.success).toBe(false);
    expect(refused.message).toMatch(/^「.*GAD-7.*」仍使用内置的描述性题目表述/);
    expect(refused.message).not.toContain('PHQ-9');
    const published = await admin.post('/screening/task/publish', {
      id,
      confirmBuiltinWording: ['PHQ9', 'GAD7'],
    });
    expect(published).toMatchObject({ success: true, result: { taskStatus: 'open' } });
  });

  it('does not ask once the school’s imported wording is the enabled version', async () => {
    const bank = {
      scale: 'GAD7',
      source: '学校授权题本',
      items: Array.from({ length: 8 }, (_, i) => ({ number: i + 1, text: `授权表述${i + 1}` })),
    };
    const imported = await admin.post('/saas/devEvalTableinfo/importItems', bank);
    const version = (imported.result as { version: string }).version;
    expect((await admin.post('/saas/devEvalTableinfo/enableVersion', { id: 'GAD7', version })).success).toBe(
      true,
    );
    const id = await draft('已导入表述', ['GAD7']);
    expect(await check(id)).toEqual({ unanswerable: [], needConfirm: [] });
    expect((await admin.post('/screening/task/publish', { id })).success).toBe(true);
  });

  it('refuses MHT and UPI in built-in wording whatever is confirmed', async () => {
    const id = await draft('不可作答', ['MHT', 'UPI']);
    expect(
      ((await check(id)) as { unanswerable: { code: string }[] }).unanswerable.map((s) => s.code),
    ).toEqual(['MHT', 'UPI']);
    const refused = await admin.post('/screening/task/publish', {
      id,
      confirmBuiltinWording: ['MHT', 'UPI'],
    });
    expect(refused.success).toBe(false);
    expect(refused.message).toMatch(
      /内置题目只描述测量内容，学生无法作答；请先在量表库导入学校授权的题目表述/,
    );
  });
});
