import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { defineExportRoute } from '../list/define-export-route.ts';
import { defineImportRoute } from '../list/define-import-route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';
import { dictItemSchema } from './session.contract.ts';

/** JeecgBoot's own wording for the dictionary routes. */
export const DICT_MESSAGES = {
  addOk: '保存成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  notFound: '未找到对应数据',
  itemValueTaken: '字典项值已存在',
  valueFree: '该值可用！',
  valueTaken: '该值不可用，系统中已存在！',
  valueEmpty: '数据为空,不作处理！',
  duplicateUnknown: '不支持校验该表或字段',
  ruleUnknown: '该编码不存在',
  treeBad: '树字典参数不正确！',
  restoreOk: '操作成功!',
} as const;

const text = (label: string, max: number) =>
  z.string().trim().min(1, `请输入${label}`).max(max, `${label}最多 ${max} 个字符`);
const optionalText = (label: string, max: number) =>
  z.string().max(max, `${label}最多 ${max} 个字符`).nullish();
const idQuery = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });
const idsQuery = z.object({ ids: z.string().min(1, 'ids 不能为空').max(20_000) });
const id = z.string().min(1, 'id 不能为空').max(64);

export const sysDictSchema = z.object({
  id: z.string(),
  dictName: z.string(),
  dictCode: z.string(),
  description: z.string().nullable(),
  type: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type SysDict = z.infer<typeof sysDictSchema>;

/** A plain dictionary code: what getDictItems takes, and what `_dictText` translates through. */
export const DICT_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

export const dictInput = z.object({
  dictName: text('字典名称', 100),
  dictCode: text('字典编码', 100).regex(
    DICT_CODE_PATTERN,
    '字典编码只能包含字母、数字和下划线，且以字母开头',
  ),
  description: optionalText('描述', 500),
  type: z.coerce.number().int().min(0).max(1).default(0),
});
export type DictInput = z.input<typeof dictInput>;
export const dictEditInput = dictInput.extend({ id });

export const sysDictItemSchema = z.object({
  id: z.string(),
  dictId: z.string(),
  itemText: z.string(),
  itemValue: z.string(),
  itemColor: z.string().nullable(),
  description: z.string().nullable(),
  sortOrder: z.number(),
  status: z.number(),
  createTime: z.string(),
});
export type SysDictItem = z.infer<typeof sysDictItemSchema>;

export const dictItemInput = z.object({
  dictId: id,
  itemText: text('名称', 100),
  itemValue: text('数据值', 100),
  itemColor: optionalText('颜色', 32),
  description: optionalText('描述', 500),
  sortOrder: z.coerce.number().int('排序值须为整数').min(0).max(1_000_000).default(1),
  status: z.coerce.number().int().min(0).max(1).default(1),
});
export type DictItemInput = z.input<typeof dictItemInput>;
export const dictItemEditInput = dictItemInput.extend({ id });

/** A node of `/sys/dict/loadTreeData` (JeecgBoot TreeSelectModel). */
export const treeSelectNodeSchema = z.object({
  key: z.string(),
  title: z.string(),
  value: z.string(),
  code: z.string(),
  isLeaf: z.boolean(),
  parentId: z.string(),
  children: z.null(),
});
export type TreeSelectNode = z.infer<typeof treeSelectNodeSchema>;

const dictCodeParams = z.object({ dictCode: z.string().min(1, '字典Code不能为空!').max(200) });
const shortText = z.string().max(200).optional();

/** `check` outcome of one rule of `/sys/checkRule/checkByCode`, JeecgBoot's shape. */
export const checkRuleFailureSchema = z.object({
  digits: z.string(),
  pattern: z.string(),
  message: z.string(),
  beginIndex: z.number().optional(),
  endIndex: z.number().optional(),
  checkValue: z.string(),
  passed: z.literal(false),
});

const dictList = defineListRoute({
  path: '/sys/dict/list',
  access: 'system:dict:list',
  summary: '数据字典分页列表',
  record: sysDictSchema,
  sort: ['createTime', 'dictCode', 'dictName'],
  filters: {
    dictName: filter.text(),
    dictCode: filter.text(),
  },
});

export const dictRoutes = {
  list: dictList,
  exportXls: defineExportRoute(dictList, {
    path: '/sys/dict/exportXls',
    access: 'system:dict:export',
    summary: '导出数据字典',
  }),
  importExcel: defineImportRoute({
    path: '/sys/dict/importExcel',
    access: 'system:dict:import',
    summary: '导入数据字典',
  }),
  add: defineRoute({
    method: 'POST',
    path: '/sys/dict/add',
    access: 'system:dict:add',
    summary: '添加字典',
    operation: '添加字典',
    body: dictInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/dict/edit',
    access: 'system:dict:edit',
    summary: '编辑字典',
    operation: '编辑字典',
    body: dictEditInput,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/sys/dict/delete',
    access: 'system:dict:delete',
    summary: '删除字典',
    operation: '删除字典',
    query: idQuery,
  }),
  deleteBatch: defineRoute({
    method: 'DELETE',
    path: '/sys/dict/deleteBatch',
    access: 'system:dict:delete',
    summary: '批量删除字典',
    operation: '删除字典',
    query: idsQuery,
  }),
  /** 回收站: the school's deleted dictionaries, newest deletion first (JeecgBoot answers a plain list). */
  recycleList: defineRoute({
    method: 'GET',
    path: '/sys/dict/deleteList',
    access: 'system:dict:delete',
    summary: '字典回收站',
    response: z.array(sysDictSchema),
  }),
  restore: defineRoute({
    method: 'PUT',
    path: '/sys/dict/back/:id',
    access: 'system:dict:delete',
    summary: '取回已删除的字典',
    operation: '取回字典',
    params: idQuery,
  }),
  deletePhysic: defineRoute({
    method: 'DELETE',
    path: '/sys/dict/deletePhysic/:id',
    access: 'system:dict:delete',
    summary: '彻底删除字典',
    operation: '彻底删除字典',
    params: idQuery,
  }),
  itemList: defineListRoute({
    path: '/sys/dictItem/list',
    access: 'system:dict:list',
    summary: '字典项分页列表',
    record: sysDictItemSchema,
    sort: ['sortOrder', 'createTime', 'itemValue'],
    filters: {
      dictId: filter.text(z.string().max(64).optional()),
      itemText: filter.text(),
      itemValue: filter.text(),
      status: filter.number(),
    },
    dicts: { status: 'dict_item_status' },
  }),
  itemAdd: defineRoute({
    method: 'POST',
    path: '/sys/dictItem/add',
    access: 'system:dict:add',
    summary: '添加字典项',
    operation: '添加字典项',
    body: dictItemInput,
  }),
  itemEdit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/dictItem/edit',
    access: 'system:dict:edit',
    summary: '编辑字典项',
    operation: '编辑字典项',
    body: dictItemEditInput,
  }),
  /** JeecgBoot's item form checks the value as it is typed (`id` = the item being edited). */
  itemCheck: defineRoute({
    method: 'GET',
    path: '/sys/dictItem/dictItemCheck',
    access: 'system:dict:list',
    summary: '字典项值重复校验',
    query: z.object({
      dictId: z.string().min(1, 'dictId 不能为空').max(64),
      itemValue: z.string().max(100).default(''),
      id: z.string().max(64).optional(),
    }),
  }),
  itemDelete: defineRoute({
    method: 'DELETE',
    path: '/sys/dictItem/delete',
    access: 'system:dict:delete',
    summary: '删除字典项',
    operation: '删除字典项',
    query: idQuery,
  }),
  loadDict: defineRoute({
    method: 'GET',
    path: '/sys/dict/loadDict/:dictCode',
    access: 'login',
    staffOnly: true,
    summary: '表字典搜索',
    params: dictCodeParams,
    query: z.object({
      keyword: shortText,
      pageNo: z.coerce.number().int().min(1).max(100_000).optional(),
      pageSize: z.coerce.number().int().min(1).max(1000).optional(),
    }),
    response: z.array(dictItemSchema),
  }),
  loadDictItem: defineRoute({
    method: 'GET',
    path: '/sys/dict/loadDictItem/:dictCode',
    access: 'login',
    staffOnly: true,
    summary: '字典值翻译',
    params: dictCodeParams,
    query: z.object({ key: z.string().max(5000).optional(), delNotExist: z.string().max(10).optional() }),
    response: z.array(z.string()),
  }),
  loadTreeData: defineRoute({
    method: 'GET',
    path: '/sys/dict/loadTreeData',
    access: 'login',
    staffOnly: true,
    summary: '树字典',
    query: z.object({
      pid: shortText,
      pidField: shortText,
      tableName: shortText,
      text: shortText,
      code: shortText,
      hasChildField: shortText,
      converIsLeafVal: shortText,
      condition: z.string().max(2000).optional(),
    }),
    response: z.array(treeSelectNodeSchema),
  }),
  duplicateCheck: defineRoute({
    method: 'GET',
    path: '/sys/duplicate/check',
    access: 'login',
    summary: '重复校验',
    query: z.object({
      tableName: z.string().max(200).default(''),
      fieldName: z.string().max(200).default(''),
      fieldVal: z.string().max(1000).optional(),
      dataId: z.string().max(64).optional(),
    }),
  }),
  checkRule: defineRoute({
    method: 'GET',
    path: '/sys/checkRule/checkByCode',
    access: 'login',
    summary: '编码校验规则',
    query: z.object({
      ruleCode: z.string().min(1, '请输入规则编码').max(100),
      value: z.string().max(1000).default(''),
    }),
  }),
} as const;
