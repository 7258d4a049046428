import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
});
afterAll(() => t.close());

const add = (payload: object) =>
  t.call({ method: 'POST', url: '/jeecg-boot/sys/annountCement/add', headers: auth(token), payload });

describe('validation messages on a real route', () => {
  it('name the field by its label in Chinese, without field names or zod wording', async () => {
    const { body } = await add({ titile: '通知', msgAbstract: '长'.repeat(501), priority: 'X' });
    expect(body).toMatchObject({
      success: false,
      message: '摘要不能超过 500 个字符',
      errors: { msgAbstract: '摘要不能超过 500 个字符', priority: '优先级的取值不正确' },
    });
    for (const text of [body.message, ...Object.values(body.errors ?? {})]) {
      expect(text).not.toMatch(/[A-Za-z]/);
    }
  });

  it('keep the messages written in the contract', async () => {
    const { body } = await add({ titile: '   ' });
    expect(body).toMatchObject({ success: false, message: '请输入标题' });
  });
});
