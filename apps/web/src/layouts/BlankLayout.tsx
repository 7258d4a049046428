import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';

/** No chrome at all: pages embedded in another app (enterprise chat sign-in). */
export function BlankLayout() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
