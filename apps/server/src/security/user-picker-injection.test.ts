import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, type Body, createTestApp, type TestApp } from '../test/test-app.ts';

// Row #8 of the wire contract's checklist (#3347, GHSA-f9pg): JeecgBoot's user pickers pasted
// `realname`/`username` into SQL. Ours exist (issue 7) and must treat the text as a value.
const PAYLOADS = [
  "1' and (select 1 from pg_sleep(3))='1",
  "x' or '1'='1",
  "%' or 1=1 --",
  '*',
  "admin'/**/or/**/'1'='1",
];

let t: TestApp;
let token: string;
let centerId: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
  const tree = await t.call({
    method: 'GET',
    url: '/jeecg-boot/sys/sysDepart/queryTreeList',
    headers: auth(token),
  });
  const find = (nodes: { id: string; departName: string; children?: unknown[] }[]): string | undefined => {
    for (const n of nodes) {
      if (n.departName === '心理健康教育中心') return n.id;
      const inner = find((n.children ?? []) as typeof nodes);
      if (inner) return inner;
    }
    return undefined;
  };
  centerId = find(tree.body.result as { id: string; departName: string }[]) ?? '';
  expect(centerId).not.toBe('');
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, headers: auth(token) });
const usernames = (body: Body): string[] => {
  const result = body.result as { username: string }[] | { records: { username: string }[] };
  return (Array.isArray(result) ? result : result.records).map((u) => u.username).sort();
};

describe('#8 user pickers take search text as a value', () => {
  it('queryUserByDepId: a realname payload matches nobody instead of everybody', async () => {
    const plain = await get(`/jeecg-boot/sys/user/queryUserByDepId?id=${centerId}`);
    expect(usernames(plain.body).length).toBeGreaterThan(0);
    for (const payload of PAYLOADS) {
      const reply = await get(
        `/jeecg-boot/sys/user/queryUserByDepId?id=${centerId}&realname=${encodeURIComponent(payload)}`,
      );
      expect(reply.status, payload).toBe(200);
      expect(usernames(reply.body), payload).toEqual([]);
    }
  });

  it('queryUserComponentData: a username payload matches nobody', async () => {
    const plain = await get('/jeecg-boot/sys/user/queryUserComponentData?pageSize=100');
    expect(usernames(plain.body).length).toBeGreaterThan(2);
    for (const payload of PAYLOADS) {
      const reply = await get(
        `/jeecg-boot/sys/user/queryUserComponentData?pageSize=1000&username=${encodeURIComponent(payload)}`,
      );
      expect(reply.status, payload).toBe(200);
      expect(usernames(reply.body), payload).toEqual([]);
    }
  });
});
