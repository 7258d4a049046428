import { z } from 'zod';
import { pageOf } from '../api/envelope.ts';
import { defineRoute } from '../api/route.ts';
import { defineImportRoute } from '../list/define-import-route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

/**
 * 表单开发 (JeecgBoot's Online 表单): a school defines a form and Xinmiao keeps its table. Nothing an
 * admin types becomes SQL: the table is `lc_<form id>` and each field's column `f_<n>`, both made
 * by the server; codes, API names and labels are data only.
 */
export const ONLINE_FORM_MESSAGES = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  notFound: '未找到对应数据',
  formMissing: '表单不存在',
  codeTaken: '表单编码已存在',
  tooManyForms: '本校的表单数量已达上限',
  /** The confirmation text of a change that drops columns or the table: the form's name. */
  confirmNeeded: '此修改会删除已有数据，请输入表单名称确认',
  confirmWrong: '确认的表单名称不一致',
  locked: '表单正在被使用，请稍后再试',
  unknownParam: '查询条件不存在',
  kindFixed: '表单的类型（树表、子表）创建后不能修改',
  mainMissing: '主表不存在',
  badMain: '主表须为普通表单（不能是树表或子表）',
  hasSubForms: '请先删除该表单的子表',
  parentMissing: '上级节点不存在',
  parentLoop: '上级节点不能是自身或其下级',
  mainRowMissing: '主表数据不存在',
  /** A sub-table's rows belong to main rows: they are entered with them, not imported alone. */
  subImport: '子表的数据请在主表数据中录入，不能单独导入',
  /** The console's message when a sub-table's rows still fail after three tries (spec §8). */
  subOpenFailed: '打开子表失败',
  /** The console's message when a tree list answers with neither a page nor a list (spec §8). */
  treeUnknown: '返回数据类型不识别',
} as const;

/** Caps per school: a school cannot grow the database without bound through its forms. */
/**
 * The buttons generated for each main form (issue 29): a menu `/online/cgformList/<code>` of the
 * school's own under 表单开发's folder, and one button per action, whose perms are the data routes'
 * shared gate and the form's own code (`formPermissionCode`), as JeecgBoot's comma list. A form's
 * data call needs both; a sub-table is reached under its main form's codes.
 */
export const FORM_BUTTONS = {
  list: '查询',
  add: '添加',
  edit: '编辑',
  delete: '删除',
  import: '导入',
  export: '导出',
} as const;
export type FormButton = keyof typeof FORM_BUTTONS;
export const formPermissionCode = (formId: string, button: FormButton): string =>
  `online:form_${formId}:${button}`;
export const FORM_LIST_PATH = '/online/cgformList';

export const FORM_LIMITS = {
  formsPerSchool: 50,
  fieldsPerForm: 80,
  fieldsPerSchool: 2000,
  /** Rows of one sub-table under one main row (they are read and saved as a whole). */
  subRowsPerMain: 500,
} as const;

export const FORM_FIELD_TYPES = {
  text: '文本',
  textarea: '多行文本',
  int: '整数',
  decimal: '小数',
  date: '日期',
  datetime: '日期时间',
  dict: '字典',
} as const;
export type FormFieldType = keyof typeof FORM_FIELD_TYPES;
export const FORM_FIELD_TYPE_KEYS = Object.keys(FORM_FIELD_TYPES) as [FormFieldType, ...FormFieldType[]];

