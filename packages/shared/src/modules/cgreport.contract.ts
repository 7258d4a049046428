import { z } from 'zod';
import { pageOf } from '../api/envelope.ts';
import { defineRoute } from '../api/route.ts';
import { REPORT_AGGREGATE_KEYS, REPORT_FILTER_OP_KEYS } from '../cgreport/sources.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';
import { dictItemSchema } from './session.contract.ts';

export const CGREPORT_MESSAGES = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  notFound: '未找到对应数据',
  /** JeecgBoot's answer for an unknown report code. */
  reportMissing: '实体不存在',
  /** A getData parameter that names no search field of the report. */
  unknownParam: '查询条件不存在',
  /** A report over a form whose own 查询 the caller does not hold (decisions §83). */
  formDenied: (form: string) => `没有表单「${form}」的查询权限，不能查看基于该表单的报表`,
} as const;

const fieldName = z.string().max(64);

/** A fixed condition of a report: `field op value`, the value bound as the field's type. */
export const reportFilterSchema = z.object({
  field: fieldName,
  op: z.enum(REPORT_FILTER_OP_KEYS, { message: '请选择条件' }),
  value: z.string().max(200, '条件值最多 200 个字符').default(''),
});
export type ReportFilter = z.output<typeof reportFilterSchema>;

/**
 * A parameter: a request value (by `name`, JeecgBoot's `${name}`) compared with a field. The name
 * is a request key only, never SQL; without a value (and no default) the condition is left out.
 */
export const reportParamSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-z][A-Za-z0-9]{0,31}$/, '参数名须以小写字母开头，只能包含字母和数字（最多 32 个）'),
  label: z.string().trim().min(1, '请输入参数名称').max(50, '参数名称最多 50 个字符'),
  field: fieldName,
  op: z.enum(REPORT_FILTER_OP_KEYS, { message: '请选择条件' }),
  defaultValue: z.string().max(200, '默认值最多 200 个字符').nullish(),
});
export type ReportParam = z.output<typeof reportParamSchema>;

/** A statistic of a grouped report: `count` of rows, or `fn` of a number field. */
export const reportAggregateSchema = z.object({
  fn: z.enum(REPORT_AGGREGATE_KEYS, { message: '请选择统计方式' }),
  field: fieldName.nullish(),
  label: z.string().trim().max(50, '统计列名称最多 50 个字符').nullish(),
});
export type ReportAggregate = z.output<typeof reportAggregateSchema>;

/** A dictionary shown for a column the source declares without one (a code of the school's 数据字典). */
export const reportColumnDictSchema = z.object({
  field: fieldName,
  dictCode: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '字典编码格式不正确'),
});

export const reportConfigSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** A key of REPORT_SOURCES or `form:<code>` (a stored key whose source is gone reads as stored). */
  source: z.string(),
  columns: z.array(z.string()),
  searchFields: z.array(z.string()),
  sortField: z.string().nullable(),
  sortOrder: z.enum(['asc', 'desc']).nullable(),
  filters: z.array(reportFilterSchema),
  params: z.array(reportParamSchema),
  groupBy: z.array(z.string()),
  aggregates: z.array(reportAggregateSchema),
  columnDicts: z.array(reportColumnDictSchema),
  createBy: z.string().nullable(),
  createTime: z.string(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type ReportConfig = z.infer<typeof reportConfigSchema>;

/**
 * What can be told without the source: duplicates. Whether each name is a field of the source (and
 * may be filtered, sorted, grouped) the server checks against the source it resolves.
 */
function checkShape(
  input: { columns: string[]; groupBy: string[]; params: { name: string }[] },
  ctx: z.RefinementCtx,
): void {
  const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (new Set(input.columns).size !== input.columns.length) refuse('columns', '显示字段不能重复');
  if (new Set(input.groupBy).size !== input.groupBy.length) refuse('groupBy', '分组字段不能重复');
  const names = input.params.map((p) => p.name);
  if (new Set(names).size !== names.length) refuse('params', '参数名不能重复');
}

const configFields = z.object({
  code: z
    .string()
    .trim()
    .min(1, '请输入报表编码')
    .max(64, '报表编码最多 64 个字符')
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '报表编码须以字母开头，只能包含字母、数字和下划线'),
  name: z.string().trim().min(1, '请输入报表名称').max(100, '报表名称最多 100 个字符'),
  source: z
    .string({ message: '请选择数据源' })
    .trim()
    .max(80, '请选择数据源')
    .regex(/^(?:[a-z]+|form:[a-z][a-z0-9_]*)$/, '请选择数据源'),
  columns: z.array(fieldName).max(20, '显示字段最多 20 个').default([]),
  searchFields: z.array(fieldName).max(10, '查询条件最多 10 个').default([]),
  sortField: fieldName.nullish(),
  sortOrder: z.enum(['asc', 'desc']).nullish(),
  filters: z.array(reportFilterSchema).max(10, '过滤条件最多 10 个').default([]),
  params: z.array(reportParamSchema).max(5, '参数最多 5 个').default([]),
  groupBy: z.array(fieldName).max(3, '分组字段最多 3 个').default([]),
  aggregates: z.array(reportAggregateSchema).max(5, '统计列最多 5 个').default([]),
  columnDicts: z.array(reportColumnDictSchema).max(20).default([]),
});

export const reportConfigInput = configFields.superRefine(checkShape);
export type ReportConfigInput = z.input<typeof reportConfigInput>;
export type ReportDesign = z.output<typeof reportConfigInput>;
export const reportConfigEditInput = configFields
  .extend({ id: z.string().min(1, 'id 不能为空').max(64) })
  .superRefine(checkShape);

