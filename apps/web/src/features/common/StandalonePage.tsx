import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { pageLookup } from '../../access/page-lookup.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Full-screen report or cockpit page, outside the basic layout. */
export function StandalonePage({ title, component }: { title: string; component: string }) {
  useDocumentTitle(title);
  const Page = pageLookup().component(component);
  if (!Page) return <Navigate to="/404" replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
