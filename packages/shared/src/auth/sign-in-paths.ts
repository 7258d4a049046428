// Kept apart from oidc.contract.ts (and its zod schemas): the console's route guard needs these
// before sign-in, and the login page's first load must not carry the schema library.

/** The console page an OpenID provider sends the browser back to (`?code=…&state=…&iss=…`). */
export const OIDC_CALLBACK_PATH = '/user/oidc-callback';
/** The console page a CAS server sends the browser back to (`?school=…&provider=…&ticket=ST-…`). */
export const CAS_CALLBACK_PATH = '/user/cas-callback';

/**
 * The enterprise chat platforms a school's app can sign in through, by JeecgBoot's `thirdType`
 * names (its `/sys/thirdLogin/getLoginUser/{token}/{thirdType}`).
 */
export const CHAT_APP_KINDS = ['wechat_enterprise', 'dingtalk', 'feishu'] as const;
export type ChatAppKind = (typeof CHAT_APP_KINDS)[number];

/** The page an enterprise chat app's browser signs in on (spec §2 and §9), and where its platform returns. */
export const CHAT_APP_LOGIN_PATH = '/oauth2-app/login';

/** Which chat platform's built-in browser this user agent is (spec §9), or null for any other browser. */
export function chatAppOf(userAgent: string): ChatAppKind | null {
  if (/\bwxwork\//i.test(userAgent)) return 'wechat_enterprise';
  if (/\bDingTalk\b/i.test(userAgent)) return 'dingtalk';
  if (/\b(Lark|Feishu)\//i.test(userAgent)) return 'feishu';
  return null;
}
