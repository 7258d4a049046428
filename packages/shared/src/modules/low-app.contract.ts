import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

/**
 * 低代码应用: a school groups some of its online forms and reports into an app with its own menu,
 * opened under `/low-app/:appId`. While an app's page is open the console sends `X-Low-App-ID`;
 * on a form's data routes and a report's calls the server then applies the app entry's stored
 * filter (`lowAppFilter`, `lowAppReportFilter`), whose keys are the form's query fields or the
 * report's search fields and parameters, checked when the app is saved. Never SQL.
 */
export const LOW_APP_HEADER = 'x-low-app-id';
export const LOW_APP_PATH = '/low-app';

export const LOW_APP_MESSAGES = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  appMissing: '应用不存在',
  notInApp: '该表单不在此应用中',
  reportNotInApp: '该报表不在此应用中',
  tooMany: '本校的应用数量已达上限',
  nameTaken: '应用名称已存在',
  formMissing: (code: string) => `表单「${code}」不存在`,
  reportMissing: (code: string) => `报表「${code}」不存在`,
  filterUnknown: (code: string, key: string) => `「${key}」不是表单「${code}」的查询字段`,
  reportFilterUnknown: (code: string, key: string) => `「${key}」不是报表「${code}」的查询字段或参数`,
} as const;

export const LOW_APP_LIMITS = { appsPerSchool: 20, entriesPerApp: 30, filterKeys: 5 } as const;

/** How an app's form entry lists its rows: the online-form list styles (spec §2). */
export const LOW_APP_LIST_STYLES = {
  auto: '普通列表',
  copy: '复制视图',
  tree: '树列表',
  erp: 'ERP 主子表',
  tab: 'Tab 主子表',
  innerTable: '内嵌子表',
} as const;
export type LowAppListStyle = keyof typeof LOW_APP_LIST_STYLES;
const STYLE_KEYS = Object.keys(LOW_APP_LIST_STYLES) as [LowAppListStyle, ...LowAppListStyle[]];

const CODE = z
  .string()
  .trim()
  .min(1, '请选择表单或报表')
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '编码只能包含字母、数字和下划线');

/** One menu entry of an app, in menu order; `filter` by a form's query field or a report's search field or parameter. */
export const lowAppEntryInput = z.object({
  kind: z.enum(['form', 'report']),
  code: CODE,
  title: z.string().trim().max(50, '菜单名称最多 50 个字符').nullish(),
  style: z.enum(STYLE_KEYS).default('auto'),
  filter: z
    .record(
      z.string().regex(/^[a-z][A-Za-z0-9_]{0,31}$/, '筛选字段须为表单或报表的字段名'),
      z.string().trim().min(1, '请输入筛选值').max(200),
    )
    .default({})
    .refine((f) => Object.keys(f).length <= LOW_APP_LIMITS.filterKeys, '筛选条件最多 5 个'),
});
export type LowAppEntryInput = z.input<typeof lowAppEntryInput>;

const appFields = z.object({
  name: z.string().trim().min(1, '请输入应用名称').max(50, '应用名称最多 50 个字符'),
  entries: z
    .array(lowAppEntryInput)
    .min(1, '请至少添加一个菜单')
    .max(LOW_APP_LIMITS.entriesPerApp, `菜单最多 ${LOW_APP_LIMITS.entriesPerApp} 个`),
});
/** An entry's menu path is its kind and code, and the server finds a form's filter by its code: once each. */
function checkEntries(input: { entries: { kind: string; code: string }[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  for (const entry of input.entries) {
    const key = `${entry.kind}/${entry.code}`;
    if (seen.has(key)) {
      ctx.addIssue({ code: 'custom', path: ['entries'], message: `「${entry.code}」在应用中只能出现一次` });
    }
    seen.add(key);
  }
}

export const lowAppInput = appFields.superRefine(checkEntries);
export type LowAppInput = z.input<typeof lowAppInput>;
export const lowAppEditInput = appFields
  .extend({ id: z.string().min(1, 'id 不能为空').max(64) })
  .superRefine(checkEntries);

export const lowAppEntrySchema = z.object({
  kind: z.enum(['form', 'report']),
  code: z.string(),
  title: z.string(),
  style: z.enum(STYLE_KEYS),
  filter: z.record(z.string(), z.string()),
});
export type LowAppEntry = z.infer<typeof lowAppEntrySchema>;

export const lowAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  entries: z.array(lowAppEntrySchema),
  createBy: z.string().nullable(),
  createTime: z.string(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type LowApp = z.infer<typeof lowAppSchema>;

const idQuery = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });

export const lowAppRoutes = {
  list: defineListRoute({
    path: '/low-app/app/list',
    access: 'online:lowApp:list',
    summary: '低代码应用分页列表',
    record: lowAppSchema,
    sort: ['createTime', 'name'],
    filters: { name: filter.text() },
  }),
  /** An app's menu, as its pages open it (`/low-app/:appId`). */
  menu: defineRoute({
    method: 'GET',
    path: '/low-app/app/menu/:appId',
    access: 'online:lowApp:list',
    summary: '低代码应用的菜单',
    params: z.object({ appId: z.string().min(1).max(64) }),
    response: lowAppSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/low-app/app/add',
    access: 'online:lowApp:add',
    summary: '添加低代码应用',
    operation: '添加低代码应用',
    body: lowAppInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/low-app/app/edit',
    access: 'online:lowApp:edit',
    summary: '编辑低代码应用',
    operation: '编辑低代码应用',
    body: lowAppEditInput,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/low-app/app/delete',
    access: 'online:lowApp:delete',
    summary: '删除低代码应用',
    operation: '删除低代码应用',
    query: idQuery,
  }),
} as const;

/** The app id of a console path under `/low-app/:appId`, else null: such pages send `X-Low-App-ID`. */
export function lowAppIdOf(pathname: string): string | null {
  const match = /^\/low-app\/([^/?#]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
