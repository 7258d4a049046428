import { HOME_PATH, type PermissionCode } from '@xinmiao/shared';
import type { DepartSpec, RoleSpec, TenantSpec } from '../core/seed-spec.ts';

const ACCOUNT_PAGES = [HOME_PATH, '/isps/userAnnouncement', '/account/center', '/account/settings/base'];
const COCKPIT_PAGES = [
  '/cockpit/psychologicalTests',
  '/cockpit/careerPlanning',
  '/cockpit/lectureHall',
  '/cockpit/schoolDataCockpit',
];

const crudOf = (resource: string, actions = ['list', 'add', 'edit', 'delete', 'import', 'export']) =>
  actions.map((a) => `${resource}:${a}` as PermissionCode);

const PSY_CENTRE: PermissionCode[] = [
  ...crudOf('screening:task'),
  'screening:task:publish',
  ...crudOf('screening:result'),
  'screening:result:read',
  'screening:result:rescore',
  'screening:result:review',
  'screening:task:remind',
  ...crudOf('report:individual'),
  ...crudOf('report:group'),
  'screening:report:release',
  'screening:report:group',
  'screening:report:export',
  ...crudOf('crisis:warning'),
  'crisis:warning:confirm',
  'crisis:warning:release',
  'crisis:warning:assign',
  'crisis:warning:report',
  'crisis:case:detail',
  'crisis:case:notes',
  'crisis:report:monthly',
  ...crudOf('crisis:interview'),
  ...crudOf('crisis:intervention'),
  ...crudOf('crisis:followup'),
  ...crudOf('crisis:riskRule', ['list', 'add', 'edit', 'delete']),
  'crisis:hotline:edit',
  ...crudOf('counselling:booking'),
  ...crudOf('counselling:room', ['list']),
  ...crudOf('counselling:rota', ['list']),
  ...crudOf('counselling:case', ['list', 'edit']),
  ...crudOf('counselling:note', ['list', 'edit']),
  ...crudOf('scale:library', ['list']),
  ...crudOf('scale:package', ['list']),
  ...crudOf('growth:file', ['list', 'edit', 'import', 'export']),
  ...crudOf('growth:focus', ['list', 'add', 'edit', 'delete']),
  'growth:focus:review',
  ...crudOf('school:student', ['list']),
  'cockpit:view',
  'statistics:view',
  'ai:chat:use',
  'ai:knowledge:edit',
  'relax:planet:use',
  'relax:content:edit',
  'relax:setting:edit',
  // 家长学堂: the centre runs the school's lectures for guardians.
  ...crudOf('course:lecture', ['list', 'add', 'edit', 'delete']),
];

const COUNSELLOR: PermissionCode[] = [
  ...crudOf('screening:task', ['list']),
  ...crudOf('screening:result', ['list', 'export']),
  ...crudOf('report:group', ['list']),
  'screening:report:level',
  'screening:report:group',
  ...crudOf('crisis:warning', ['list']),
  'crisis:warning:report',
  'crisis:case:detail',
  'crisis:case:breakGlass',
  'crisis:report:monthly',
  ...crudOf('crisis:interview', ['list', 'add', 'edit']),
  ...crudOf('crisis:intervention', ['list']),
  ...crudOf('crisis:followup', ['list', 'add', 'edit']),
  ...crudOf('counselling:booking', ['list', 'add']),
  ...crudOf('school:grade', ['list']),
  ...crudOf('school:class', ['list']),
  ...crudOf('school:student', ['list', 'add', 'edit', 'import', 'export']),
  ...crudOf('growth:file', ['list']),
  // 一生一策: only the plans that name them (the plan's policy), and their reviews.
  ...crudOf('growth:focus', ['list']),
  'growth:focus:review',
  ...crudOf('career:survey', ['list']),
  ...crudOf('career:report', ['list', 'export']),
  ...crudOf('career:plan', ['list', 'add', 'edit']),
  'career:plan:comment',
  'relax:planet:use',
  'ai:chat:use',
  // Their college's figures only: the statistics routes hold them to their data scope.
  'cockpit:view',
  'statistics:view',
];

