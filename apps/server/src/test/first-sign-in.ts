import { auth, type TestApp } from './test-app.ts';

/** What a student's tests sign in with once the initial password is changed. */
export const CHOSEN_PASSWORD = 'Chosen2026pw';

/**
 * The change a student makes at the first sign-in (the password from the account slip, then their
 * own), after which the session `token` may do everything the student may.
 */
export async function changeInitialPassword(
  app: Pick<TestApp, 'call'>,
  token: string,
  username: string,
  initial: string,
): Promise<void> {
  const changed = await app.call({
    method: 'PUT',
    url: '/jeecg-boot/sys/user/updatePassword',
    headers: auth(token),
    payload: { username, oldpassword: initial, password: CHOSEN_PASSWORD, confirmpassword: CHOSEN_PASSWORD },
  });
  if (!changed.body.success) throw new Error(`password change of ${username}: ${changed.body.message}`);
}

/** Signs a student in for the first time and makes the required change; the session's token. */
export async function firstSignIn(t: TestApp, username: string, initial: string): Promise<string> {
  const token = await t.login(username, initial);
  await changeInitialPassword(t, token, username, initial);
  return token;
}
