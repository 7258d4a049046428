import { EMBED_ENTRY_PATH } from '@xinmiao/shared';
import { lazy, Suspense, useMemo } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { useAccessState } from '../access/access-store.ts';
import { decideNavigation } from '../access/guard.ts';
import { sessionStore } from '../access/session-store.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { isMobilePath, MOBILE_ROUTES } from '../features/mobile/routes.tsx';
import { useStoreValue } from '../hooks/create-store.ts';
import { useScrollTopOnNavigate } from '../hooks/use-scroll-top.ts';
import { routeTable } from './route-table.tsx';
import { usePermissionLoader } from './use-permission-loader.ts';

const mobileRoutes = MOBILE_ROUTES;
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
  const decision = decideNavigation(
    { hasToken, permissionsLoaded: built !== null, mustChangePassword },
    fullPath,
  );
  const routes = useMemo(() => routeTable(built), [built]);
  const element = useRoutes(routes);
  usePermissionLoader(decision.kind === 'load-permissions', fullPath);
  useScrollTopOnNavigate(location.pathname);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load-permissions') return <PageLoading />;
  return <Suspense fallback={<PageLoading />}>{element}</Suspense>;
}
