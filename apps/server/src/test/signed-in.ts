import { auth, type Body, type TestApp } from './test-app.ts';

/** Calls a `/jeecg-boot` route as one of the signed-in users (admin unless named) and answers the envelope. */
export type Caller = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: string,
  payload?: object,
) => Promise<Body>;

/** Signs each of `names` in to the test app: their tokens by name, and a caller acting as any of them. */
export async function signIn(
  t: TestApp,
  names: readonly string[],
): Promise<{ token: Record<string, string>; call: Caller }> {
  const token: Record<string, string> = {};
  for (const name of names) token[name] = await t.login(name);
  const call: Caller = async (method, url, who = 'admin', payload) =>
    (
      await t.call({
        method,
        url: `/jeecg-boot${url}`,
        headers: auth(token[who] ?? ''),
        ...(payload ? { payload } : {}),
      })
    ).body;
  return { token, call };
}
