import { ACTIONS, type PermissionCode, type ResourceCode } from './permissions.ts';

/**
 * The console's page tree. The server seeds `sys_permission` (menus and buttons) from it; the
 * console maps each `component` key to a lazily loaded feature page. One list, so a page cannot
 * exist on one side only.
 */
export type CatalogPage = {
  title: string;
  path: string;
  /**
   * Key of the console component: JeecgBoot's view path where JeecgBoot has the page
   * (`system/UserList`), else our own (`screening/tasks`); `layouts/RouteView` for a folder.
   */
  component: string;
  /** An ant-design-vue 1.x icon name (`home`, `setting`), as JeecgBoot stores them. */
  icon?: string;
  keepAlive?: boolean;
  hidden?: boolean;
  /** Button (menu_type 2) codes granted under this page. */
  buttons?: PermissionCode[];
  children?: CatalogPage[];
};

const crud = (resource: ResourceCode, ...extra: PermissionCode[]): PermissionCode[] => [
  ...(Object.keys(ACTIONS).map((a) => `${resource}:${a}`) as PermissionCode[]),
  ...extra,
];

export const HOME_PATH = '/dashboard/analysis';

/** JeecgBoot's component of a menu folder: it renders the child route. */
export const ROUTE_VIEW = 'layouts/RouteView';

