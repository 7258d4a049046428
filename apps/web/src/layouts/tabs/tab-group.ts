import { matchPath } from 'react-router';

/**
 * The tab group of a page: a route ending in `/*` is one page with its own inner menu (a low-code
 * app's `/low-app/:appId/*`), so every path under one match of the part before `*` shares a tab.
 */
export function tabGroupOf(routePath: string, pathname: string): string | undefined {
  if (!routePath.endsWith('/*')) return undefined;
  return matchPath({ path: routePath, end: false }, pathname)?.pathnameBase;
}