/** Validation presets of a field (JeecgBoot's 校验规则): each a fixed pattern, never an admin's regex. */
export const FORM_VALIDATION_PRESETS = {
  phone: { label: '手机号码', pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' },
  email: {
    label: '电子邮件',
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    message: '请输入正确的电子邮件',
  },
  idCard: {
    label: '身份证号',
    pattern: /^\d{17}[\dXx]$/,
    message: '请输入正确的身份证号',
  },
  postcode: { label: '邮政编码', pattern: /^\d{6}$/, message: '请输入正确的邮政编码' },
  letters: { label: '字母', pattern: /^[A-Za-z]+$/, message: '只能输入字母' },
  digits: { label: '数字', pattern: /^\d+$/, message: '只能输入数字' },
} as const;
export type FormValidationPreset = keyof typeof FORM_VALIDATION_PRESETS;
export const FORM_VALIDATION_PRESET_KEYS = Object.keys(FORM_VALIDATION_PRESETS) as [
  FormValidationPreset,
  ...FormValidationPreset[],
];

/** Types a value may change to in place, the column kept (text holds anything; wider numbers and times). */
export function lossless(from: FormFieldType, to: FormFieldType): boolean {
  if (from === to) return true;
  const textual = (t: FormFieldType) => t === 'text' || t === 'textarea' || t === 'dict';
  if (textual(to)) return textual(from) || to !== 'dict';
  return (from === 'int' && to === 'decimal') || (from === 'date' && to === 'datetime');
}

const API_NAME = /^[a-z][A-Za-z0-9]{0,31}$/;
const RESERVED_NAMES = new Set([
  'id',
  'tenantId',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'parentId',
  'hasChild',
  'mainId',
]);

export const formFieldInput = z.object({
  /** The field's number (its column `f_<no>`) when it exists already; absent for a new field. */
  no: z.number().int().min(1).max(100_000).optional(),
  name: z
    .string()
    .trim()
    .regex(API_NAME, '字段名须以小写字母开头，只能包含字母和数字，最多 32 个字符')
    .refine((name) => !RESERVED_NAMES.has(name), '字段名是系统保留字'),
  label: z.string().trim().min(1, '请输入字段备注').max(50, '字段备注最多 50 个字符'),
  type: z.enum(FORM_FIELD_TYPE_KEYS, { message: '请选择字段类型' }),
  dictCode: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '字典编码只能包含字母、数字和下划线')
    .nullish(),
  required: z.boolean().default(false),
  preset: z.enum(FORM_VALIDATION_PRESET_KEYS).nullish(),
  maxLength: z.number().int().min(1).max(10_000).nullish(),
  defaultValue: z.string().max(200).nullish(),
  inList: z.boolean().default(true),
  query: z.enum(['none', 'single', 'range']).default('none'),
  sortable: z.boolean().default(false),
});
export type FormFieldInput = z.input<typeof formFieldInput>;

export type FormField = {
  no: number;
  name: string;
  label: string;
  type: FormFieldType;
  dictCode: string | null;
  required: boolean;
  preset: FormValidationPreset | null;
  maxLength: number | null;
  defaultValue: string | null;
  inList: boolean;
  query: 'none' | 'single' | 'range';
  sortable: boolean;
};

function checkFields(input: { fields: z.output<typeof formFieldInput>[] }, ctx: z.RefinementCtx): void {
  const refuse = (message: string) => ctx.addIssue({ code: 'custom', path: ['fields'], message });
  const names = new Set<string>();
  const numbers = new Set<number>();
  for (const field of input.fields) {
    if (names.has(field.name)) refuse(`字段名「${field.name}」重复`);
    names.add(field.name);
    if (field.no !== undefined) {
      if (numbers.has(field.no)) refuse(`字段「${field.label}」重复`);
      numbers.add(field.no);
    }
    if (field.type === 'dict' && !field.dictCode) refuse(`字段「${field.label}」请选择字典`);
    if (field.query === 'range' && !['int', 'decimal', 'date', 'datetime'].includes(field.type)) {
      refuse(`字段「${field.label}」不能按范围查询`);
    }
    if (field.preset && field.type !== 'text') refuse(`字段「${field.label}」的校验规则只适用于文本`);
  }
}

const formFields = z.object({
  code: z
    .string()
    .trim()
    .min(1, '请输入表单编码')
    .max(32, '表单编码最多 32 个字符')
    .regex(/^[a-z][a-z0-9_]*$/, '表单编码须以小写字母开头，只能包含小写字母、数字和下划线'),
  name: z.string().trim().min(1, '请输入表单名称').max(50, '表单名称最多 50 个字符'),
  fields: z
    .array(formFieldInput)
    .min(1, '请至少添加一个字段')
    .max(FORM_LIMITS.fieldsPerForm, `字段最多 ${FORM_LIMITS.fieldsPerForm} 个`),
  /** A tree form: each row may have a parent row of the same form (`parentId`). */
  tree: z.boolean().default(false),
  /** A sub-table: the code of its main form; each row belongs to one main row (`mainId`). */
  mainCode: z.string().trim().max(32).nullish(),
});

