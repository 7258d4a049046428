import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { defineExportRoute } from '../list/define-export-route.ts';
import { defineImportRoute } from '../list/define-import-route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

export const POSITION_MESSAGES = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  deleteBatchOk: '批量删除成功!',
  notFound: '未找到对应数据',
} as const;

export const sysPositionSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  postRank: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type SysPosition = z.infer<typeof sysPositionSchema>;

export const positionInput = z.object({
  code: z
    .string()
    .trim()
    .min(1, '请输入职务编码')
    .max(64, '职务编码最多 64 个字符')
    .regex(/^[A-Za-z0-9_-]+$/, '职务编码只能包含字母、数字、下划线和短横线'),
  name: z.string().trim().min(1, '请输入职务名称').max(100, '职务名称最多 100 个字符'),
  postRank: z.string().max(20).nullish(),
});
export type PositionInput = z.input<typeof positionInput>;
export const positionEditInput = positionInput.extend({ id: z.string().min(1, 'id 不能为空').max(64) });

const positionList = defineListRoute({
  path: '/sys/position/list',
  access: 'system:position:list',
  summary: '职务分页列表',
  record: sysPositionSchema,
  sort: ['createTime', 'code', 'name', 'postRank'],
  filters: { name: filter.text(), code: filter.text(), postRank: filter.text() },
  dicts: { postRank: 'position_rank' },
});

export const positionRoutes = {
  list: positionList,
  exportXls: defineExportRoute(positionList, {
    path: '/sys/position/exportXls',
    access: 'system:position:export',
    summary: '导出职务',
  }),
  importExcel: defineImportRoute({
    path: '/sys/position/importExcel',
    access: 'system:position:import',
    summary: '导入职务',
  }),
  add: defineRoute({
    method: 'POST',
    path: '/sys/position/add',
    access: 'system:position:add',
    summary: '添加职务',
    operation: '添加职务',
    body: positionInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/position/edit',
    access: 'system:position:edit',
    summary: '编辑职务',
    operation: '编辑职务',
    body: positionEditInput,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/sys/position/delete',
    access: 'system:position:delete',
    summary: '删除职务',
    operation: '删除职务',
    query: z.object({ id: z.string().min(1, 'id 不能为空').max(64) }),
  }),
  deleteBatch: defineRoute({
    method: 'DELETE',
    path: '/sys/position/deleteBatch',
    access: 'system:position:delete',
    summary: '批量删除职务',
    operation: '删除职务',
    query: z.object({ ids: z.string().min(1, 'ids 不能为空').max(20_000) }),
  }),
  queryByCode: defineRoute({
    method: 'GET',
    path: '/sys/position/queryByCode',
    access: 'system:position:list',
    summary: '按编码查询职务',
    query: z.object({ code: z.string().min(1, '请输入职务编码').max(64) }),
    response: sysPositionSchema,
  }),
} as const;
