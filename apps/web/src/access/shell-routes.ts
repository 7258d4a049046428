import { type AppRoute, type BuiltAccess, HOME_CRUMB } from './build-routes.ts';

const page = (path: string, title: string, component: string): AppRoute => ({
  path,
  name: path.replace(/^\//, '').replaceAll('/', '-'),
  title,
  kind: 'page',
  component,
  keepAlive: false,
  hidden: true,
  breadcrumb: [HOME_CRUMB, { title, path }],
});

/** The user's own pages: reachable by every signed-in user even when the menu omits them. */
export const SHELL_ROUTES: readonly AppRoute[] = [
  page('/account/center', '个人中心', 'account/center/Index'),
  page('/account/settings/base', '账户设置', 'account/settings/Index'),
  page('/isps/userAnnouncement', '我的消息', 'system/UserAnnouncementList'),
];

/**
 * A low-code app's pages (spec §2: routes under `low-app` with an `appId`): each app has its own
 * menu inside the page; the server answers only an app of the user's school and a user with its code.
 */
export const LOW_APP_ROUTE: AppRoute = {
  ...page('/low-app/:appId/*', '低代码应用', 'online/lowAppView'),
  name: 'low-app',
};

/** Full-screen pages outside the basic layout (spec §2 static routes): reports and cockpits. */
export const STANDALONE_ROUTES: readonly { path: string; title: string; component: string }[] = [
  { path: '/generalReportPage', title: '测评报告', component: 'reportPage/general' },
  { path: '/currencyPage', title: '通用测评报告', component: 'reportPage/currency' },
  { path: '/czpcPage', title: '成长评测报告', component: 'reportPage/czpc' },
  { path: '/mbtiPage', title: '16型人格报告', component: 'reportPage/mbti' },
  { path: '/sclPage', title: 'SCL-90 报告', component: 'reportPage/scl' },
  { path: '/sdsPage', title: 'SDS 抑郁自评报告', component: 'reportPage/sds' },
  { path: '/sasPage', title: 'SAS 焦虑自评报告', component: 'reportPage/sas' },
  { path: '/mhtPage', title: 'MHT 心理健康诊断报告', component: 'reportPage/mht' },
  { path: '/cockpit/condition', title: '总体概况', component: 'cockpit/condition' },
  { path: '/cockpit/psychologicalTests', title: '心理测评驾驶舱', component: 'cockpit/psychologicalTests' },
  { path: '/cockpit/careerPlanning', title: '学业生涯驾驶舱', component: 'cockpit/careerPlanning' },
  { path: '/cockpit/lectureHall', title: '家长学堂驾驶舱', component: 'cockpit/lectureHall' },
  { path: '/cockpit/schoolDataCockpit', title: '学校数据驾驶舱', component: 'cockpit/schoolDataCockpit' },
];

/**
 * Menu routes plus the shell pages, minus paths a standalone page already owns. The catalogue files
 * the user's own pages under 系统管理 (hidden); they are not admin pages, so their breadcrumb is
 * 首页 / <page> whatever menu record carries them.
 */
export function layoutRoutes(built: BuiltAccess): AppRoute[] {
  const standalone = new Set(STANDALONE_ROUTES.map((r) => r.path));
  const routes = built.routes
    .filter((r) => !standalone.has(r.path))
    .map((r) => {
      const shell = SHELL_ROUTES.find((s) => s.path === r.path);
      return shell ? { ...r, breadcrumb: shell.breadcrumb } : r;
    });
  const missing = SHELL_ROUTES.filter((s) => !routes.some((r) => r.path === s.path));
  return [...routes, ...missing, LOW_APP_ROUTE];
}
