import {
  CGREPORT_MESSAGES,
  FORM_SOURCE_PREFIX,
  formPermissionCode,
  Msg,
  type PermissionCode,
  REPORT_SOURCE_KEYS,
  REPORT_SOURCES,
  type ReportField,
  type ReportSource,
  type ReportSourceInfo,
  type ReportSourceKey,
  ResultCode,
} from '@xinmiao/shared';
import { desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthCtx } from '../../core/context.ts';
import { fail, type Reply } from '../../core/envelope.ts';
import type { TenantDb, TenantTable } from '../../core/tenant-db.ts';
import { schoolStudent, sysDepart, sysPosition, sysRole, sysUser } from '../../db/schema.ts';
import { formReportSource, formReportSources } from '../online-form/index.ts';
import { studentsVisibleTo } from '../school/index.ts';
import { memberPage } from '../users/index.ts';

type FieldsOf<S extends ReportSourceKey> = keyof (typeof REPORT_SOURCES)[S]['fields'] & string;

export type PageRequest = { where: SQL | undefined; orderBy: SQL[]; pageNo: number; pageSize: number };

/** A field as the engine reads it; a form's date field is shown as a day. */
export type SourceField = ReportField & { dateOnly?: boolean };

/**
 * One source a report may read, resolved for the caller's school: the whitelist of its fields, the
 * column the server maps each to (never a name from a definition or a request), the table, and
 * the reach that filters it to what the caller may see (need-to-know) before any report condition.
 */
export type ResolvedSource = {
  key: string;
  label: string;
  /** The caller must hold this code to read the source's rows through any report. */
  permission: PermissionCode;
  /** A form source's main form: its own 查询 is asked too (`sourceRefusal`). */
  form?: { id: string; name: string };
  fields: Readonly<Record<string, SourceField>>;
  /** A column for every field, and `id`. */
  columns: Readonly<Record<string, AnyPgColumn>>;
  table: TenantTable;
  /** A form's sub-table read with it (one level): joined on its main link; a row per sub-table row. */
  join?: { table: TenantTable; on: SQL };
  defaultOrder: SQL[];
  reach?: (ctx: AuthCtx) => Promise<SQL | undefined>;
  /** The source's own page read (users: the user list's reach and joins); such a source is not grouped. */
  page?: (ctx: AuthCtx, request: PageRequest) => Promise<{ rows: Record<string, unknown>[]; total: number }>;
  studentLevel?: { unmask: PermissionCode };
};

type StaticImpl<S extends ReportSourceKey> = Pick<
  ResolvedSource,
  'table' | 'defaultOrder' | 'reach' | 'page'
> & {
  // The map's type demands a column for every declared field and nothing else.
  columns: Record<FieldsOf<S> | 'id', AnyPgColumn>;
};

const STATIC: { [S in ReportSourceKey]: StaticImpl<S> } = {
  user: {
    table: sysUser,
    columns: {
      id: sysUser.id,
      username: sysUser.username,
      realname: sysUser.realname,
      sex: sysUser.sex,
      workNo: sysUser.workNo,
      phone: sysUser.phone,
      email: sysUser.email,
      createTime: sysUser.createTime,
    },
    defaultOrder: [desc(sysUser.createTime)],
    // The user list's own reach (membersVisibleTo): a popup shows no one 用户管理 would hide.
    page: (ctx, { where, orderBy, pageNo, pageSize }) => memberPage(ctx, where, pageNo, pageSize, orderBy),
  },
  depart: {
    table: sysDepart,
    columns: {
      id: sysDepart.id,
      departName: sysDepart.departName,
      orgCode: sysDepart.orgCode,
      orgCategory: sysDepart.orgCategory,
      departOrder: sysDepart.departOrder,
      createTime: sysDepart.createTime,
    },
    defaultOrder: [desc(sysDepart.createTime)],
  },
  role: {
    table: sysRole,
    columns: {
      id: sysRole.id,
      roleName: sysRole.roleName,
      roleCode: sysRole.roleCode,
      description: sysRole.description,
      createTime: sysRole.createTime,
    },
    defaultOrder: [desc(sysRole.createTime)],
  },
  position: {
    table: sysPosition,
    columns: {
      id: sysPosition.id,
      code: sysPosition.code,
      name: sysPosition.name,
      postRank: sysPosition.postRank,
      createTime: sysPosition.createTime,
    },
    defaultOrder: [desc(sysPosition.createTime)],
  },
  student: {
    table: schoolStudent,
    columns: {
      id: schoolStudent.id,
      studentNo: schoolStudent.studentNo,
      name: schoolStudent.name,
      sex: schoolStudent.sex,
      enrolYear: schoolStudent.enrolYear,
      orgCode: schoolStudent.orgCode,
      phone: schoolStudent.phone,
      idCard: schoolStudent.idCard,
      createTime: schoolStudent.createTime,
    },
    defaultOrder: [desc(schoolStudent.createTime)],
    // 学生管理's need-to-know: a 班主任 reads their class, a 辅导员 their college, through any report.
    reach: (ctx) => studentsVisibleTo(ctx),
  },
};

