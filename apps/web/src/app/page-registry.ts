import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageLookup } from '../access/page-lookup.ts';

type PageEntry = {
  load: () => Promise<ComponentType>;
  /** The page draws its own heading, so the layout's page header shows breadcrumbs only. */
  hiddenHeaderContent?: boolean;
};

/** Menu component keys (MENU_CATALOG) with a real page. */
const BUILT_PAGES: Record<string, PageEntry> = {
  'reportPage/general': {
    load: () => import('../features/reports/report-page/ReportPage.tsx').then((m) => m.ReportPage),
  },
  'reportPage/currency': {
    load: () => import('../features/reports/report-page/ReportPage.tsx').then((m) => m.ReportPage),
  },
  'reportPage/czpc': {
    load: () => import('../features/reports/report-page/ReportPage.tsx').then((m) => m.ReportPage),
  },
  'reportPage/mbti': {
    load: () => import('../features/reports/report-page/ReportPage.tsx').then((m) => m.ReportPage),
  },
  'reportPage/scl': {
    load: () => import('../features/reports/report-page/ReportPage.tsx').then((m) => m.ReportPage),
  },
  'reportPage/sds': {
    load: () => import('../features/reports/report-page/ReportPage.tsx').then((m) => m.ReportPage),
  },
  'reportPage/sas': {
    load: () => import('../features/reports/report-page/ReportPage.tsx').then((m) => m.ReportPage),
  },
  'reportPage/mht': {
    load: () => import('../features/reports/report-page/ReportPage.tsx').then((m) => m.ReportPage),
  },
  'report/individual': {
    load: () => import('../features/reports/results/ResultsPage.tsx').then((m) => m.ResultsPage),
  },
  'report/group': {
    load: () => import('../features/reports/group/GroupReportPage.tsx').then((m) => m.GroupReportPage),
  },
  'report/classCare': {
    load: () => import('../features/reports/class-care/ClassCarePage.tsx').then((m) => m.ClassCarePage),
  },
  'school/colleges': {
    load: () => import('../features/school/structure/StructurePage.tsx').then((m) => m.CollegesPage),
  },
  'school/grades': {
    load: () => import('../features/school/structure/StructurePage.tsx').then((m) => m.GradesPage),
  },
  'school/classes': {
    load: () => import('../features/school/structure/StructurePage.tsx').then((m) => m.ClassesPage),
  },
  'screening/tasks': {
    load: () =>
      import('../features/screening/tasks/ScreeningTasksPage.tsx').then((m) => m.ScreeningTasksPage),
  },
  'screening/results': {
    load: () =>
      import('../features/screening/results/ScreeningResultsPage.tsx').then((m) => m.ScreeningResultsPage),
  },
  'screening/review': {
    load: () => import('../features/screening/review/ReviewQueuePage.tsx').then((m) => m.ReviewQueuePage),
  },
  'school/students': {
    load: () => import('../features/school/students/StudentsPage.tsx').then((m) => m.StudentsPage),
  },
  'school/teachers': {
    load: () => import('../features/school/staff/StaffPage.tsx').then((m) => m.TeachersPage),
  },
  'school/consultants': {
    load: () => import('../features/school/staff/StaffPage.tsx').then((m) => m.ConsultantsPage),
  },
  'crisis/warnings': {
    load: () => import('../features/crisis/warnings/WarningsPage.tsx').then((m) => m.WarningsPage),
  },
  'crisis/interviews': {
    load: () => import('../features/crisis/interviews/InterviewsPage.tsx').then((m) => m.InterviewsPage),
  },
  'crisis/interventions': {
    load: () =>
      import('../features/crisis/interventions/InterventionsPage.tsx').then((m) => m.InterventionsPage),
  },
  'crisis/monthly': {
    load: () => import('../features/crisis/monthly/MonthlyPage.tsx').then((m) => m.MonthlyPage),
  },
  'ai/chat': {
    load: () => import('../features/ai/AiChatPage.tsx').then((m) => m.AiChatPage),
  },
  'crisis/riskRules': {
    load: () => import('../features/crisis/risk-rules/RiskRulesPage.tsx').then((m) => m.RiskRulesPage),
  },
  'crisis/hotlines': {
    load: () => import('../features/crisis/hotlines/HotlinesPage.tsx').then((m) => m.HotlinesPage),
  },
  'crisis/followups': {
    load: () => import('../features/crisis/followups/FollowupsPage.tsx').then((m) => m.FollowupsPage),
  },
  'counselling/bookings': {
    load: () => import('../features/counselling/bookings/BookingsPage.tsx').then((m) => m.BookingsPage),
  },
  'counselling/rotas': {
    load: () => import('../features/counselling/rota/RotaPage.tsx').then((m) => m.RotaPage),
  },
  'relax/planet': {
    load: () => import('../features/relax/RelaxPlanetPage.tsx').then((m) => m.RelaxPlanetPage),
  },
  'counselling/rooms': {
    load: () => import('../features/counselling/rooms/RoomsPage.tsx').then((m) => m.RoomsPage),
  },
  'counselling/calendar': {
    load: () => import('../features/counselling/calendar/CalendarPage.tsx').then((m) => m.CalendarPage),
  },
  'counselling/cases': {
    load: () => import('../features/counselling/cases/CasesPage.tsx').then((m) => m.CasesPage),
  },
  'career/surveys': {
    load: () => import('../features/career/surveys/CareerSurveysPage.tsx').then((m) => m.CareerSurveysPage),
  },
  'career/reports': {
    load: () => import('../features/career/reports/CareerReportsPage.tsx').then((m) => m.CareerReportsPage),
  },
  'career/plans': {
    load: () => import('../features/career/plans/PlansPage.tsx').then((m) => m.PlansPage),
  },
  'career/mappings': {
    load: () => import('../features/career/mappings/MappingsPage.tsx').then((m) => m.MappingsPage),
  },
  'growth/files': {
    load: () => import('../features/school/growth/GrowthPage.tsx').then((m) => m.GrowthPage),
  },
  'growth/focus-plans': {
    load: () => import('../features/school/focus-plans/FocusPlansPage.tsx').then((m) => m.FocusPlansPage),
  },
  'dashboard/Analysis': {
    load: () => import('../features/dashboard/analysis/AnalysisPage.tsx').then((m) => m.AnalysisPage),
    hiddenHeaderContent: true,
  },
  'account/center/Index': {
    load: () => import('../features/account/center/AccountCenterPage.tsx').then((m) => m.AccountCenterPage),
  },
  'account/settings/Index': {
    load: () =>
      import('../features/account/settings/AccountSettingsPage.tsx').then((m) => m.AccountSettingsPage),
  },
  'scale/library': {
    load: () => import('../features/scale/library/ScaleLibraryPage.tsx').then((m) => m.ScaleLibraryPage),
  },
  'scale/packages': {
    load: () => import('../features/scale/packages/PackagesPage.tsx').then((m) => m.PackagesPage),
  },
  'system/RoleUserList': {
    load: () => import('../features/system/roles/RolesPage.tsx').then((m) => m.RolesPage),
  },
  'system/PermissionList': {
    load: () => import('../features/system/permissions/PermissionsPage.tsx').then((m) => m.PermissionsPage),
  },
  'system/LogList': {
    load: () => import('../features/system/logs/LogsPage.tsx').then((m) => m.LogsPage),
  },
  'system/SysAnnouncementList': {
    load: () =>
      import('../features/system/announcements/AnnouncementsPage.tsx').then((m) => m.AnnouncementsPage),
  },
  'system/UserList': {
    load: () => import('../features/system/users/UsersPage.tsx').then((m) => m.UsersPage),
  },
  'system/DepartList': {
    load: () => import('../features/system/departs/DepartsPage.tsx').then((m) => m.DepartsPage),
  },
  'system/SysPositionList': {
    load: () => import('../features/system/positions/PositionsPage.tsx').then((m) => m.PositionsPage),
  },
  'system/CheckRuleList': {
    load: () => import('../features/system/check-rules/CheckRulesPage.tsx').then((m) => m.CheckRulesPage),
  },
  'system/DictList': {
    load: () => import('../features/system/dicts/DictsPage.tsx').then((m) => m.DictsPage),
  },
  'system/SysCategoryList': {
    load: () => import('../features/system/categories/CategoriesPage.tsx').then((m) => m.CategoriesPage),
  },
  'system/OnlineUserList': {
    load: () => import('../features/system/online/OnlineUsersPage.tsx').then((m) => m.OnlineUsersPage),
  },
  'system/SignInSettings': {
    load: () =>
      import('../features/system/signin-settings/SignInSettingsPage.tsx').then((m) => m.SignInSettingsPage),
  },
  'system/RegistrationList': {
    load: () =>
      import('../features/system/registrations/RegistrationsPage.tsx').then((m) => m.RegistrationsPage),
  },
  'system/TenantList': {
    load: () => import('../features/system/tenants/TenantsPage.tsx').then((m) => m.TenantsPage),
  },
  'system/gallery': {
    load: () => import('../features/system/gallery/GalleryPage.tsx').then((m) => m.GalleryPage),
  },
  'system/QuartzJobList': {
    load: () => import('../features/system/jobs/JobsPage.tsx').then((m) => m.JobsPage),
  },
  'course/courses': {
    load: () => import('../features/course/courses/CoursesPage.tsx').then((m) => m.CoursesPage),
  },
  'course/plans': {
    load: () => import('../features/course/plans/PlansPage.tsx').then((m) => m.PlansPage),
  },
  'course/lectures': {
    load: () => import('../features/course/lectures/LecturesPage.tsx').then((m) => m.LecturesPage),
  },
  'cockpit/condition': {
    load: () => import('../features/cockpit/ConditionCockpit.tsx').then((m) => m.ConditionCockpit),
  },
  'cockpit/psychologicalTests': {
    load: () =>
      import('../features/cockpit/PsychologicalTestsCockpit.tsx').then((m) => m.PsychologicalTestsCockpit),
  },
  'cockpit/careerPlanning': {
    load: () => import('../features/cockpit/CareerPlanningCockpit.tsx').then((m) => m.CareerPlanningCockpit),
  },
  'cockpit/lectureHall': {
    load: () => import('../features/cockpit/LectureHallCockpit.tsx').then((m) => m.LectureHallCockpit),
  },
  'cockpit/schoolDataCockpit': {
    load: () => import('../features/cockpit/SchoolDataCockpit.tsx').then((m) => m.SchoolDataCockpit),
  },
  'statistics/overview': {
    load: () =>
      import('../features/statistics/overview/StatisticsOverviewPage.tsx').then(
        (m) => m.StatisticsOverviewPage,
      ),
  },
  'statistics/ledger': {
    load: () => import('../features/statistics/ledger/LedgerPage.tsx').then((m) => m.LedgerPage),
  },
  'statistics/fee': {
    load: () => import('../features/statistics/fee/FeePage.tsx').then((m) => m.FeePage),
  },
  'modules/online/cgform/OnlCgformHeadList': {
    load: () => import('../features/online/forms/OnlineFormsPage.tsx').then((m) => m.OnlineFormsPage),
  },
  'modules/online/cgreport/OnlCgreportHeadList': {
    load: () => import('../features/online/reports/OnlineReportsPage.tsx').then((m) => m.OnlineReportsPage),
  },
  'online/cgform/auto': {
    load: () => import('../features/online/lists/OnlineListPage.tsx').then((m) => m.onlineListPages.auto),
  },
  'online/cgform/copy': {
    load: () => import('../features/online/lists/OnlineListPage.tsx').then((m) => m.onlineListPages.copy),
  },
  'online/cgform/tree': {
    load: () => import('../features/online/lists/OnlineListPage.tsx').then((m) => m.onlineListPages.tree),
  },
  'online/cgform/erp': {
    load: () => import('../features/online/lists/OnlineListPage.tsx').then((m) => m.onlineListPages.erp),
  },
  'online/cgform/tab': {
    load: () => import('../features/online/lists/OnlineListPage.tsx').then((m) => m.onlineListPages.tab),
  },
  'online/cgform/innerTable': {
    load: () =>
      import('../features/online/lists/OnlineListPage.tsx').then((m) => m.onlineListPages.innerTable),
  },
  'online/cgreport/auto': {
    load: () => import('../features/online/reports/ReportListPage.tsx').then((m) => m.ReportListPage),
  },
  'online/lowApp': {
    load: () => import('../features/online/low-apps/LowAppsPage.tsx').then((m) => m.LowAppsPage),
  },
  'online/lowAppView': {
    load: () => import('../features/online/low-apps/LowAppPage.tsx').then((m) => m.LowAppPage),
  },
  'system/UserAnnouncementList': {
    load: () =>
      import('../features/system/user-announcement/UserAnnouncementPage.tsx').then(
        (m) => m.UserAnnouncementPage,
      ),
  },
};