function checkKind(input: { tree: boolean; mainCode?: string | null | undefined }, ctx: z.RefinementCtx) {
  if (input.tree && input.mainCode) {
    ctx.addIssue({ code: 'custom', path: ['tree'], message: '子表不能是树表' });
  }
}

export const formInput = formFields.superRefine(checkFields).superRefine(checkKind);
export type FormInput = z.input<typeof formInput>;
export const formEditInput = formFields
  .extend({
    id: z.string().min(1, 'id 不能为空').max(64),
    /** The form's name, typed by the admin, when the change drops fields or retypes them lossily. */
    confirmName: z.string().max(50).optional(),
  })
  .superRefine(checkFields)
  .superRefine(checkKind);
export type FormEditInput = z.input<typeof formEditInput>;

export const formFieldSchema = z.object({
  no: z.number(),
  name: z.string(),
  label: z.string(),
  type: z.enum(FORM_FIELD_TYPE_KEYS),
  dictCode: z.string().nullable(),
  required: z.boolean(),
  preset: z.enum(FORM_VALIDATION_PRESET_KEYS).nullable(),
  maxLength: z.number().nullable(),
  defaultValue: z.string().nullable(),
  inList: z.boolean(),
  query: z.enum(['none', 'single', 'range']),
  sortable: z.boolean(),
});

export const formSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  version: z.number(),
  fields: z.array(formFieldSchema),
  tree: z.boolean(),
  /** The main form's code of a sub-table, null for any other form. */
  mainCode: z.string().nullable(),
  /** The main form's id of a sub-table (whose buttons are its main form's), null for any other form. */
  mainFormId: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type OnlineForm = z.infer<typeof formSchema>;

/** A form as its data pages use it: the definition and those of its sub-tables. */
export const formWithSubsSchema = formSchema.extend({ subForms: z.array(formSchema) });
export type OnlineFormWithSubs = z.infer<typeof formWithSubsSchema>;

export const formVersionSchema = z.object({
  version: z.number(),
  name: z.string(),
  fields: z.array(formFieldSchema),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type OnlineFormVersion = z.infer<typeof formVersionSchema>;

/** A row of a form's data: its fields by API name, `id`, stamps and `<field>_dictText`. */
export const formRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type FormRow = z.infer<typeof formRowSchema>;

const formCell = z.union([z.string().max(10_000), z.number(), z.null()]);
const formRowValues = z.record(z.string().max(64), formCell);

/**
 * A row as the console sends it: values by API name (checked against the form by the server). A
 * main form's row may carry the whole of a sub-table's rows under the sub-table's code: those rows
 * replace the ones it had (a row with a known `id` is edited, one without is added, the missing
 * ones are deleted), in the same transaction as the main row.
 */
export const formRowInput = z.record(
  z.string().max(64),
  z.union([formCell, z.array(formRowValues).max(FORM_LIMITS.subRowsPerMain)]),
);
export type FormRowInput = z.infer<typeof formRowInput>;

const idQuery = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });
const codeParams = z.object({ code: z.string().min(1).max(64) });

/**
 * A form's data query: paging and sort, plus its query fields by API name (checked by the server
 * against the form: an unknown name is refused).
 */
export const formDataQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(10),
    column: z.string().max(100).optional(),
    order: z.string().max(10).optional(),
    /** A tree form's parent row whose children to list; without it and a query, the roots. */
    pid: z.string().max(64).optional(),
    /** A sub-table's main row whose rows to list. */
    mainId: z.string().max(64).optional(),
  })
  .catchall(z.string().max(200));

