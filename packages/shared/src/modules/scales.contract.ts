import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

/** Texts of the scale library and package screens; server replies and console prompts share them. */
/** Custom scales one school may keep: each is capped in size, and this caps how many. */
export const MAX_CUSTOM_SCALES = 30;

export const ScaleMsg = {
  notFound: '未找到对应数据',
  builtInNoDelete: '内置量表不能删除',
  builtInNoEdit: '内置量表不能编辑，如需更换题目文字请导入题库',
  codeTaken: '量表编码已存在',
  tooManyCustom: `每个学校最多 ${MAX_CUSTOM_SCALES} 个自定义量表，请先删除不再使用的量表`,
  versionTaken: '该版本号已存在且定义不同，修改题目或计分规则请填写新的版本号',
  unknownVersion: '该量表没有这个版本',
  unknownNorm: '该版本没有这个常模',
  importFailed: '题库校验未通过，未导入任何数据',
  enabledOk: '启用成功!',
  disabledOk: '停用成功!',
  settingsOk: '设置成功!',
  versionEnabledOk: '已启用该版本，新的测评将使用此版本',
  versionUnusable: '该版本已不适用于量表的当前定义，不能启用',
  packageNameTaken: '套餐名称已存在',
  packageScaleDuplicate: '同一量表不能重复加入套餐',
  selectOne: '请选择一条记录！',
  confirmDeleteTitle: '确认删除',
  confirmDeleteContent: '是否删除选中数据?',
} as const;

/** Reply of an accepted item-bank import: the bank is a new version, not yet the one in use. */
export function importedMessage(count: number, version: string): string {
  return `导入成功！共 ${count} 题，已保存为新版本 ${version}（未启用），请在量表详情的“版本”页确认启用`;
}

export const scaleSourceSchema = z.enum(['builtin', 'custom']);
export const versionSourceSchema = z.enum(['builtin', 'import', 'custom']);

export const scaleRecordSchema = z.object({
  /** The scale code: built-in and custom codes share one namespace per tenant. */
  id: z.string(),
  code: z.string(),
  name: z.string(),
  source: scaleSourceSchema,
  itemCount: z.number(),
  dimensionCount: z.number(),
  /** 临床量表: only clinical scales' results open warnings (custom scales carry the mark). */
  clinical: z.boolean(),
  /** The version the tenant scores with (pinned, else the scale's current one). */
  currentVersion: z.string(),
  enabled: z.boolean(),
  createTime: z.string().nullable(),
});
export type ScaleRecord = z.infer<typeof scaleRecordSchema>;

const scalarSetting = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** A scoring setting: a scalar, or a list such as the Zung band cuts `[50, 60, 70]`. */
const scoringSetting = z.union([scalarSetting, z.array(scalarSetting)]);
const ruleOutcomeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal('invalid')]);

export const scaleItemSchema = z.object({
  number: z.number(),
  text: z.string(),
  inTotal: z.boolean(),
  optional: z.boolean(),
  options: z.array(z.object({ label: z.string(), score: z.number() })),
});
export type ScaleItem = z.infer<typeof scaleItemSchema>;

export const scaleVersionSchema = z.object({
  version: z.string(),
  source: versionSourceSchema,
  /** Import versions: the built-in version whose keys and rules they reuse. */
  baseVersion: z.string().nullable(),
  note: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  current: z.boolean(),
});
export type ScaleVersionInfo = z.infer<typeof scaleVersionSchema>;

export const scaleDetailSchema = scaleRecordSchema.extend({
  settings: z.object({ pinnedVersion: z.string().nullable(), normSet: z.string().nullable() }),
  /** Resolved scoring settings of the current version (thresholds, operators, rounding). */
  scoringSettings: z.record(z.string(), scoringSetting),
  hasTotal: z.boolean(),
  positiveMinScore: z.number().nullable(),
  standard: z.string().nullable(),
  items: z.array(scaleItemSchema),
  dimensions: z.array(
    z.object({
      name: z.string(),
      items: z.array(z.number()),
      bands: z.array(z.object({ min: z.number(), label: z.string() })),
    }),
  ),
  bands: z.array(z.object({ label: z.string(), condition: z.string() })),
  defaultBand: z.string().nullable(),
  alertItems: z.array(z.object({ item: z.number(), condition: z.string() })),
  rules: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      outcome: ruleOutcomeSchema,
      basis: z.enum(['item', 'score', 'validity']),
      condition: z.string(),
    }),
  ),
  norms: z.array(z.object({ id: z.string(), name: z.string() })),
  versions: z.array(scaleVersionSchema),
  /** Names of the tenant's 测评套餐 that use this scale: the console names them before a version is enabled. */
  packages: z.array(z.string()),
  /** The stored definition of a custom scale (what the edit form starts from); null for built-ins. */
  definition: z.unknown().nullable(),
});
export type ScaleDetail = z.infer<typeof scaleDetailSchema>;

