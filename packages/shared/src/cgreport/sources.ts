import type { PermissionCode } from '../auth/permissions.ts';

/**
 * The data sources a report config (报表配置, JeecgBoot's online report) may read. JeecgBoot stores
 * SQL in each report and runs it (CVE-2025-51825 and the report-engine injections); here a report
 * only names one of these sources and picks fields from its whitelist, so request and config text
 * never reach SQL as anything but a bound value.
 */
export type ReportFieldKind = 'text' | 'number' | 'datetime';

export type ReportField = {
  label: string;
  kind: ReportFieldKind;
  /** May be a search field of a report (QueryGenerator rules on this field). */
  searchable?: boolean;
  /** May be the report's default sort or a `column=` of getData. */
  sortable?: boolean;
  /** Dictionary code whose texts the popup shows for this field. */
  dict?: string;
  /**
   * Shown masked (maskMiddle) unless the caller holds the source's unmask code; never a filter,
   * parameter, sort or group (a condition on it would tell the hidden value).
   */
  masked?: boolean;
};

export type ReportSource = {
  label: string;
  /** The caller must hold this code to read the source's rows through any report. */
  permission: PermissionCode;
  fields: Readonly<Record<string, ReportField>>;
  /**
   * A view with a row per student: read in the student policy's reach, masked fields shown whole
   * only with this code, and every listed row's student audited as read.
   */
  studentLevel?: { unmask: PermissionCode };
};

export const REPORT_SOURCES = {
  user: {
    label: '用户',
    permission: 'system:user:list',
    fields: {
      username: { label: '账号', kind: 'text', searchable: true, sortable: true },
      realname: { label: '姓名', kind: 'text', searchable: true, sortable: true },
      sex: { label: '性别', kind: 'number', searchable: true, dict: 'sex' },
      workNo: { label: '工号', kind: 'text', searchable: true, sortable: true },
      phone: { label: '手机号', kind: 'text', searchable: true },
      email: { label: '邮箱', kind: 'text' },
      createTime: { label: '创建时间', kind: 'datetime', sortable: true },
    },
  },
  depart: {
    label: '部门',
    permission: 'system:depart:list',
    fields: {
      departName: { label: '部门名称', kind: 'text', searchable: true, sortable: true },
      orgCode: { label: '机构编码', kind: 'text', searchable: true, sortable: true },
      orgCategory: { label: '机构类别', kind: 'text', searchable: true, dict: 'org_category' },
      departOrder: { label: '排序', kind: 'number', sortable: true },
      createTime: { label: '创建时间', kind: 'datetime', sortable: true },
    },
  },
  role: {
    label: '角色',
    permission: 'system:role:list',
    fields: {
      roleName: { label: '角色名称', kind: 'text', searchable: true, sortable: true },
      roleCode: { label: '角色编码', kind: 'text', searchable: true, sortable: true },
      description: { label: '描述', kind: 'text' },
      createTime: { label: '创建时间', kind: 'datetime', sortable: true },
    },
  },
  position: {
    label: '职务',
    permission: 'system:position:list',
    fields: {
      code: { label: '职务编码', kind: 'text', searchable: true, sortable: true },
      name: { label: '职务名称', kind: 'text', searchable: true, sortable: true },
      postRank: { label: '职级', kind: 'text', searchable: true, dict: 'position_rank' },
      createTime: { label: '创建时间', kind: 'datetime', sortable: true },
    },
  },
  student: {
    label: '学生',
    permission: 'school:student:list',
    studentLevel: { unmask: 'school:student:unmask' },
    fields: {
      studentNo: { label: '学号', kind: 'text', searchable: true, sortable: true },
      name: { label: '姓名', kind: 'text', searchable: true, sortable: true },
      sex: { label: '性别', kind: 'number', searchable: true, sortable: true, dict: 'sex' },
      enrolYear: { label: '入学年份', kind: 'number', searchable: true, sortable: true },
      orgCode: { label: '班级编码', kind: 'text', searchable: true, sortable: true },
      phone: { label: '手机号', kind: 'text', masked: true },
      idCard: { label: '身份证号', kind: 'text', masked: true },
      createTime: { label: '创建时间', kind: 'datetime', sortable: true },
    },
  },
} as const satisfies Record<string, ReportSource>;

export type ReportSourceKey = keyof typeof REPORT_SOURCES;

export const REPORT_SOURCE_KEYS = Object.keys(REPORT_SOURCES) as [ReportSourceKey, ...ReportSourceKey[]];

/** The source's field declaration, or undefined for a name outside its whitelist. */
export function reportField(source: ReportSourceKey, name: string): ReportField | undefined {
  const fields: Readonly<Record<string, ReportField>> = REPORT_SOURCES[source].fields;
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

/**
 * A 表单开发 form as a report source: `form:<form code>`. Its fields are the form's (API names),
 * resolved by the server to the form's generated columns.
 */
export const FORM_SOURCE_PREFIX = 'form:';

/** Conditions a report's fixed filters and parameters may use (values always bound by the server). */
export const REPORT_FILTER_OPS = {
  eq: '等于',
  ne: '不等于',
  gt: '大于',
  ge: '大于等于',
  lt: '小于',
  le: '小于等于',
  like: '包含',
  empty: '为空',
  notEmpty: '不为空',
} as const;
export type ReportFilterOp = keyof typeof REPORT_FILTER_OPS;
export const REPORT_FILTER_OP_KEYS = Object.keys(REPORT_FILTER_OPS) as [ReportFilterOp, ...ReportFilterOp[]];
/** Operators that take no value. */
export const VALUELESS_OPS: readonly ReportFilterOp[] = ['empty', 'notEmpty'];

/** Statistics of a grouped report. */
export const REPORT_AGGREGATES = {
  count: '计数',
  sum: '求和',
  avg: '平均值',
  min: '最小值',
  max: '最大值',
} as const;
export type ReportAggregateFn = keyof typeof REPORT_AGGREGATES;
export const REPORT_AGGREGATE_KEYS = Object.keys(REPORT_AGGREGATES) as [
  ReportAggregateFn,
  ...ReportAggregateFn[],
];

/** The column name of a statistic in getData's rows: `count` (rows), or `<fn>_<field>`. */
export function aggregateKey(a: { fn: ReportAggregateFn; field?: string | null }): string {
  return a.field ? `${a.fn}_${a.field}` : a.fn;
}
