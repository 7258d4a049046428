import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { readMobileSession } from './mobile-session.ts';
import { mobileStyles } from './mobile-styles.ts';

/** Phone-first frame without the console chrome; every page but login needs the student's sign-in. */
export function MobileShell() {
  const location = useLocation();
  const signedIn = readMobileSession() !== null;
  if (!signedIn && location.pathname !== '/m/login') {
    return <Navigate to={`/m/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  }
  return (
    <div style={mobileStyles.frame}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