export const onlineFormRoutes = {
  list: defineListRoute({
    path: '/online/cgform/head/list',
    access: 'online:form:list',
    summary: '表单开发分页列表',
    record: formSchema,
    sort: ['createTime', 'code', 'name'],
    filters: { code: filter.text(), name: filter.text() },
  }),
  queryById: defineRoute({
    method: 'GET',
    path: '/online/cgform/head/queryById',
    access: 'online:form:list',
    summary: '表单定义',
    query: idQuery,
    response: formSchema,
  }),
  versions: defineRoute({
    method: 'GET',
    path: '/online/cgform/head/versions',
    access: 'online:form:list',
    summary: '表单的版本历史',
    query: idQuery,
    response: z.array(formVersionSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/online/cgform/head/add',
    access: 'online:form:add',
    summary: '添加表单',
    operation: '添加在线表单',
    body: formInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/online/cgform/head/edit',
    access: 'online:form:edit',
    summary: '编辑表单',
    operation: '编辑在线表单',
    body: formEditInput,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/online/cgform/head/delete',
    access: 'online:form:delete',
    summary: '删除表单及其数据',
    operation: '删除在线表单',
    query: idQuery.extend({ confirmName: z.string().max(50).optional() }),
  }),
  form: defineRoute({
    method: 'GET',
    path: '/online/cgform/api/getFormItem/:code',
    access: 'online:formData:list',
    summary: '表单的字段（按表单编码）',
    params: codeParams,
    response: formWithSubsSchema,
  }),
  subRows: defineRoute({
    method: 'GET',
    path: '/online/cgform/api/subData/:code/:mainId',
    access: 'online:formData:list',
    summary: '子表在一条主表数据下的全部数据',
    params: z.object({ code: z.string().min(1).max(64), mainId: z.string().min(1).max(64) }),
    response: z.array(formRowSchema),
  }),
  data: defineRoute({
    method: 'GET',
    path: '/online/cgform/api/getData/:code',
    access: 'online:formData:list',
    summary: '表单数据分页',
    params: codeParams,
    query: formDataQuery,
    response: pageOf(formRowSchema),
  }),
  row: defineRoute({
    method: 'GET',
    path: '/online/cgform/api/form/:code/:id',
    access: 'online:formData:list',
    summary: '表单的一条数据',
    params: z.object({ code: z.string().min(1).max(64), id: z.string().min(1).max(64) }),
    response: formRowSchema,
  }),
  addRow: defineRoute({
    method: 'POST',
    path: '/online/cgform/api/form/:code',
    access: 'online:formData:add',
    summary: '添加表单数据',
    operation: '添加表单数据',
    params: codeParams,
    body: formRowInput,
  }),
  editRow: defineRoute({
    method: 'PUT',
    path: '/online/cgform/api/form/:code',
    access: 'online:formData:edit',
    summary: '编辑表单数据',
    operation: '编辑表单数据',
    params: codeParams,
    body: formRowInput,
  }),
  /**
   * The form's rows for the list's query (every level of a tree, every main row's sub-rows) as an
   * .xlsx: columns titled by the fields' labels, dictionary texts, dates as the list shows them.
   */
  exportXls: defineRoute({
    method: 'GET',
    path: '/online/cgform/api/exportXls/:code',
    access: 'online:formData:export',
    summary: '导出表单数据',
    operation: '导出表单数据',
    params: codeParams,
    query: formDataQuery.extend({ selections: z.string().max(20_000).optional() }),
  }),
  /**
   * An .xlsx in the export's layout into a plain form's own fields (a tree's rows as roots; not a
   * sub-table, whose rows need their main row): all rows or none, with the bad rows' report.
   */
  importXls: {
    ...defineImportRoute({
      path: '/online/cgform/api/importXls/:code',
      access: 'online:formData:import',
      summary: '导入表单数据',
    }),
    params: codeParams,
  },
  deleteRow: defineRoute({
    method: 'DELETE',
    path: '/online/cgform/api/form/:code/:id',
    access: 'online:formData:delete',
    summary: '删除表单数据',
    operation: '删除表单数据',
    params: z.object({ code: z.string().min(1).max(64), id: z.string().min(1).max(64) }),
  }),
} as const;
