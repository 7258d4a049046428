import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const MobileShell = lazy(() => import('./MobileShell.tsx').then((m) => ({ default: m.MobileShell })));
const MobileLoginPage = lazy(() =>
  import('./login/MobileLoginPage.tsx').then((m) => ({ default: m.MobileLoginPage })),
);
const MyTasksPage = lazy(() => import('./tasks/MyTasksPage.tsx').then((m) => ({ default: m.MyTasksPage })));
const AnswerPage = lazy(() => import('./answer/AnswerPage.tsx').then((m) => ({ default: m.AnswerPage })));
const MyReportPage = lazy(() =>
  import('./report/MyReportPage.tsx').then((m) => ({ default: m.MyReportPage })),
);
const CounsellingPage = lazy(() =>
  import('./counselling/MobileCounsellingPage.tsx').then((m) => ({ default: m.MobileCounsellingPage })),
);
const MyGrowthPage = lazy(() =>
  import('./growth/MyGrowthPage.tsx').then((m) => ({ default: m.MyGrowthPage })),
);
const MyCareerPage = lazy(() =>
  import('./career/MyCareerPage.tsx').then((m) => ({ default: m.MyCareerPage })),
);

const MyCoursesPage = lazy(() =>
  import('./courses/MyCoursesPage.tsx').then((m) => ({ default: m.MyCoursesPage })),
);
const CoursePlayerPage = lazy(() =>
  import('./courses/CoursePlayerPage.tsx').then((m) => ({ default: m.CoursePlayerPage })),
);
const ChatPage = lazy(() => import('./chat/MobileChatPage.tsx').then((m) => ({ default: m.MobileChatPage })));
const MyAccountPage = lazy(() =>
  import('./account/MyAccountPage.tsx').then((m) => ({ default: m.MyAccountPage })),
);
const RelaxPage = lazy(() => import('./relax/RelaxPage.tsx').then((m) => ({ default: m.RelaxPage })));

/** The student H5 (`/m/…`): its own shell and sign-in, outside the console's guard and menu. */
export const MOBILE_ROUTES: RouteObject[] = [
  {
    path: '/m',
    element: <MobileShell />,
    children: [
      { index: true, element: <MyTasksPage /> },
      { path: 'login', element: <MobileLoginPage /> },
      { path: 'task/:taskId', element: <AnswerPage /> },
      { path: 'report/:resultId', element: <MyReportPage /> },
      { path: 'counselling', element: <CounsellingPage /> },
      { path: 'chat', element: <ChatPage /> },
      { path: 'growth', element: <MyGrowthPage /> },
      { path: 'relax', element: <RelaxPage /> },
      { path: 'career', element: <MyCareerPage /> },
      { path: 'courses', element: <MyCoursesPage /> },
      { path: 'account', element: <MyAccountPage /> },
      { path: 'course/:courseId', element: <CoursePlayerPage /> },
    ],
  },
];

export function isMobilePath(pathname: string): boolean {
  return pathname === '/m' || pathname.startsWith('/m/');
}
