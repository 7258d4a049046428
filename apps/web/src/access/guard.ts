import { CAS_CALLBACK_PATH, HOME_PATH, LECTURE_PUBLIC_PATH, OIDC_CALLBACK_PATH } from '@xinmiao/shared';

export const LOGIN_PATH = '/user/login';
/** Where an account still on its initial password goes before anything else (the server refuses the rest). */
export const CHANGE_PASSWORD_PATH = '/user/password';
/** The extra public login path (spec §2): OAuth2 / enterprise-app sign-in in the blank layout. */
export const EXTRA_LOGIN_PATH = '/oauth2-app/login';
export const PUBLIC_PATHS: readonly string[] = [
  LOGIN_PATH,
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  // Where a school's identity provider (统一身份认证, OpenID Connect or CAS) sends the browser back.
  OIDC_CALLBACK_PATH,
  CAS_CALLBACK_PATH,
  EXTRA_LOGIN_PATH,
  // 家长学堂: guardians register for a lecture by the school's signed link; they have no account.
  LECTURE_PUBLIC_PATH,
];
const LOGIN_PATHS: readonly string[] = [LOGIN_PATH, EXTRA_LOGIN_PATH];

export type GuardState = {
  hasToken: boolean;
  permissionsLoaded: boolean;
  mustChangePassword?: boolean;
  /** The page is open in an enterprise chat app's browser (spec §9: the OAuth2 app environment). */
  chatApp?: boolean;
};

export type NavigationDecision =
  | { kind: 'proceed' }
  | { kind: 'redirect'; to: string }
  | { kind: 'load-permissions' };

export function pathnameOf(fullPath: string): string {
  const pathname = fullPath.split(/[?#]/)[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function loginUrl(fullPath: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: fullPath }).toString()}`;
}

/** The extra login path for a chat app's browser, keeping the school its link named (`?school=`). */
function chatAppLoginUrl(fullPath: string): string {
  const school = new URLSearchParams(fullPath.split('?')[1]?.split('#')[0] ?? '').get('school');
  const query = new URLSearchParams({ ...(school ? { school } : {}), redirect: fullPath });
  return `${EXTRA_LOGIN_PATH}?${query.toString()}`;
}

/** The `redirect` query of a login URL when it is a same-site path (never `//host` or `http:`). */
export function redirectTarget(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target?.startsWith('/') || target.startsWith('//')) return null;
  return target;
}

/** The access guard of spec §2 as a pure decision over the session and the requested full path. */
export function decideNavigation(state: GuardState, fullPath: string): NavigationDecision {
  const pathname = pathnameOf(fullPath);
  if (!state.hasToken) {
    if (PUBLIC_PATHS.includes(pathname)) return { kind: 'proceed' };
    return { kind: 'redirect', to: state.chatApp ? chatAppLoginUrl(fullPath) : loginUrl(fullPath) };
  }
  if (state.mustChangePassword) {
    return pathname === CHANGE_PASSWORD_PATH
      ? { kind: 'proceed' }
      : { kind: 'redirect', to: CHANGE_PASSWORD_PATH };
  }
  if (pathname === CHANGE_PASSWORD_PATH) return { kind: 'redirect', to: HOME_PATH };
  if (LOGIN_PATHS.includes(pathname)) {
    // A session that just started on the login page continues to where the visitor was going.
    const search = fullPath.slice(pathname.length).split('#')[0] ?? '';
    return { kind: 'redirect', to: redirectTarget(search) ?? HOME_PATH };
  }
  if (!state.permissionsLoaded) return { kind: 'load-permissions' };
  return { kind: 'proceed' };
}