function isStaticKey(value: string): value is ReportSourceKey {
  return (REPORT_SOURCE_KEYS as readonly string[]).includes(value);
}

function staticSource(key: ReportSourceKey): ResolvedSource {
  const declared: ReportSource = REPORT_SOURCES[key];
  const impl = STATIC[key] as StaticImpl<ReportSourceKey>;
  const { studentLevel } = declared;
  return {
    key,
    label: declared.label,
    permission: declared.permission,
    fields: declared.fields,
    ...impl,
    ...(studentLevel ? { studentLevel } : {}),
  };
}

/**
 * The source a stored or submitted key names in the caller's school: a module's declared view, or
 * `form:<code>` for one of the school's own forms. Anything else is no source.
 */
export async function resolveSource(db: TenantDb, key: string): Promise<ResolvedSource | undefined> {
  if (isStaticKey(key)) return staticSource(key);
  if (!key.startsWith(FORM_SOURCE_PREFIX)) return undefined;
  const form = await formReportSource(db, key.slice(FORM_SOURCE_PREFIX.length));
  if (!form) return undefined;
  return {
    key,
    label: `表单：${form.label}`,
    permission: 'online:formData:list',
    form: form.owner,
    fields: form.fields,
    columns: form.columns,
    table: form.table,
    ...(form.join ? { join: form.join } : {}),
    defaultOrder: [desc(form.table.createTime)],
  };
}

/**
 * Why the caller may not read the source's rows through a report, or undefined when they may: the
 * source's code, and over a form the form's own 查询 (`online:form_<formId>:list`), so one form's
 * 查询 opens no report over another form (decisions §83).
 */
export function sourceRefusal(
  ctx: Pick<AuthCtx, 'permissions'>,
  source: ResolvedSource,
): Reply<null> | undefined {
  if (!ctx.permissions.has(source.permission)) return fail(Msg.noPermission, ResultCode.NO_AUTH);
  if (source.form && !ctx.permissions.has(formPermissionCode(source.form.id, 'list')))
    return fail(CGREPORT_MESSAGES.formDenied(source.form.name), ResultCode.NO_AUTH);
  return undefined;
}

/** The field of the source with this name, or undefined for a name outside its whitelist. */
export function sourceField(source: ResolvedSource, name: string): SourceField | undefined {
  return Object.hasOwn(source.fields, name) ? source.fields[name] : undefined;
}

function infoOf(key: string, label: string, fields: Readonly<Record<string, SourceField>>, student: boolean) {
  return {
    key,
    label,
    studentLevel: student,
    fields: Object.entries(fields).map(([name, field]) => ({
      name,
      label: field.label,
      kind: field.kind,
      searchable: field.searchable === true && field.masked !== true,
      sortable: field.sortable === true && field.masked !== true,
      masked: field.masked === true,
      dictCode: field.dict ?? null,
    })),
  };
}

/** What the designer offers: the modules' views, then each of the school's forms. */
export async function sourceInfos(db: TenantDb): Promise<ReportSourceInfo[]> {
  const forms = await formReportSources(db);
  return [
    ...REPORT_SOURCE_KEYS.map((key) => {
      const source = staticSource(key);
      return infoOf(key, source.label, source.fields, source.studentLevel !== undefined);
    }),
    ...forms.map((f) => infoOf(`${FORM_SOURCE_PREFIX}${f.code}`, `表单：${f.label}`, f.fields, false)),
  ];
}
