import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { pageLookup } from '../../access/page-lookup.ts';
import { BackButton } from '../../components/BackButton.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/**
 * Full-screen report or cockpit page, outside the basic layout. A cockpit is reached from the menu,
 * so it keeps a way back to where the user came from (reports open on their own and print).
 */
export function StandalonePage({ title, component }: { title: string; component: string }) {
  useDocumentTitle(title);
  const Page = pageLookup().component(component);
  if (!Page) return <Navigate to="/404" replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      {component.startsWith('cockpit/') && (
        <BackButton size="small" style={{ position: 'fixed', top: 12, left: 12, zIndex: 1000 }} />
      )}
      <Page />
    </Suspense>
  );
}
