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
};

export type ReportSource = {
  label: string;
  /** The caller must hold this code to read the source's rows through any report. */
  permission: PermissionCode;
  fields: Readonly<Record<string, ReportField>>;
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
} as const satisfies Record<string, ReportSource>;

export type ReportSourceKey = keyof typeof REPORT_SOURCES;

export const REPORT_SOURCE_KEYS = Object.keys(REPORT_SOURCES) as [ReportSourceKey, ...ReportSourceKey[]];

/** The source's field declaration, or undefined for a name outside its whitelist. */
export function reportField(source: ReportSourceKey, name: string): ReportField | undefined {
  const fields: Readonly<Record<string, ReportField>> = REPORT_SOURCES[source].fields;
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}
