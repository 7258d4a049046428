import type { ApiError } from './api-error.ts';

export const NOTICE_TITLE = '系统提示';
export const ErrorText = {
  forbidden: '拒绝访问',
  notFound: '很抱歉，资源未找到!',
  timeout: '网络超时',
  sessionExpired: '很抱歉，登录已过期，请重新登录',
  tokenExpiredTitle: '登录已过期',
  relogin: '重新登录',
} as const;

/** Marker the server puts in a 500 message when the token no longer verifies (old JeecgBoot backends). */
const TOKEN_INVALID_MARK = 'Token失效';
/** Delay between the 401 logout and the page reload, so the notice can be read. */
export const RELOAD_DELAY_MS = 1500;

export type ErrorDisplay =
  | { kind: 'notification'; title: string; description: string; afterwards: 'none' | 'logout-reload' }
  | { kind: 'token-expired-modal'; title: string; content: string; okText: string }
  | { kind: 'message'; text: string };

/** What the user sees for a failed call (spec §8); pure so every row of the table is tested. */
export function errorDisplayFor(
  error: Pick<ApiError, 'kind' | 'status' | 'message'>,
  hasToken: boolean,
): ErrorDisplay {
  if (error.kind === 'business') return { kind: 'message', text: error.message };
  const notice = (description: string, afterwards: 'none' | 'logout-reload' = 'none'): ErrorDisplay => ({
    kind: 'notification',
    title: NOTICE_TITLE,
    description,
    afterwards,
  });
  switch (error.status) {
    case 403:
      return notice(ErrorText.forbidden);
    case 404:
      return notice(ErrorText.notFound);
    case 504:
      return notice(ErrorText.timeout);
    case 401:
      return notice(ErrorText.sessionExpired, hasToken ? 'logout-reload' : 'none');
    case 500:
      if (hasToken && error.message.includes(TOKEN_INVALID_MARK)) {
        return {
          kind: 'token-expired-modal',
          title: ErrorText.tokenExpiredTitle,
          content: ErrorText.sessionExpired,
          okText: ErrorText.relogin,
        };
      }
      return notice(error.message);
    default:
      return notice(error.message);
  }
}
