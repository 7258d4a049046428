import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, belongsTo, createdAt, ownId, status, tenantId, tenantKey } from '../columns.ts';

// Scales as each school configures them, custom scales, their versions and 测评套餐.

/** Per-tenant state of one scale (built-in or custom); no row means enabled, current version, no norm. */
export const evalScaleSetting = pgTable(
  'eval_scale_setting',
  {
    id: ownId(),
    tenantId: tenantId(),
    scaleCode: text('scale_code').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    pinnedVersion: text('pinned_version'),
    normSet: text('norm_set'),
    ...audit(),
  },
  (t) => [tenantKey(t), uniqueIndex('uq_eval_scale_setting').on(t.tenantId, t.scaleCode)],
);

/** A centre's own scale (defineCustomScale JSON); `definition` is the latest saved version. */
export const evalCustomScale = pgTable(
  'eval_custom_scale',
  {
    id: ownId(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    definition: jsonb('definition').notNull(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_eval_custom_scale_code').on(t.tenantId, t.code),
    index('idx_eval_custom_scale_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

/**
 * Tenant-owned scale versions: an imported item bank (wording over a built-in version, source
 * 'import') or one version of a custom scale (source 'custom'). Rows are never rewritten, so results
 * can always name the version they were scored with.
 */
export const evalScaleVersion = pgTable(
  'eval_scale_version',
  {
    id: ownId(),
    tenantId: tenantId(),
    scaleCode: text('scale_code').notNull(),
    version: text('version').notNull(),
    baseVersion: text('base_version'),
    source: text('source').notNull(),
    note: text('note'),
    definition: jsonb('definition').notNull(),
    createBy: text('create_by'),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_eval_scale_version').on(t.tenantId, t.scaleCode, t.version),
    index('idx_eval_scale_version_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

/** 测评套餐: an ordered set of scales with consent text. */
export const evalPackage = pgTable(
  'eval_package',
  {
    id: ownId(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    consentText: text('consent_text').notNull().default(''),
    status: status(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_eval_package_name').on(t.tenantId, t.name),
    index('idx_eval_package_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

export const evalPackageItem = pgTable(
  'eval_package_item',
  {
    id: ownId(),
    tenantId: tenantId(),
    packageId: text('package_id').notNull(),
    scaleCode: text('scale_code').notNull(),
    alias: text('alias').notNull().default(''),
    sortNo: integer('sort_no').notNull(),
    studentCanViewReport: boolean('student_can_view_report').notNull().default(false),
  },
  (t) => [
    tenantKey(t),
    index('idx_eval_package_item_package').on(t.tenantId, t.packageId, t.sortNo),
    belongsTo(t, t.packageId, evalPackage).onDelete('cascade'),
    index('idx_eval_package_item_scale').on(t.tenantId, t.scaleCode),
  ],
);