const CLASS_TEACHER: PermissionCode[] = [
  ...crudOf('screening:task', ['list']),
  ...crudOf('screening:result', ['list']),
  'screening:report:actionCard',
  ...crudOf('crisis:warning', ['list']),
  'crisis:warning:report',
  ...crudOf('school:class', ['list']),
  ...crudOf('school:student', ['list']),
  // Hands out the account slips of the class (new accounts, lost passwords).
  'school:student:account',
  ...crudOf('growth:file', ['list']),
  ...crudOf('growth:focus', ['list']),
  'growth:focus:review',
  ...crudOf('career:survey', ['list']),
  ...crudOf('career:report', ['list', 'export']),
  ...crudOf('career:plan', ['list']),
  'career:plan:comment',
  'relax:planet:use',
  'ai:chat:use',
];

/**
 * 生涯导师: career surveys (生涯调查: create, publish, 催测, read the Holland codes), career reports,
 * goals and action plans of the whole school and the school's 专业职业对照; takes 生涯咨询 bookings
 * (the booking policy shows them no 心理咨询 booking); no mental-health data.
 */
const CAREER_MENTOR: PermissionCode[] = [
  ...crudOf('counselling:booking', ['list', 'edit']),
  'counselling:booking:career',
  ...crudOf('career:survey', ['list', 'add', 'edit', 'delete']),
  ...crudOf('career:report', ['list', 'export']),
  ...crudOf('career:plan', ['list', 'add', 'edit', 'delete']),
  'career:plan:comment',
  'career:result:review',
  ...crudOf('career:mapping', ['list', 'edit']),
  ...crudOf('school:student', ['list']),
];

const SCHOOL_ROLES: RoleSpec[] = [
  {
    code: 'xinli',
    name: '心理中心咨询师',
    codes: PSY_CENTRE,
    pages: [...ACCOUNT_PAGES, ...COCKPIT_PAGES, '/counselling/calendar'],
    dataScope: 'all',
  },
  {
    code: 'fudaoyuan',
    name: '辅导员',
    codes: COUNSELLOR,
    pages: [...ACCOUNT_PAGES, ...COCKPIT_PAGES],
    dataScope: 'depart_and_below',
  },
  { code: 'banzhuren', name: '班主任', codes: CLASS_TEACHER, pages: ACCOUNT_PAGES, dataScope: 'depart' },
  { code: 'shengya', name: '生涯导师', codes: CAREER_MENTOR, pages: ACCOUNT_PAGES, dataScope: 'all' },
];

/**
 * 中心主任: the centre's head holds `counselling:centre:director` (reads every counselling note and
 * case, is told of every clinical grant). Seeded in the demo university; elsewhere it is a clinical
 * grant like any other (a second approver). Migration 0043 gives it to the members of the old
 * `centre_director` role.
 */
export const CENTRE_HEAD_ROLE = 'centre_head';
const CENTRE_HEAD: RoleSpec = {
  code: CENTRE_HEAD_ROLE,
  name: '中心主任',
  codes: [...PSY_CENTRE, 'counselling:centre:director'],
  pages: [...ACCOUNT_PAGES, ...COCKPIT_PAGES, '/counselling/calendar'],
  dataScope: 'all',
};

/**
 * Built-in role code → the codes the seed gives it. A code new to the catalogue reaches these roles
 * in existing schools once, when the sync adds it (the seed alone would give it only to new schools).
 */
export const BUILT_IN_ROLE_CODES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  [...SCHOOL_ROLES, CENTRE_HEAD].map((role) => [
    role.code,
    new Set<string>(role.codes === 'all' ? [] : role.codes),
  ]),
);

const grades = (...names: string[]): DepartSpec[] =>
  names.map((g) => ({
    name: g,
    category: '2',
    kind: 'grade',
    children: [1, 2].map((n) => ({
      name: `${g}${n}班`,
      category: '2',
      kind: 'class',
      dormitory: `${n === 1 ? '梅' : '兰'}园${g.slice(2, 4)}号楼`,
    })),
  }));

