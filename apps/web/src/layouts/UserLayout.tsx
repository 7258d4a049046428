import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { LOGIN_PATH } from '../access/guard.ts';
import { Logo } from '../components/Logo.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { PLATFORM_DESCRIPTION, PLATFORM_DESCRIPTION_FOOTER } from './layout-text.ts';
import { PLATFORM_NAME } from './page-title.ts';
import './user-layout.css';

/** Sign-in, registration and password pages: brand on top, one narrow column below. */
export function UserLayout() {
  return (
    <div className="user-layout">
      <div className="user-layout__content">
        <div className="user-layout__top">
          <Link to={LOGIN_PATH} className="user-layout__brand">
            <Logo size={44} />
            <h1 className="user-layout__title">{PLATFORM_NAME}</h1>
          </Link>
          <div className="user-layout__desc">{PLATFORM_DESCRIPTION}</div>
        </div>
        <main className="user-layout__main">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <footer className="user-layout__footer">{PLATFORM_DESCRIPTION_FOOTER}</footer>
    </div>
  );
}
