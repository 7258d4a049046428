import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { pageLookup } from '../../access/page-lookup.ts';
import { queryClient } from '../../api/query-client.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/**
 * Full-screen report or cockpit page, outside the basic layout. A cockpit is reached from the menu
 * and draws its own way back (返回 in its title bar, `CockpitFrame`); reports open on their own and print.
 */
export function StandalonePage({ title, component }: { title: string; component: string }) {
  useDocumentTitle(title);
  const Page = pageLookup().component(component);
  if (!Page) return <Navigate to="/404" replace />;
  // Outside the basic layout, so the pages' queries need the console's client here too.
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </QueryClientProvider>
  );
}