export const MENU_CATALOG: CatalogPage[] = [
  // A top-level page, not a folder: a folder named `dashboard` collides with the Vue2 client's root route.
  { title: '首页', path: HOME_PATH, component: 'dashboard/Analysis', icon: 'home', keepAlive: true },
  {
    title: '心理测评',
    path: '/screening',
    component: ROUTE_VIEW,
    icon: 'experiment',
    children: [
      {
        title: '筛查任务',
        path: '/screening/tasks',
        component: 'screening/tasks',
        // `screening:answer` is the students' code for the H5 (/m); it hangs here so it can be granted.
        buttons: crud(
          'screening:task',
          'screening:task:publish',
          'screening:task:remind',
          'screening:answer',
        ),
      },
      {
        title: '测评结果',
        path: '/screening/results',
        component: 'screening/results',
        buttons: crud('screening:result', 'screening:result:read', 'screening:result:rescore'),
      },
      {
        title: '作废审核',
        path: '/screening/review',
        component: 'screening/review',
        buttons: ['screening:result:review'],
      },
      {
        title: '个体报告',
        path: '/report/individual',
        component: 'report/individual',
        buttons: crud('report:individual', 'screening:report:level', 'screening:report:release'),
      },
      {
        title: '团体报告',
        path: '/report/group',
        component: 'report/group',
        buttons: crud('report:group', 'screening:report:group', 'screening:report:export'),
      },
      {
        title: '班级关注',
        path: '/report/classCare',
        component: 'report/classCare',
        buttons: ['screening:report:actionCard'],
      },
    ],
  },
  {
    title: '危机干预',
    path: '/crisis',
    component: ROUTE_VIEW,
    icon: 'alert',
    children: [
      {
        title: '危机预警',
        path: '/crisis/warnings',
        component: 'crisis/warnings',
        buttons: crud(
          'crisis:warning',
          'crisis:warning:confirm',
          'crisis:warning:release',
          'crisis:warning:assign',
          'crisis:warning:report',
          'crisis:case:detail',
          'crisis:case:notes',
          'crisis:case:breakGlass',
        ),
      },
      {
        title: '约谈记录',
        path: '/crisis/interviews',
        component: 'crisis/interviews',
        buttons: crud('crisis:interview'),
      },
      {
        title: '干预记录',
        path: '/crisis/interventions',
        component: 'crisis/interventions',
        buttons: crud('crisis:intervention'),
      },
      {
        title: '跟踪回访',
        path: '/crisis/followups',
        component: 'crisis/followups',
        buttons: crud('crisis:followup'),
      },
      {
        title: '月报',
        path: '/crisis/monthly',
        component: 'crisis/monthly',
        buttons: ['crisis:report:monthly'],
      },
      {
        title: '风险词规则',
        path: '/crisis/riskRules',
        component: 'crisis/riskRules',
        buttons: crud('crisis:riskRule'),
      },
      {
        title: '求助热线',
        path: '/crisis/hotlines',
        component: 'crisis/hotlines',
        buttons: ['crisis:hotline:edit'],
      },
    ],
  },
  {
    title: '咨询预约',
    path: '/counselling',
    component: ROUTE_VIEW,
    icon: 'calendar',
    children: [
      {
        title: '预约管理',
        path: '/counselling/bookings',
        component: 'counselling/bookings',
        buttons: crud('counselling:booking', 'counselling:booking:career'),
      },
      {
        title: '排班管理',
        path: '/counselling/rotas',
        component: 'counselling/rotas',
        buttons: crud('counselling:rota'),
      },
      {
        title: '咨询地址',
        path: '/counselling/rooms',
        component: 'counselling/rooms',
        buttons: crud('counselling:room'),
      },
      { title: '咨询日历', path: '/counselling/calendar', component: 'counselling/calendar' },
      {
        title: '咨询个案',
        path: '/counselling/cases',
        component: 'counselling/cases',
        buttons: [...crud('counselling:case'), ...crud('counselling:note'), 'counselling:centre:director'],
      },
    ],
  },
  {
    title: '量表管理',
    path: '/scale',
    component: ROUTE_VIEW,
    icon: 'profile',
    children: [
      {
        title: '量表库',
        path: '/scale/library',
        component: 'scale/library',
        buttons: crud('scale:library', 'scale:library:enable', 'scale:library:importItems'),
      },
      {
        title: '测评套餐',
        path: '/scale/packages',
        component: 'scale/packages',
        buttons: crud('scale:package'),
      },
    ],
  },
  {
    title: '生涯规划',
    path: '/career',
    component: ROUTE_VIEW,
    icon: 'compass',
    children: [
      {
        title: '生涯调查',
        path: '/career/surveys',
        component: 'career/surveys',
        buttons: crud('career:survey', 'career:result:review'),
      },
      {
        title: '生涯报告',
        path: '/career/reports',
        component: 'career/reports',
        buttons: crud('career:report'),
      },
      {
        title: '目标与行动',
        path: '/career/plans',
        component: 'career/plans',
        buttons: crud('career:plan', 'career:plan:comment'),
      },
      {
        title: '专业职业对照',
        path: '/career/mappings',
        component: 'career/mappings',
        buttons: crud('career:mapping'),
      },
    ],
  },
  {
    title: '成长档案',
    path: '/growth',
    component: ROUTE_VIEW,
    icon: 'folder-open',
    children: [
      { title: '成长档案', path: '/growth/files', component: 'growth/files', buttons: crud('growth:file') },
      {
        title: '一生一策',
        path: '/growth/focusPlans',
        component: 'growth/focus-plans',
        buttons: crud('growth:focus', 'growth:focus:review'),
      },
    ],
  },
  {
    title: '学校架构',
    path: '/school',
    component: ROUTE_VIEW,
    icon: 'bank',
    children: [
      {
        title: '学院管理',
        path: '/school/colleges',
        component: 'school/colleges',
        buttons: crud('school:college'),
      },
      {
        title: '年级管理',
        path: '/school/grades',
        component: 'school/grades',
        buttons: crud('school:grade'),
      },
      {
        title: '班级管理',
        path: '/school/classes',
        component: 'school/classes',
        buttons: crud('school:class'),
      },
      {
        title: '学生管理',
        path: '/school/students',
        component: 'school/students',
        buttons: crud(
          'school:student',
          'school:student:transfer',
          'school:student:graduate',
          'school:student:account',
          'school:student:unmask',
        ),
      },
      {
        title: '教师管理',
        path: '/school/teachers',
        component: 'school/teachers',
        buttons: crud('school:teacher', 'school:staff:scope'),
      },
      {
        title: '咨询师管理',
        path: '/school/consultants',
        component: 'school/consultants',
        buttons: crud('school:consultant'),
      },
    ],
  },
  {
    title: '课程教学',
    path: '/course',
    component: ROUTE_VIEW,
    icon: 'read',
    children: [
      {
        title: '课程管理',
        path: '/course/courses',
        component: 'course/courses',
        // `course:learn` is the students' code for the H5 course player; it hangs here so it can be granted.
        buttons: crud('course:course', 'course:learn'),
      },
      { title: '教学计划', path: '/course/plans', component: 'course/plans', buttons: crud('course:plan') },
      {
        title: '家长学堂',
        path: '/course/lectures',
        component: 'course/lectures',
        buttons: crud('course:lecture'),
      },
    ],
  },
  {
    title: 'AI助手',
    path: '/ai',
    component: ROUTE_VIEW,
    icon: 'robot',
    children: [
      {
        title: 'AI对话',
        path: '/ai/chat',
        component: 'ai/chat',
        buttons: ['ai:chat:use', 'ai:settings:edit', 'ai:knowledge:edit'],
      },
    ],
  },
  {
    title: '减压星球',
    path: '/relax',
    component: ROUTE_VIEW,
    icon: 'smile',
    children: [
      {
        title: '减压星球',
        path: '/relax/planet',
        component: 'relax/planet',
        buttons: ['relax:planet:use', 'relax:content:edit', 'relax:setting:edit'],
      },
    ],
  },
  {
    title: '数据驾驶舱',
    path: '/cockpit',
    component: ROUTE_VIEW,
    icon: 'dashboard',
    children: [
      {
        title: '总体概况',
        path: '/cockpit/condition',
        component: 'cockpit/condition',
        buttons: ['cockpit:view'],
      },
      { title: '心理测评', path: '/cockpit/psychologicalTests', component: 'cockpit/psychologicalTests' },
      { title: '学业生涯', path: '/cockpit/careerPlanning', component: 'cockpit/careerPlanning' },
      { title: '家长学堂驾驶舱', path: '/cockpit/lectureHall', component: 'cockpit/lectureHall' },
      { title: '学校数据', path: '/cockpit/schoolDataCockpit', component: 'cockpit/schoolDataCockpit' },
    ],
  },
  {
    title: '统计台账',
    path: '/statistics',
    component: ROUTE_VIEW,
    icon: 'bar-chart',
    children: [
      {
        title: '统计分析',
        path: '/statistics/overview',
        component: 'statistics/overview',
        buttons: ['statistics:view'],
      },
      {
        title: '台账管理',
        path: '/statistics/ledger',
        component: 'statistics/ledger',
        buttons: crud('statistics:ledger'),
      },
      {
        title: '费用管理',
        path: '/statistics/fee',
        component: 'statistics/fee',
        buttons: crud('statistics:fee'),
      },
    ],
  },
  {
    title: '系统管理',
    path: '/system',
    component: ROUTE_VIEW,
    icon: 'setting',
    children: [
      {
        title: '用户管理',
        path: '/system/users',
        component: 'system/UserList',
        buttons: crud('system:user', 'system:user:frozen', 'system:user:changePassword'),
      },
      {
        title: '角色管理',
        path: '/system/roles',
        component: 'system/RoleUserList',
        buttons: crud('system:role', 'system:role:assign'),
      },
      {
        title: '菜单管理',
        path: '/system/permissions',
        component: 'system/PermissionList',
        buttons: crud('system:permission'),
      },
      {
        title: '部门管理',
        path: '/system/departs',
        component: 'system/DepartList',
        buttons: crud('system:depart', 'system:depart:assign'),
      },
      {
        title: '职务管理',
        path: '/system/positions',
        component: 'system/SysPositionList',
        buttons: crud('system:position'),
      },
      {
        title: '编码校验规则',
        path: '/system/checkRule',
        component: 'system/CheckRuleList',
        buttons: crud('system:checkRule'),
      },
      {
        title: '数据字典',
        path: '/system/dicts',
        component: 'system/DictList',
        buttons: crud('system:dict', 'system:dict:refresh'),
      },
      {
        title: '分类字典',
        path: '/system/categories',
        component: 'system/SysCategoryList',
        buttons: crud('system:category'),
      },
      {
        title: '系统日志',
        path: '/system/logs',
        component: 'system/LogList',
        buttons: crud('system:log', 'system:audit:read'),
      },
      {
        title: '租户管理',
        path: '/system/tenants',
        component: 'system/TenantList',
        buttons: crud('system:tenant'),
      },
      {
        title: '在线用户',
        path: '/system/online',
        component: 'system/OnlineUserList',
        buttons: ['system:online:list', 'system:online:forceLogout'],
      },
      {
        title: '登录配置',
        path: '/system/signin-settings',
        component: 'system/SignInSettings',
        buttons: ['system:signin:config'],
      },
      {
        title: '注册审核',
        path: '/system/registrations',
        component: 'system/RegistrationList',
        buttons: ['system:register:approve'],
      },
      {
        title: '系统通告',
        path: '/system/announcements',
        component: 'system/SysAnnouncementList',
        buttons: crud('system:announcement', 'system:announcement:release', 'system:announcement:revoke'),
      },
      {
        title: '定时任务',
        path: '/system/jobs',
        component: 'system/QuartzJobList',
        buttons: crud('system:quartzJob', 'system:quartzJob:run'),
      },
      {
        title: '组件示例',
        path: '/system/gallery',
        component: 'system/gallery',
        icon: 'appstore',
        buttons: ['system:gallery:view'],
      },
      {
        title: '表单开发',
        path: '/online/cgform',
        component: 'modules/online/cgform/OnlCgformHeadList',
        icon: 'appstore',
        // A form's data page opens from here, so its buttons are granted with the form designer's.
        buttons: [...crud('online:form'), ...crud('online:formData')],
      },
      {
        title: '报表开发',
        path: '/online/cgreport',
        component: 'modules/online/cgreport/OnlCgreportHeadList',
        icon: 'appstore',
        // Reports over the modules' views and the school's forms (issue 29); the popup reads them too.
        buttons: crud('online:cgreport'),
      },
      {
        title: '低代码应用',
        path: '/online/lowApp',
        component: 'online/lowApp',
        icon: 'appstore',
        // An app's own pages (/low-app/:appId) open from here; they need its list code only.
        buttons: crud('online:lowApp'),
      },
      {
        title: '我的消息',
        path: '/isps/userAnnouncement',
        component: 'system/UserAnnouncementList',
        hidden: true,
      },
      { title: '个人中心', path: '/account/center', component: 'account/center/Index', hidden: true },
      {
        title: '账户设置',
        path: '/account/settings/base',
        component: 'account/settings/Index',
        hidden: true,
      },
    ],
  },
];

/**
 * The platform tenant's menu: its top-level pages (首页 and 系统管理: 租户管理 for the schools,
 * platform users, logs, jobs …). A school's folders (测评, 危机, 学校架构 …) have nothing to show
 * there, so the platform operator does not get them whatever its role grants.
 */
export const PLATFORM_MENU_ROOTS: readonly string[] = [HOME_PATH, '/system'];

/** Flattens the catalogue (depth-first), children after their parent. */
export function flattenCatalog(pages: CatalogPage[] = MENU_CATALOG): CatalogPage[] {
  return pages.flatMap((p) => [p, ...flattenCatalog(p.children ?? [])]);
}
