import { ResultCode, type RouteDef, type RouteInput, type RouteResult, sessionRoutes } from '@xinmiao/shared';
import { isApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { downloadRoute } from '../../api/download.ts';

/**
 * The answering page keeps its own sign-in, apart from the console's: a student on a shared
 * computer never inherits a teacher's console session, and signing out of one leaves the other.
 */
const TOKEN_KEY = 'XM_M_TOKEN';
const NAME_KEY = 'XM_M_NAME';

export type MobileSession = { token: string; name: string };

export function readMobileSession(): MobileSession | null {
  const token = localStorage.getItem(TOKEN_KEY);
  return token ? { token, name: localStorage.getItem(NAME_KEY) ?? '' } : null;
}

export function saveMobileSession(session: MobileSession): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(NAME_KEY, session.name);
}

export function clearMobileSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(NAME_KEY);
}

/**
 * 退出: ends the student's session on the server (its token stops working everywhere, as the
 * console's 退出登录 does), then here; a server out of reach still signs the student out here.
 */
export async function signOutMobile(navigate: (to: string, options: { replace: boolean }) => unknown) {
  const token = readMobileSession()?.token;
  if (token) await api(sessionRoutes.logout, {}, { token, silent: true }).catch(() => undefined);
  clearMobileSession();
  await navigate('/m/login', { replace: true });
}

/**
 * A contract call with the student's token; errors are handled by the page (no console dialogs).
 * An account still on its initial password is signed out and sent to sign in again, where the H5
 * asks for the new password before anything else.
 */
export async function mobileApi<D extends RouteDef>(
  def: D,
  input: RouteInput<D> = {},
): Promise<RouteResult<D>> {
  try {
    return await api(def, input, {
      token: readMobileSession()?.token ?? '',
      silent: true,
      timeoutMs: 15_000,
    });
  } catch (error) {
    signOutIfPasswordChange(error);
    throw error;
  }
}

/**
 * A contract route that answers a file (a PDF), fetched with the student's token in the header —
 * never in the URL, where it would land in history and server logs — and saved under the
 * server's name. Errors are the page's to show, as with `mobileApi`.
 */
export async function mobileDownload<D extends RouteDef>(
  def: D,
  input: RouteInput<D>,
  fallbackName: string,
): Promise<void> {
  try {
    await downloadRoute(def, input, fallbackName, { token: readMobileSession()?.token ?? '', silent: true });
  } catch (error) {
    signOutIfPasswordChange(error);
    throw error;
  }
}

function signOutIfPasswordChange(error: unknown): void {
  if (isApiError(error) && error.code === ResultCode.PASSWORD_CHANGE_REQUIRED) {
    clearMobileSession();
    window.location.assign(`/m/login?${new URLSearchParams({ change: '1' })}`);
  }
}

/** What a failed H5 call says to the student: the server's message, else a plain fallback. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '操作失败，请稍后重试';
}
