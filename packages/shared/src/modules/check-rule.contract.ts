import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { defineExportRoute } from '../list/define-export-route.ts';
import { defineImportRoute } from '../list/define-import-route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

export const CHECK_RULE_MESSAGES = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  deleteBatchOk: '批量删除成功!',
  notFound: '未找到对应数据',
  badJson: '规则内容必须是 [{"digits":"*","pattern":"...","message":"..."}] 形式的数组',
  badPattern: '规则中的正则表达式无效',
  unsupportedPattern: '规则中的正则表达式使用了不支持的语法（如反向引用、环视），请改写后再保存',
  valueTooLong: (max: number) => `校验值过长：该规则最多校验 ${max} 个字符`,
} as const;

/** JeecgBoot keeps `rule_json` as text; the wire carries it as a JSON string. */
export const sysCheckRuleSchema = z.object({
  id: z.string(),
  ruleName: z.string(),
  ruleCode: z.string(),
  ruleJson: z.string(),
  ruleDescription: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type SysCheckRule = z.infer<typeof sysCheckRuleSchema>;

export const checkRuleItemSchema = z.object({
  digits: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^(\*|\d{1,4})$/, CHECK_RULE_MESSAGES.badJson)),
  pattern: z.string().min(1, CHECK_RULE_MESSAGES.badPattern).max(200, CHECK_RULE_MESSAGES.badPattern),
  message: z.string().max(200),
});
export type CheckRuleItem = z.output<typeof checkRuleItemSchema>;

const ruleJson = z
  .string()
  .max(10_000, CHECK_RULE_MESSAGES.badJson)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: CHECK_RULE_MESSAGES.badJson });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(checkRuleItemSchema, { error: CHECK_RULE_MESSAGES.badJson })
      .min(1, CHECK_RULE_MESSAGES.badJson)
      .max(20),
  );

export const checkRuleInput = z.object({
  ruleName: z.string().trim().min(1, '请输入规则名称').max(100, '规则名称最多 100 个字符'),
  ruleCode: z
    .string()
    .trim()
    .min(1, '请输入规则编码')
    .max(100, '规则编码最多 100 个字符')
    .regex(/^[A-Za-z0-9_-]+$/, '规则编码只能包含字母、数字、下划线和短横线'),
  ruleJson,
  ruleDescription: z.string().max(500).nullish(),
});
export type CheckRuleInput = z.input<typeof checkRuleInput>;
export const checkRuleEditInput = checkRuleInput.extend({ id: z.string().min(1, 'id 不能为空').max(64) });

const idQuery = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });

const checkRuleList = defineListRoute({
  path: '/sys/checkRule/list',
  access: 'system:checkRule:list',
  summary: '编码校验规则分页列表',
  record: sysCheckRuleSchema,
  sort: ['createTime', 'ruleName', 'ruleCode'],
  filters: { ruleName: filter.text(), ruleCode: filter.text() },
});

export const checkRuleRoutes = {
  list: checkRuleList,
  exportXls: defineExportRoute(checkRuleList, {
    path: '/sys/checkRule/exportXls',
    access: 'system:checkRule:export',
    summary: '导出编码校验规则',
  }),
  importExcel: defineImportRoute({
    path: '/sys/checkRule/importExcel',
    access: 'system:checkRule:import',
    summary: '导入编码校验规则',
  }),
  queryById: defineRoute({
    method: 'GET',
    path: '/sys/checkRule/queryById',
    access: 'system:checkRule:list',
    summary: '编码校验规则详情',
    query: idQuery,
    response: sysCheckRuleSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/sys/checkRule/add',
    access: 'system:checkRule:add',
    summary: '添加编码校验规则',
    operation: '添加编码校验规则',
    body: checkRuleInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/checkRule/edit',
    access: 'system:checkRule:edit',
    summary: '编辑编码校验规则',
    operation: '编辑编码校验规则',
    body: checkRuleEditInput,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/sys/checkRule/delete',
    access: 'system:checkRule:delete',
    summary: '删除编码校验规则',
    operation: '删除编码校验规则',
    query: idQuery,
  }),
  deleteBatch: defineRoute({
    method: 'DELETE',
    path: '/sys/checkRule/deleteBatch',
    access: 'system:checkRule:delete',
    summary: '批量删除编码校验规则',
    operation: '删除编码校验规则',
    query: z.object({ ids: z.string().min(1, 'ids 不能为空').max(20_000) }),
  }),
} as const;