/** A report source as the designer offers it: its fields and what each may be used for. */
export const reportSourceInfoSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** A view with a row per student (masked fields, reads audited). */
  studentLevel: z.boolean(),
  fields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      kind: z.enum(['text', 'number', 'datetime']),
      searchable: z.boolean(),
      sortable: z.boolean(),
      masked: z.boolean(),
      dictCode: z.string().nullable(),
    }),
  ),
});
export type ReportSourceInfo = z.infer<typeof reportSourceInfoSchema>;

/** One column of getRpColumns, as JeecgBoot's popup reads it (`customRender` names a dictOptions key). */
export const reportColumnSchema = z.object({
  title: z.string(),
  dataIndex: z.string(),
  align: z.literal('center'),
  sorter: z.boolean(),
  customRender: z.string().optional(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportColumnsSchema = z.object({
  columns: z.array(reportColumnSchema),
  dictOptions: z.record(z.string(), z.array(dictItemSchema)),
  cgRpConfigId: z.string(),
  cgRpConfigName: z.string(),
  /** `column=order` the report sorts by when the request names none, e.g. `createTime=desc`. */
  defaultSorter: z.string().nullable(),
  fieldHrefSlots: z.array(z.never()),
  isGroupTitle: z.literal(false),
});
export type ReportColumns = z.infer<typeof reportColumnsSchema>;

/** One search field of getQueryInfo (JeecgBoot `getAutoListQueryInfo`): `mode` group = a range. */
export const reportQueryItemSchema = z.object({
  field: z.string(),
  label: z.string(),
  view: z.enum(['text', 'list', 'number', 'datetime']),
  mode: z.enum(['single', 'group']),
  dictCode: z.string().optional(),
  hidden: z.literal('0'),
});
export type ReportQueryItem = z.infer<typeof reportQueryItemSchema>;

/** A row of a report: the source's whitelisted fields, `id`, and `<field>_dictText` for dict fields. */
export const reportRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ReportRow = z.infer<typeof reportRowSchema>;

const codeParams = z.object({ code: z.string().min(1).max(64) });

/**
 * getData's query: paging and sort, plus search fields and `self_<field>` parameters by name. The
 * names are open here and checked by the server against the report's whitelist (unknown → refused).
 */
export const reportDataQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(10),
    column: z.string().max(100).optional(),
    order: z.string().max(10).optional(),
  })
  .catchall(z.string().max(200));

export const cgreportRoutes = {
  list: defineListRoute({
    path: '/online/cgreport/head/list',
    access: 'online:cgreport:list',
    summary: '报表配置分页列表',
    record: reportConfigSchema,
    sort: ['createTime', 'code', 'name'],
    filters: { code: filter.text(), name: filter.text(), source: filter.text() },
  }),
  queryById: defineRoute({
    method: 'GET',
    path: '/online/cgreport/head/queryById',
    access: 'online:cgreport:list',
    summary: '报表配置详情',
    query: z.object({ id: z.string().min(1, 'id 不能为空').max(64) }),
    response: reportConfigSchema,
  }),
  sources: defineRoute({
    method: 'GET',
    path: '/online/cgreport/head/sources',
    access: 'online:cgreport:list',
    summary: '报表可用的数据源及其字段',
    response: z.array(reportSourceInfoSchema),
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/online/cgreport/head/preview',
    access: 'online:cgreport:list',
    summary: '预览未保存的报表（前 20 行）',
    // A read of a design not yet saved: nothing changes, so no operation-log row.
    operation: false,
    body: reportConfigInput,
    response: z.object({
      columns: z.array(z.object({ title: z.string(), dataIndex: z.string() })),
      records: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
      total: z.number(),
    }),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/online/cgreport/head/add',
    access: 'online:cgreport:add',
    summary: '添加报表配置',
    operation: '添加报表配置',
    body: reportConfigInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/online/cgreport/head/edit',
    access: 'online:cgreport:edit',
    summary: '编辑报表配置',
    operation: '编辑报表配置',
    body: reportConfigEditInput,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/online/cgreport/head/delete',
    access: 'online:cgreport:delete',
    summary: '删除报表配置',
    operation: '删除报表配置',
    query: z.object({ id: z.string().min(1, 'id 不能为空').max(64) }),
  }),
  // The popup's reads are `login`: whoever opens a form may use its popup, and each source's own
  // permission (REPORT_SOURCES[].permission) is checked by the handler before any row is read.
  rpColumns: defineRoute({
    method: 'GET',
    path: '/online/cgreport/api/getRpColumns/:code',
    access: 'login',
    summary: '报表弹窗的列（按报表编码）',
    params: codeParams,
    response: reportColumnsSchema,
  }),
  columns: defineRoute({
    method: 'GET',
    path: '/online/cgreport/api/getColumns/:code',
    access: 'login',
    summary: '报表的列（按报表编号或编码）',
    params: codeParams,
    response: reportColumnsSchema,
  }),
  queryInfo: defineRoute({
    method: 'GET',
    path: '/online/cgreport/api/getQueryInfo/:code',
    access: 'login',
    summary: '报表的查询条件',
    params: codeParams,
    response: z.array(reportQueryItemSchema),
  }),
  data: defineRoute({
    method: 'GET',
    path: '/online/cgreport/api/getData/:code',
    access: 'login',
    summary: '报表数据分页',
    params: codeParams,
    query: reportDataQuery,
    response: pageOf(reportRowSchema),
  }),
} as const;
