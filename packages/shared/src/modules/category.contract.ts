import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { defineImportRoute } from '../list/define-import-route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';
import { treeSelectNodeSchema } from './dict.contract.ts';
import { dictItemSchema } from './session.contract.ts';

export const CATEGORY_MESSAGES = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  notFound: '未找到对应数据',
  parentMissing: '父级分类不存在',
  codeFree: '该编码可用',
  codeTaken: '编码已存在,请重新输入!',
  codeBadPrefix: (prefix: string) => `编码不符合规范，须以"${prefix}"开头!`,
  codeUnknown: (code: string) => `该编码【${code}】不存在，请核实!`,
} as const;

/** The root marker of `pid`, JeecgBoot's '0'. */
export const CATEGORY_ROOT = '0';

export const sysCategorySchema = z.object({
  id: z.string(),
  pid: z.string(),
  name: z.string(),
  code: z.string(),
  /** '1' when the node has children (JeecgBoot's text flag; the console's lazy tree reads it). */
  hasChild: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type SysCategory = z.infer<typeof sysCategorySchema>;

const categoryCode = z
  .string()
  .trim()
  .max(60, '分类编码最多 60 个字符')
  .regex(/^[A-Za-z0-9]*$/, '分类编码只能包含字母和数字');

export const categoryInput = z.object({
  pid: z.string().max(64).nullish(),
  name: z.string().trim().min(1, '请输入分类名称').max(100, '分类名称最多 100 个字符'),
  /** Empty: the server gives the next code under the parent (A01, A01A01 …). */
  code: categoryCode.nullish(),
});
export type CategoryInput = z.input<typeof categoryInput>;
export const categoryEditInput = z.object({
  id: z.string().min(1, 'id 不能为空').max(64),
  name: z.string().trim().min(1, '请输入分类名称').max(100, '分类名称最多 100 个字符'),
});

const pid = z.string().max(64).optional();

export const categoryRoutes = {
  rootList: defineListRoute({
    path: '/sys/category/rootList',
    access: 'system:category:list',
    summary: '分类字典根节点分页列表',
    record: sysCategorySchema,
    sort: ['createTime', 'code', 'name'],
    filters: { name: filter.text(), code: filter.text() },
  }),
  /**
   * The whole tree (or the branches under the matching roots of the search form; `selections`: the
   * ticked roots), each node with its parent's code, in code order: the import reads it back.
   */
  exportXls: defineRoute({
    method: 'GET',
    path: '/sys/category/exportXls',
    access: 'system:category:export',
    summary: '导出分类字典',
    operation: '导出分类字典',
    query: z.object({
      name: z.string().max(100).optional(),
      code: z.string().max(60).optional(),
      selections: z.string().max(20_000).optional(),
    }),
  }),
  importExcel: defineImportRoute({
    path: '/sys/category/importExcel',
    access: 'system:category:import',
    summary: '导入分类字典',
  }),
  childList: defineRoute({
    method: 'GET',
    path: '/sys/category/childList',
    access: 'system:category:list',
    summary: '分类字典子节点',
    query: z.object({ pid: z.string().min(1, 'pid 不能为空').max(64) }),
    response: z.array(sysCategorySchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/sys/category/add',
    access: 'system:category:add',
    summary: '添加分类',
    operation: '添加分类',
    body: categoryInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/category/edit',
    access: 'system:category:edit',
    summary: '编辑分类',
    operation: '编辑分类',
    body: categoryEditInput,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/sys/category/delete',
    access: 'system:category:delete',
    summary: '删除分类',
    operation: '删除分类',
    query: z.object({ id: z.string().min(1, 'id 不能为空').max(64) }),
  }),
  checkCode: defineRoute({
    method: 'GET',
    path: '/sys/category/checkCode',
    access: 'system:category:list',
    summary: '校验分类编码',
    query: z.object({ pid, code: categoryCode }),
  }),
  loadTreeRoot: defineRoute({
    method: 'GET',
    path: '/sys/category/loadTreeRoot',
    access: 'login',
    staffOnly: true,
    summary: '分类树根',
    query: z.object({ async: z.string().max(10).optional(), pcode: z.string().max(60).optional() }),
    response: z.array(treeSelectNodeSchema),
  }),
  loadTreeChildren: defineRoute({
    method: 'GET',
    path: '/sys/category/loadTreeChildren',
    access: 'login',
    staffOnly: true,
    summary: '分类树子节点',
    query: z.object({ pid: z.string().min(1, 'pid 不能为空').max(64) }),
    response: z.array(treeSelectNodeSchema),
  }),
  loadTreeData: defineRoute({
    method: 'GET',
    path: '/sys/category/loadTreeData',
    access: 'login',
    staffOnly: true,
    summary: '分类树（按父节点或父编码）',
    query: z.object({
      pid: z.string().max(64).optional(),
      pcode: z.string().max(60).optional(),
      condition: z.string().max(2000).optional(),
    }),
    response: z.array(treeSelectNodeSchema),
  }),
  loadOne: defineRoute({
    method: 'GET',
    path: '/sys/category/loadOne',
    access: 'login',
    staffOnly: true,
    summary: '按编码或 id 查询分类',
    query: z.object({
      field: z.enum(['code', 'id'], { message: '只能按编码或 id 查询' }),
      val: z.string().min(1).max(64),
    }),
    response: sysCategorySchema,
  }),
  loadDictItem: defineRoute({
    method: 'GET',
    path: '/sys/category/loadDictItem/',
    access: 'login',
    staffOnly: true,
    summary: '分类名称翻译',
    query: z.object({ ids: z.string().max(5000).default(''), delNotExist: z.string().max(10).optional() }),
    response: z.array(z.string()),
  }),
  loadAllData: defineRoute({
    method: 'GET',
    path: '/sys/category/loadAllData',
    access: 'login',
    staffOnly: true,
    summary: '分类下全部数据',
    query: z.object({ code: z.string().max(60).optional() }),
    response: z.array(dictItemSchema),
  }),
} as const;
