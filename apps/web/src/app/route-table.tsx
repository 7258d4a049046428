import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { BuiltAccess } from '../access/build-routes.ts';
import { LOGIN_PATH } from '../access/guard.ts';
import { layoutRoutes, STANDALONE_ROUTES } from '../access/shell-routes.ts';

const UserLayout = lazy(() => import('../layouts/UserLayout.tsx').then((m) => ({ default: m.UserLayout })));
const BlankLayout = lazy(() =>
  import('../layouts/BlankLayout.tsx').then((m) => ({ default: m.BlankLayout })),
);
const BasicLayout = lazy(() =>
  import('../layouts/BasicLayout.tsx').then((m) => ({ default: m.BasicLayout })),
);
const LoginPage = lazy(() =>
  import('../features/user/login/LoginPage.tsx').then((m) => ({ default: m.LoginPage })),
);
const FirstPasswordPage = lazy(() =>
  import('../features/user/password/FirstPasswordPage.tsx').then((m) => ({ default: m.FirstPasswordPage })),
);
const RegisterPage = lazy(() =>
  import('../features/user/register/RegisterPage.tsx').then((m) => ({ default: m.RegisterPage })),
);
const RegisterResultPage = lazy(() =>
  import('../features/user/register-result/RegisterResultPage.tsx').then((m) => ({
    default: m.RegisterResultPage,
  })),
);
const AlterationPage = lazy(() =>
  import('../features/user/alteration/AlterationPage.tsx').then((m) => ({ default: m.AlterationPage })),
);
const OidcCallbackPage = lazy(() =>
  import('../features/user/oidc/OidcCallbackPage.tsx').then((m) => ({ default: m.OidcCallbackPage })),
);
const OAuth2LoginPage = lazy(() =>
  import('../features/oauth2/login/OAuth2LoginPage.tsx').then((m) => ({ default: m.OAuth2LoginPage })),
);
const ParentLecturePage = lazy(() =>
  import('../features/parent/lecture/ParentLecturePage.tsx').then((m) => ({ default: m.ParentLecturePage })),
);
const NotFoundPage = lazy(() =>
  import('../features/common/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
);
const StandalonePage = lazy(() =>
  import('../features/common/StandalonePage.tsx').then((m) => ({ default: m.StandalonePage })),
);
const MenuRoutePage = lazy(() =>
  import('../layouts/MenuRoutePage.tsx').then((m) => ({ default: m.MenuRoutePage })),
);

/** Static routes (spec §2) plus, once the menu is loaded, the dynamic ones under the basic layout. */
export function routeTable(built: BuiltAccess | null): RouteObject[] {
  const routes: RouteObject[] = [
    {
      path: '/user',
      element: <UserLayout />,
      children: [
        { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
        { path: 'login', element: <LoginPage /> },
        { path: 'password', element: <FirstPasswordPage /> },
        { path: 'register', element: <RegisterPage /> },
        { path: 'register-result', element: <RegisterResultPage /> },
        { path: 'alteration', element: <AlterationPage /> },
        { path: 'oidc-callback', element: <OidcCallbackPage /> },
        { path: 'cas-callback', element: <OidcCallbackPage /> },
      ],
    },
    {
      path: '/oauth2-app',
      element: <BlankLayout />,
      children: [
        { index: true, element: <Navigate to="/oauth2-app/login" replace /> },
        { path: 'login', element: <OAuth2LoginPage /> },
      ],
    },
    {
      // 家长学堂: a guardian's page, opened by the school's signed link (no account).
      path: '/parent',
      element: <BlankLayout />,
      children: [{ path: 'lecture', element: <ParentLecturePage /> }],
    },
    { path: '/404', element: <NotFoundPage /> },
    ...STANDALONE_ROUTES.map((r) => ({
      path: r.path,
      element: <StandalonePage title={r.title} component={r.component} />,
    })),
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
  if (built) {
    routes.push({
      element: <BasicLayout />,
      children: [
        { path: '/', element: <Navigate to={built.rootRedirect} replace /> },
        { path: '/account/settings', element: <Navigate to="/account/settings/base" replace /> },
        ...layoutRoutes(built).map((route) => ({
          path: route.path,
          element: <MenuRoutePage route={route} />,
        })),
      ],
    });
  }
  return routes;
}
