import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { quartzCronSchema } from '../cron/quartz-cron.ts';
import { defineExportRoute } from '../list/define-export-route.ts';
import { defineImportRoute } from '../list/define-import-route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

/** JeecgBoot's `quartz_status`: 0 正常 (scheduled), -1 停止 (paused). */
export const QUARTZ_STATUS = { '0': '正常', '-1': '停止' } as const;

/** JeecgBoot's own wording for the job routes. */
export const QUARTZ_MESSAGES = {
  addOk: '创建定时任务成功',
  editOk: '更新定时任务成功',
  deleteOk: '删除成功!',
  deleteBatchOk: '删除定时任务成功!',
  pauseOk: '停止定时任务成功',
  resumeOk: '启动定时任务成功',
  executeOk: '执行成功!',
  duplicate: '该定时任务类名已存在',
  unknownHandler: '任务类名不存在，请从已注册的任务中选择',
  executeFailed: '定时任务执行失败，请查看运行记录',
  notFound: '未找到对应数据',
} as const;

const status = z.union([z.literal(0), z.literal(-1)]);

export const quartzJobSchema = z.object({
  id: z.string(),
  jobClassName: z.string(),
  cronExpression: z.string(),
  parameter: z.string().nullable(),
  description: z.string().nullable(),
  status,
  createBy: z.string().nullable(),
  createTime: z.string(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type QuartzJob = z.infer<typeof quartzJobSchema>;

export const quartzJobInput = z.object({
  jobClassName: z.string().trim().min(1, '请输入任务类名').max(200, '任务类名最多 200 个字符'),
  cronExpression: quartzCronSchema,
  parameter: z.string().max(2000, '参数最多 2000 个字符').nullish(),
  description: z.string().max(500, '描述最多 500 个字符').nullish(),
  // JeecgBoot's console sends the status as a number or a string.
  status: z.coerce.number().pipe(status).default(-1),
});
export type QuartzJobInput = z.input<typeof quartzJobInput>;

export const quartzJobEditInput = quartzJobInput.extend({ id: z.string().min(1, 'id 不能为空').max(64) });

/** One handler the server can run, for the console's job-class picker. */
export const quartzHandlerSchema = z.object({
  jobClassName: z.string(),
  name: z.string(),
  /** What `parameter` means for this handler (empty when it takes none). */
  parameterHint: z.string(),
});
export type QuartzHandler = z.infer<typeof quartzHandlerSchema>;

const idQuery = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });
const idsQuery = z.object({ ids: z.string().min(1, 'ids 不能为空').max(20_000) });

const quartzList = defineListRoute({
  path: '/sys/quartzJob/list',
  access: 'system:quartzJob:list',
  summary: '定时任务分页列表',
  record: quartzJobSchema,
  sort: ['createTime', 'jobClassName', 'status'],
  filters: {
    jobClassName: filter.text(z.string().max(200).optional()),
    status: filter.number(),
  },
  dicts: { status: 'quartz_status' },
});

export const quartzRoutes = {
  list: quartzList,
  exportXls: defineExportRoute(quartzList, {
    path: '/sys/quartzJob/exportXls',
    access: 'system:quartzJob:export',
    summary: '导出定时任务',
  }),
  importExcel: defineImportRoute({
    path: '/sys/quartzJob/importExcel',
    access: 'system:quartzJob:import',
    summary: '导入定时任务',
  }),
  queryById: defineRoute({
    method: 'GET',
    path: '/sys/quartzJob/queryById',
    access: 'system:quartzJob:list',
    summary: '定时任务详情',
    query: idQuery,
    response: quartzJobSchema,
  }),
  handlers: defineRoute({
    method: 'GET',
    path: '/sys/quartzJob/handlers',
    access: 'system:quartzJob:list',
    summary: '可用的定时任务',
    response: z.array(quartzHandlerSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/sys/quartzJob/add',
    access: 'system:quartzJob:add',
    summary: '添加定时任务',
    operation: '添加定时任务',
    body: quartzJobInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/quartzJob/edit',
    access: 'system:quartzJob:edit',
    summary: '编辑定时任务',
    operation: '编辑定时任务',
    body: quartzJobEditInput,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/sys/quartzJob/delete',
    access: 'system:quartzJob:delete',
    summary: '删除定时任务',
    operation: '删除定时任务',
    query: idQuery,
  }),
  deleteBatch: defineRoute({
    method: 'DELETE',
    path: '/sys/quartzJob/deleteBatch',
    access: 'system:quartzJob:delete',
    summary: '批量删除定时任务',
    operation: '删除定时任务',
    query: idsQuery,
  }),
  pause: defineRoute({
    method: 'GET',
    path: '/sys/quartzJob/pause',
    access: 'system:quartzJob:run',
    summary: '停止定时任务',
    operation: '停止定时任务',
    query: idQuery,
  }),
  resume: defineRoute({
    method: 'GET',
    path: '/sys/quartzJob/resume',
    access: 'system:quartzJob:run',
    summary: '启动定时任务',
    operation: '启动定时任务',
    query: idQuery,
  }),
  execute: defineRoute({
    method: 'GET',
    path: '/sys/quartzJob/execute',
    access: 'system:quartzJob:run',
    summary: '立即执行定时任务',
    operation: '立即执行定时任务',
    query: idQuery,
  }),
} as const;
