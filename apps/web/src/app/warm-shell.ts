// Once per page: the imports below are kept by the module loader, the call need not repeat them.
let warmed = false;

/**
 * Starts fetching the signed-in layout, the menu page and the home page once the user starts typing
 * on the login page (and at the latest when the sign-in request leaves). Fetched only after the
 * sign-in answered, they were the longest part of 登录 → home (bench/login-long-tasks.ts: a chain of
 * layout, then menu page, then home page, each waiting for the one before); fetched at the click,
 * the browser compiled them on the same cores the sign-in needed. The login page's first load
 * fetches none of them (its budget, e2e/first-load.e2e.ts).
 */
export function warmShell(): void {
  if (warmed) return;
  warmed = true;
  // A fetch that fails here is tried again by the route that needs it, which shows its own error.
  const ignore = () => undefined;
  import('../layouts/BasicLayout.tsx').catch(ignore);
  import('../layouts/MenuRoutePage.tsx').catch(ignore);
  import('../features/dashboard/analysis/AnalysisPage.tsx').catch(ignore);
}
