import { Suspense } from 'react';
import { Navigate } from 'react-router';
import type { AppRoute } from '../access/build-routes.ts';
import { pageLookup } from '../access/page-lookup.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { ExternalLinkPage } from '../features/common/ExternalLinkPage.tsx';
import { IframePage } from '../features/common/IframePage.tsx';

/** Renders one dynamic route by kind: lazy page, embedded url, external link or redirect. */
export function MenuRoutePage({ route }: { route: AppRoute }) {
  if (route.kind === 'redirect' && route.redirect) return <Navigate to={route.redirect} replace />;
  if (route.kind === 'iframe' && route.url) return <IframePage url={route.url} title={route.title} />;
  if (route.kind === 'external' && route.url) return <ExternalLinkPage url={route.url} title={route.title} />;
  const Page = route.kind === 'page' ? pageLookup().component(route.component) : null;
  if (!Page) return <Navigate to="/404" replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