const idQuery = z.object({ id: z.string('请选择一条记录！').trim().min(1, '请选择一条记录！').max(64) });

/**
 * Top-level checks of a custom scale definition with Chinese messages; the scale engine validates the
 * rest (dimensions, rules, bands) and reports every problem at once.
 */
export const customScaleBody = z.looseObject({
  code: z
    .string('请输入量表编码')
    .regex(/^[A-Z][A-Z0-9_]{1,31}$/, '量表编码须为大写字母开头的 2–32 位大写字母、数字或下划线'),
  name: z.string('请输入量表名称').trim().min(1, '请输入量表名称').max(100, '量表名称最长100个字符'),
  version: z.string().trim().min(1, '请输入版本号').max(32, '版本号最长32个字符').optional(),
  options: z.array(z.unknown(), '请设置选项').min(2, '至少需要两个选项'),
  items: z.array(z.unknown(), '请设置题目').min(1, '至少需要一题').max(500, '题目不能超过500题'),
});

export const scaleEnableBody = z.object({
  id: z.string('请选择一条记录！').trim().min(1, '请选择一条记录！'),
  enabled: z.boolean('请选择启用或停用'),
});

export const scaleSettingsBody = z.object({
  id: z.string('请选择一条记录！').trim().min(1, '请选择一条记录！'),
  pinnedVersion: z.string().trim().max(64).nullable(),
  normSet: z.string().trim().max(64).nullable(),
});

export const scaleVersionEnableBody = z.object({
  id: z.string('请选择一条记录！').trim().min(1, '请选择一条记录！').max(64),
  version: z.string('请选择版本').trim().min(1, '请选择版本').max(64),
});

export const scaleVersionEnabledSchema = z.object({
  version: z.string(),
  /** The 测评套餐 that will use the enabled version for new assessments. */
  packages: z.array(z.string()),
});

export const itemBankRowErrorSchema = z.object({
  row: z.number().nullable(),
  field: z.string(),
  message: z.string(),
});
export type ItemBankRowError = z.infer<typeof itemBankRowErrorSchema>;

/**
 * Either the item-bank JSON format (`scale`, `version`, `source`, `items`) or spreadsheet rows
 * (`scale`, `version`, `source`, `rows` with the header 题号 | 题目 | 选项1 …) pasted from Excel.
 */
export const importItemsBody = z.looseObject({
  rows: z.array(z.array(z.coerce.string()).max(30)).max(1000, '题库不能超过1000行').optional(),
});

/** `success:false` carries the same shape with every row error and `imported: 0`. */
export const importItemsResultSchema = z.object({
  version: z.string().nullable(),
  imported: z.number(),
  errors: z.array(itemBankRowErrorSchema),
});
export type ImportItemsResult = z.infer<typeof importItemsResultSchema>;

/** Upload size limit of the item-bank file import; the server's multipart limit uses the same number. */
export const ITEM_BANK_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Extensions the file import takes; `.xls` is accepted by the picker only to explain the conversion. */
export const ITEM_BANK_FILE_ACCEPT = '.xls,.xlsx,.json';

/** One uploaded file as the server's multipart parser hands it to a route. */
export const uploadedFileSchema = z.object(
  {
    filename: z.string().max(255, '文件名过长'),
    mimetype: z.string().max(255),
    data: z.custom<Uint8Array>((v) => v instanceof Uint8Array, '请选择要上传的文件'),
  },
  '请选择要上传的文件',
);
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

const scaleTargetFields = {
  scaleCode: z.string().trim().max(64, '量表编码最长64个字符').optional(),
  version: z.string().trim().max(32, '版本号最长32个字符').optional(),
};

/** `scaleCode` / `version` may come as multipart fields or in the query string. */
export const importItemsFileQuery = z.object(scaleTargetFields);
export const importItemsFileBody = z.object({ ...scaleTargetFields, file: uploadedFileSchema });

export const itemBankTemplateQuery = z.object({
  scaleCode: z.string('请选择量表').trim().min(1, '请选择量表').max(64),
});

