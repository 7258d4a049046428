import { chatAppOf, EMBED_ENTRY_PATH } from '@xinmiao/shared';
import { lazy, Suspense, useMemo } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { useAccessState } from '../access/access-store.ts';
import { decideNavigation } from '../access/guard.ts';
import { sessionStore } from '../access/session-store.ts';
import { startFailureStore } from '../access/start-failure.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { isMobilePath, MOBILE_ROUTES } from '../features/mobile/routes.tsx';
import { useStoreValue } from '../hooks/create-store.ts';
import { useScrollTopOnNavigate } from '../hooks/use-scroll-top.ts';
import { routeTable } from './route-table.tsx';
import { usePermissionLoader } from './use-permission-loader.ts';

const mobileRoutes = MOBILE_ROUTES;
/** Opened in 企业微信, 钉钉 or 飞书: sign-in goes through the app (spec §9). */
const IN_CHAT_APP = typeof navigator !== 'undefined' && chatAppOf(navigator.userAgent) !== null;
// Lazy: antd's Result and Typography would otherwise join the login page's first load.
const StartFailurePage = lazy(() =>
  import('../features/common/StartFailurePage.tsx').then((m) => ({ default: m.StartFailurePage })),
);
const EmbedEntry = lazy(() =>
  import('../features/user/embed/EmbedEntry.tsx').then((m) => ({ default: m.EmbedEntry })),
);

/**
 * The student H5 keeps its own sign-in, and the entry from a JeecgBoot console's frame makes its
 * own session; everything else goes through the console's guard.
 */
export function AppRoutes() {
  const location = useLocation();
  if (location.pathname === EMBED_ENTRY_PATH) {
    return (
      <Suspense fallback={<PageLoading />}>
        <EmbedEntry />
      </Suspense>
    );
  }
  return isMobilePath(location.pathname) ? <MobileRoutes /> : <ConsoleRoutes />;
}

function MobileRoutes() {
  const element = useRoutes(mobileRoutes);
  return <Suspense fallback={<PageLoading />}>{element}</Suspense>;
}

/** The access guard in front of every console route (spec §2), then the static and dynamic route table. */
function ConsoleRoutes() {
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const hasToken = useStoreValue(sessionStore, (s) => s.token !== '');
  const mustChangePassword = useStoreValue(sessionStore, (s) => s.info?.mustChangePassword === true);
  const { built } = useAccessState();
  const startFailure = useStoreValue(startFailureStore, (f) => f);
  const decision = decideNavigation(
    { hasToken, permissionsLoaded: built !== null, mustChangePassword, chatApp: IN_CHAT_APP },
    fullPath,
  );
  const routes = useMemo(() => routeTable(built), [built]);
  const element = useRoutes(routes);
  usePermissionLoader(decision.kind === 'load-permissions', fullPath);
  useScrollTopOnNavigate(location.pathname);
  if (startFailure) {
    return (
      <Suspense fallback={<PageLoading />}>
        <StartFailurePage failure={startFailure} />
      </Suspense>
    );
  }
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load-permissions') return <PageLoading />;
  return <Suspense fallback={<PageLoading />}>{element}</Suspense>;
}