/**
 * Online-form list components (spec §2), by JeecgBoot view path: each opens the form list page in
 * its style; the form is the route's `:code` (or the path's last segment).
 */
const ONLINE_FORM_LISTS: Record<string, string> = {
  'modules/online/cgform/auto/OnlCgformAutoList': 'online/cgform/auto',
  'modules/online/cgform/auto/default/OnlCgformAutoList': 'online/cgform/auto',
  'modules/online/cgform/auto/OnlCgformCopyList': 'online/cgform/copy',
  'modules/online/cgform/auto/tree/OnlCgformTreeList': 'online/cgform/tree',
  'modules/online/cgform/auto/erp/OnlCgformErpList': 'online/cgform/erp',
  'modules/online/cgform/auto/tab/OnlCgformTabList': 'online/cgform/tab',
  'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList': 'online/cgform/innerTable',
};

/** Online-report list components: the report the route names, as a page. */
const ONLINE_REPORT_LISTS = [
  'modules/online/cgreport/OnlCgreportAutoList',
  'modules/online/cgreport/auto/OnlCgreportAutoList',
];

export function canonicalPageKey(key: string): string {
  if (ONLINE_REPORT_LISTS.includes(key)) return 'online/cgreport/auto';
  return Object.hasOwn(ONLINE_FORM_LISTS, key) ? (ONLINE_FORM_LISTS[key] ?? key) : key;
}

export function isKnownPage(key: string): boolean {
  return canonicalPageKey(key) in BUILT_PAGES;
}

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazily loaded page for a menu component key, or null when the key is unknown (→ 404). */
export function pageComponent(key: string): LazyExoticComponent<ComponentType> | null {
  const canonical = canonicalPageKey(key);
  const entry = BUILT_PAGES[canonical];
  if (!entry) return null;
  let page = lazyPages.get(canonical);
  if (!page) {
    const { load } = entry;
    page = lazy(() => load().then((component) => ({ default: component })));
    lazyPages.set(canonical, page);
  }
  return page;
}

export function hidesHeaderContent(key: string): boolean {
  return BUILT_PAGES[canonicalPageKey(key)]?.hiddenHeaderContent === true;
}

/** The page table as the shell reads it (registered by the app at start). */
export const pageRegistry: PageLookup = {
  isKnown: isKnownPage,
  component: pageComponent,
  hidesHeaderContent,
};