export const previewScoreBody = z.object({
  id: z.string('请选择量表').trim().min(1, '请选择量表'),
  answers: z.array(z.number(), '请作答').min(1, '请作答').max(1000),
  durationSeconds: z.number().min(0).max(86_400).optional(),
});

export const scorePreviewSchema = z.object({
  scale: z.string(),
  version: z.string(),
  valid: z.boolean(),
  total: z.number().nullable(),
  mean: z.number().nullable(),
  standard: z.number().nullable(),
  positiveCount: z.number().nullable(),
  positiveMean: z.number().nullable(),
  factors: z.array(
    z.object({ name: z.string(), raw: z.number(), mean: z.number(), band: z.string().nullable() }),
  ),
  band: z.string().nullable(),
  level: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  alerts: z.array(z.number()),
  type: z.string().nullable(),
  code: z.string().nullable(),
  rules: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      outcome: ruleOutcomeSchema,
      suppressed: z.boolean(),
    }),
  ),
  norm: z
    .object({
      set: z.string(),
      name: z.string(),
      scores: z.array(z.object({ key: z.string(), value: z.number(), z: z.number(), t: z.number() })),
    })
    .nullable(),
});
export type ScorePreview = z.infer<typeof scorePreviewSchema>;

export const scaleRoutes = {
  /** The library is small and merged in memory (built-ins + the tenant's own scales). */
  list: defineListRoute({
    path: '/saas/devEvalTableinfo/list',
    access: 'scale:library:list',
    summary: '量表库分页列表（内置量表 + 本租户自定义量表）',
    record: scaleRecordSchema,
    sort: ['code', 'name', 'itemCount', 'dimensionCount'],
    filters: {
      /** JeecgBoot text rules: `*v*` contains, `v*` prefix, `*v` suffix, otherwise exact. */
      name: filter.text(z.string().max(100).optional()),
      code: filter.text(z.string().max(100).optional()),
      enabled: filter.custom(z.enum(['0', '1', '']).optional()),
      source: filter.text(z.enum(['builtin', 'custom', '']).optional()),
    },
  }),
  queryById: defineRoute({
    method: 'GET',
    path: '/saas/devEvalTableinfo/queryById',
    access: 'scale:library:list',
    summary: '量表详情：题目、维度、计分与预警规则、版本',
    query: idQuery,
    response: scaleDetailSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/saas/devEvalTableinfo/add',
    access: 'scale:library:add',
    summary: '新增自定义量表',
    operation: '新增自定义量表',
    body: customScaleBody,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/saas/devEvalTableinfo/edit',
    access: 'scale:library:edit',
    summary: '编辑自定义量表（新版本号生成新版本）',
    operation: '编辑自定义量表',
    body: customScaleBody.extend({ id: z.string('请选择一条记录！').trim().min(1, '请选择一条记录！') }),
  }),
  enable: defineRoute({
    method: ['PUT', 'POST'],
    path: '/saas/devEvalTableinfo/enable',
    access: 'scale:library:enable',
    summary: '启用/停用量表',
    operation: '启用或停用量表',
    body: scaleEnableBody,
  }),
  settings: defineRoute({
    method: ['PUT', 'POST'],
    path: '/saas/devEvalTableinfo/settings',
    access: 'scale:library:edit',
    summary: '设置本租户使用的版本与常模',
    operation: '设置量表使用的版本与常模',
    body: scaleSettingsBody,
  }),
  enableVersion: defineRoute({
    method: ['PUT', 'POST'],
    path: '/saas/devEvalTableinfo/enableVersion',
    access: 'scale:library:edit',
    summary: '启用量表的一个版本（导入的题库保存为未启用的新版本，启用后新的测评才使用它）',
    operation: '启用量表版本',
    body: scaleVersionEnableBody,
    response: scaleVersionEnabledSchema,
  }),
  importItems: defineRoute({
    method: 'POST',
    path: '/saas/devEvalTableinfo/importItems',
    access: 'scale:library:importItems',
    summary: '导入题库（全部通过才导入）',
    operation: '导入量表题库',
    body: importItemsBody,
    response: importItemsResultSchema,
  }),
  importItemsFile: defineRoute({
    method: 'POST',
    path: '/saas/devEvalTableinfo/importItemsFile',
    access: 'scale:library:importItems',
    summary: '上传题库文件导入（.xlsx 或 .json，全部通过才导入）',
    operation: '上传文件导入量表题库',
    query: importItemsFileQuery,
    body: importItemsFileBody,
    response: importItemsResultSchema,
  }),
  itemBankTemplate: defineRoute({
    method: 'GET',
    path: '/saas/devEvalTableinfo/itemBankTemplate',
    access: 'scale:library:importItems',
    summary: '下载题库模板（.xlsx，内容为该量表当前使用的题目文字）',
    query: itemBankTemplateQuery,
  }),
  previewScore: defineRoute({
    method: 'POST',
    path: '/saas/devEvalTableinfo/previewScore',
    access: 'scale:library:list',
    summary: '预览计分（不保存）',
    operation: false,
    body: previewScoreBody,
    response: scorePreviewSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/saas/devEvalTableinfo/delete',
    access: 'scale:library:delete',
    summary: '删除自定义量表（未被套餐使用时）',
    operation: '删除自定义量表',
    query: idQuery,
  }),
} as const;

