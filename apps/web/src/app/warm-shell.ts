/**
 * Starts fetching the signed-in layout, the menu page and the home page while the sign-in request is
 * in flight. Fetched only after the sign-in answered, they were the longest part of 登录 → home
 * (bench/login-long-tasks.ts: a chain of layout, then menu page, then home page, each waiting for the
 * one before). The login page itself fetches none of them before the click.
 */
export function warmShell(): void {
  // A fetch that fails here is tried again by the route that needs it, which shows its own error.
  const ignore = () => undefined;
  import('../layouts/BasicLayout.tsx').catch(ignore);
  import('../layouts/MenuRoutePage.tsx').catch(ignore);
  import('../features/dashboard/analysis/AnalysisPage.tsx').catch(ignore);
}