export const DEMO_TENANTS: TenantSpec[] = [
  {
    id: 1000,
    name: '心苗示范大学',
    houseNumber: 'XM1000',
    // 山西省太原市小店区: the spec's default region (140000) shows the demo schools.
    regionCode: '140105',
    departs: {
      name: '心苗示范大学',
      category: '1',
      kind: 'school',
      children: [
        { name: '计算机学院', category: '2', kind: 'college', children: grades('2023级', '2024级') },
        { name: '心理学院', category: '2', kind: 'college', children: grades('2023级', '2024级') },
        { name: '外国语学院', category: '2', kind: 'college', children: grades('2024级') },
        { name: '心理健康教育中心', category: '2' },
      ],
    },
    roles: [
      { code: 'admin', name: '管理员', codes: 'all', pages: [], dataScope: 'all' },
      ...SCHOOL_ROLES,
      CENTRE_HEAD,
    ],
    departRoles: [
      {
        depart: ['心苗示范大学', '心理健康教育中心'],
        code: 'duty_counsellor',
        name: '值班咨询师',
        codes: crudOf('counselling:rota', ['list', 'add', 'edit']),
      },
    ],
    users: [
      {
        username: 'admin',
        realname: '管理员',
        post: '系统管理员',
        phone: '13800000000',
        sex: 1,
        depart: ['心苗示范大学'],
        roles: ['admin'],
      },
      {
        username: 'xinli',
        realname: '林心怡',
        post: '心理中心咨询师',
        phone: '13800000001',
        sex: 2,
        depart: ['心苗示范大学', '心理健康教育中心'],
        roles: ['xinli'],
        departRoles: ['duty_counsellor'],
        staff: { workNo: 'T1001', type: 'consultant' },
      },
      {
        username: 'zhuren',
        realname: '王主任',
        post: '心理健康教育中心主任',
        phone: '13800000005',
        sex: 1,
        depart: ['心苗示范大学', '心理健康教育中心'],
        roles: [CENTRE_HEAD_ROLE],
      },
      {
        username: 'fudaoyuan',
        realname: '张辅导',
        post: '辅导员',
        phone: '13800000002',
        sex: 1,
        depart: ['心苗示范大学', '计算机学院'],
        roles: ['fudaoyuan'],
        staff: { workNo: 'T1002', type: 'fudaoyuan' },
      },
      {
        username: 'liangxiao',
        realname: '周两校',
        post: '心理中心咨询师',
        phone: '13800000004',
        sex: 2,
        depart: ['心苗示范大学', '心理健康教育中心'],
        roles: ['xinli'],
      },
      {
        username: 'shengya',
        realname: '孙生涯',
        post: '生涯导师',
        phone: '13800000006',
        sex: 1,
        depart: ['心苗示范大学'],
        roles: ['shengya'],
      },
      {
        username: 'banzhuren',
        realname: '陈班主',
        post: '班主任',
        phone: '13800000003',
        sex: 2,
        depart: ['心苗示范大学', '计算机学院', '2023级', '2023级1班'],
        roles: ['banzhuren'],
        staff: { workNo: 'T1003', type: 'banzhuren' },
      },
    ],
  },
  {
    id: 1001,
    name: '另一所示范中学',
    houseNumber: 'XM1001',
    // 山西省太原市迎泽区
    regionCode: '140106',
    departs: {
      name: '另一所示范中学',
      category: '1',
      kind: 'school',
      children: [
        {
          name: '初一年级',
          category: '2',
          kind: 'grade',
          children: [{ name: '初一(1)班', category: '2', kind: 'class' }],
        },
      ],
    },
    roles: SCHOOL_ROLES,
    departRoles: [],
    users: [
      {
        username: 'liangxiao',
        realname: '周两校',
        post: '心理中心咨询师',
        phone: '13800000004',
        sex: 2,
        depart: ['另一所示范中学'],
        roles: ['xinli'],
        homeTenant: 1000,
      },
      {
        username: 'shengya2',
        realname: '钱导师',
        post: '生涯导师',
        phone: '13800000011',
        sex: 2,
        depart: ['另一所示范中学'],
        roles: ['shengya'],
      },
      {
        username: 'zhongxue',
        realname: '赵老师',
        post: '班主任',
        phone: '13800000010',
        sex: 1,
        depart: ['另一所示范中学', '初一年级', '初一(1)班'],
        roles: ['banzhuren'],
        staff: { workNo: 'T2001', type: 'banzhuren' },
      },
    ],
  },
];