export const packageStatusSchema = z.enum(['1', '0']);

export const packageItemInput = z.object({
  scaleCode: z.string('请选择量表').trim().min(1, '请选择量表').max(64),
  alias: z.string().trim().max(50, '量表别名最长50个字符').default(''),
  /** A student sees their own report of this scale unless the centre turns it off. */
  studentCanViewReport: z.boolean().default(true),
});

export const packageInput = z.object({
  name: z.string('请输入套餐名称').trim().min(1, '请输入套餐名称').max(100, '套餐名称最长100个字符'),
  description: z.string().trim().max(500, '套餐说明最长500个字符').default(''),
  consentText: z.string().max(20_000, '知情同意书最长20000个字符').default(''),
  status: packageStatusSchema.default('1'),
  /** In answer-sheet order; sort numbers are renumbered from 1 on save. */
  items: z
    .array(packageItemInput, '请至少选择一个量表')
    .min(1, '请至少选择一个量表')
    .max(50, '一个套餐最多50个量表'),
});
export type PackageInput = z.input<typeof packageInput>;

export const packageItemSchema = z.object({
  id: z.string(),
  scaleCode: z.string(),
  scaleName: z.string(),
  alias: z.string(),
  sortNo: z.number(),
  studentCanViewReport: z.boolean(),
  /** false when the scale was stopped (or removed) after the package was saved. */
  scaleEnabled: z.boolean(),
});

export const packageRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  consentText: z.string(),
  status: packageStatusSchema,
  items: z.array(packageItemSchema),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type PackageRecord = z.infer<typeof packageRecordSchema>;

export const packageScaleOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  itemCount: z.number(),
});
export type PackageScaleOption = z.infer<typeof packageScaleOptionSchema>;

export const packageRoutes = {
  list: defineListRoute({
    path: '/saas/devEvalPackageinfo/list',
    access: 'scale:package:list',
    summary: '测评套餐分页列表',
    record: packageRecordSchema,
    sort: ['createTime', 'name', 'status'],
    filters: {
      name: filter.text(z.string().max(100).optional()),
      status: filter.number(z.string().max(8).optional()),
    },
  }),
  queryById: defineRoute({
    method: 'GET',
    path: '/saas/devEvalPackageinfo/queryById',
    access: 'scale:package:list',
    summary: '测评套餐详情',
    query: idQuery,
    response: packageRecordSchema,
  }),
  scaleOptions: defineRoute({
    method: 'GET',
    path: '/saas/devEvalPackageinfo/scaleOptions',
    access: 'scale:package:list',
    summary: '可加入套餐的量表（已启用）',
    response: z.array(packageScaleOptionSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/saas/devEvalPackageinfo/add',
    access: 'scale:package:add',
    summary: '新增测评套餐',
    operation: '新增测评套餐',
    body: packageInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/saas/devEvalPackageinfo/edit',
    access: 'scale:package:edit',
    summary: '编辑测评套餐',
    operation: '编辑测评套餐',
    body: packageInput.extend({ id: z.string('请选择一条记录！').trim().min(1, '请选择一条记录！') }),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/saas/devEvalPackageinfo/delete',
    access: 'scale:package:delete',
    summary: '删除测评套餐',
    operation: '删除测评套餐',
    query: idQuery,
  }),
  deleteBatch: defineRoute({
    method: 'DELETE',
    path: '/saas/devEvalPackageinfo/deleteBatch',
    access: 'scale:package:delete',
    summary: '批量删除测评套餐（ids=a,b, 末尾逗号可有可无）',
    operation: '删除测评套餐',
    query: z.object({
      ids: z
        .string('请选择一条记录！')
        .max(20_000)
        .refine((v) => v.split(',').some((s) => s.trim() !== ''), '请选择一条记录！'),
    }),
  }),
} as const;
