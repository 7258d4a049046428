import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { audit, belongsTo, createdAt, delFlag, id, ownId, status, tenantId, tenantKey } from './columns.ts';

export const sysTenant = pgTable('sys_tenant', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  beginDate: timestamp('begin_date', { withTimezone: true }),
  endDate: timestamp('end_date', { withTimezone: true }),
  status: status(),
  houseNumber: text('house_number'),
  delFlag: delFlag(),
  ...audit(),
});

export const sysUser = pgTable(
  'sys_user',
  {
    id: id(),
    // The tenant that owns the account (0: a platform account). Usernames are unique per tenant, so
    // two schools may both have student 2024001 and neither learns that the other has it.
    tenantId: integer('tenant_id').notNull().default(0),
    username: text('username').notNull(),
    realname: text('realname').notNull().default(''),
    password: text('password').notNull(),
    avatar: text('avatar'),
    birthday: text('birthday'),
    sex: integer('sex'),
    email: text('email'),
    phone: text('phone'),
    orgCode: text('org_code'),
    status: status(),
    delFlag: delFlag(),
    workNo: text('work_no'),
    post: text('post'),
    telephone: text('telephone'),
    userIdentity: integer('user_identity'),
    departIds: text('depart_ids'),
    loginTenantId: integer('login_tenant_id').notNull().default(0),
    homePath: text('home_path'),
    lastPwdUpdateTime: timestamp('last_pwd_update_time', { withTimezone: true }),
    /** 1: issued with an initial password (student accounts); the console demands a change first. */
    pwdChangeRequired: integer('pwd_change_required').notNull().default(0),
    ...audit(),
  },
  (t) => [
    uniqueIndex('uq_sys_user_username').on(t.tenantId, t.username),
    index('idx_sys_user_login').on(t.username),
    index('idx_sys_user_phone').on(t.phone),
  ],
);

export const sysUserTenant = pgTable(
  'sys_user_tenant',
  {
    id: ownId(),
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    status: status(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_user_tenant').on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId], foreignColumns: [sysTenant.id] }).onDelete('restrict'),
    foreignKey({ columns: [t.userId], foreignColumns: [sysUser.id] }).onDelete('cascade'),
    index('idx_sys_user_tenant_user').on(t.userId),
  ],
);

export const sysRole = pgTable(
  'sys_role',
  {
    id: ownId(),
    tenantId: tenantId(),
    roleName: text('role_name').notNull(),
    roleCode: text('role_code').notNull(),
    description: text('description'),
    // Which records the role reaches (shared DATA_SCOPES): all, own department and below, own
    // department, own records, or the counsellor's caseload. A user's widest role wins.
    dataScope: text('data_scope').notNull().default('all'),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_role_code').on(t.tenantId, t.roleCode),
    index('idx_sys_role_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    id: ownId(),
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    roleId: text('role_id').notNull(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_user_role').on(t.tenantId, t.userId, t.roleId),
    belongsTo(t, t.roleId, sysRole).onDelete('cascade'),
    foreignKey({ columns: [t.userId], foreignColumns: [sysUser.id] }).onDelete('cascade'),
    index('idx_sys_user_role_role').on(t.tenantId, t.roleId),
  ],
);

export const sysPermission = pgTable(
  'sys_permission',
  {
    id: id(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    url: text('url'),
    component: text('component'),
    componentName: text('component_name'),
    redirect: text('redirect'),
    menuType: integer('menu_type').notNull(),
    perms: text('perms'),
    permsType: text('perms_type').notNull().default('1'),
    sortNo: doublePrecision('sort_no').notNull().default(0),
    alwaysShow: boolean('always_show').notNull().default(false),
    icon: text('icon'),
    isRoute: boolean('is_route').notNull().default(true),
    isLeaf: boolean('is_leaf').notNull().default(true),
    keepAlive: boolean('keep_alive').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    hideTab: boolean('hide_tab').notNull().default(false),
    internalOrExternal: boolean('internal_or_external').notNull().default(false),
    description: text('description'),
    status: status(),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [
    index('idx_sys_permission_parent').on(t.parentId, t.sortNo),
    uniqueIndex('uq_sys_permission_perms').on(t.perms).where(sql`${t.perms} is not null`),
  ],
);

export const sysRolePermission = pgTable(
  'sys_role_permission',
  {
    id: ownId(),
    tenantId: tenantId(),
    roleId: text('role_id').notNull(),
    permissionId: text('permission_id').notNull(),
    dataRuleIds: text('data_rule_ids'),
    operateDate: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_role_permission').on(t.tenantId, t.roleId, t.permissionId),
    belongsTo(t, t.roleId, sysRole).onDelete('cascade'),
    foreignKey({ columns: [t.permissionId], foreignColumns: [sysPermission.id] }).onDelete('cascade'),
  ],
);

/**
 * JeecgBoot 数据权限规则: a condition on one field of a page's records (`rule_column` names a field
 * the resource's policy whitelists; never SQL). Roles pick rules per page in
 * `sys_role_permission.data_rule_ids`. Tenant-owned, so one school's rules never reach another.
 */
export const sysPermissionDataRule = pgTable(
  'sys_permission_data_rule',
  {
    id: ownId(),
    tenantId: tenantId(),
    permissionId: text('permission_id').notNull(),
    ruleName: text('rule_name').notNull(),
    ruleColumn: text('rule_column').notNull(),
    ruleConditions: text('rule_conditions').notNull(),
    ruleValue: text('rule_value').notNull(),
    status: status(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    index('idx_sys_permission_data_rule_perm').on(t.tenantId, t.permissionId),
    foreignKey({ columns: [t.permissionId], foreignColumns: [sysPermission.id] }).onDelete('cascade'),
  ],
);

export const sysDepart = pgTable(
  'sys_depart',
  {
    id: ownId(),
    tenantId: tenantId(),
    parentId: text('parent_id'),
    departName: text('depart_name').notNull(),
    departNameEn: text('depart_name_en'),
    departNameAbbr: text('depart_name_abbr'),
    departOrder: integer('depart_order').notNull().default(0),
    description: text('description'),
    orgCategory: text('org_category').notNull().default('2'),
    orgType: text('org_type').notNull().default('1'),
    orgCode: text('org_code').notNull(),
    mobile: text('mobile'),
    fax: text('fax'),
    address: text('address'),
    memo: text('memo'),
    status: status(),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_depart_org_code').on(t.tenantId, t.orgCode),
    index('idx_sys_depart_parent').on(t.tenantId, t.parentId, t.departOrder),
    index('idx_sys_depart_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

export const sysUserDepart = pgTable(
  'sys_user_depart',
  {
    id: ownId(),
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    depId: text('dep_id').notNull(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_user_depart').on(t.tenantId, t.userId, t.depId),
    belongsTo(t, t.depId, sysDepart).onDelete('cascade'),
    foreignKey({ columns: [t.userId], foreignColumns: [sysUser.id] }).onDelete('cascade'),
    index('idx_sys_user_depart_dep').on(t.tenantId, t.depId),
  ],
);

export const sysDepartRole = pgTable(
  'sys_depart_role',
  {
    id: ownId(),
    tenantId: tenantId(),
    departId: text('depart_id').notNull(),
    roleName: text('role_name').notNull(),
    roleCode: text('role_code').notNull(),
    description: text('description'),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_depart_role_code').on(t.tenantId, t.departId, t.roleCode),
    belongsTo(t, t.departId, sysDepart).onDelete('cascade'),
    index('idx_sys_depart_role_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

export const sysDepartRoleUser = pgTable(
  'sys_depart_role_user',
  {
    id: ownId(),
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    droleId: text('drole_id').notNull(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_depart_role_user').on(t.tenantId, t.userId, t.droleId),
    belongsTo(t, t.droleId, sysDepartRole).onDelete('cascade'),
    foreignKey({ columns: [t.userId], foreignColumns: [sysUser.id] }).onDelete('cascade'),
  ],
);

export const sysDepartRolePermission = pgTable(
  'sys_depart_role_permission',
  {
    id: ownId(),
    tenantId: tenantId(),
    departId: text('depart_id').notNull(),
    roleId: text('role_id').notNull(),
    permissionId: text('permission_id').notNull(),
    dataRuleIds: text('data_rule_ids'),
    operateDate: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_depart_role_permission').on(t.tenantId, t.roleId, t.permissionId),
    belongsTo(t, t.roleId, sysDepartRole).onDelete('cascade'),
    foreignKey({ columns: [t.permissionId], foreignColumns: [sysPermission.id] }).onDelete('cascade'),
  ],
);

export const sysDict = pgTable(
  'sys_dict',
  {
    id: ownId(),
    tenantId: tenantId(),
    dictName: text('dict_name').notNull(),
    dictCode: text('dict_code').notNull(),
    description: text('description'),
    delFlag: delFlag(),
    type: integer('type').notNull().default(0),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_dict_code').on(t.tenantId, t.dictCode),
    index('idx_sys_dict_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

export const sysDictItem = pgTable(
  'sys_dict_item',
  {
    id: ownId(),
    tenantId: tenantId(),
    dictId: text('dict_id').notNull(),
    itemText: text('item_text').notNull(),
    itemValue: text('item_value').notNull(),
    itemColor: text('item_color'),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    status: status(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    index('idx_sys_dict_item_dict').on(t.tenantId, t.dictId, t.sortOrder),
    belongsTo(t, t.dictId, sysDict).onDelete('cascade'),
  ],
);

export const sysSession = pgTable(
  'sys_session',
  {
    // SHA-256 of the opaque token: a database leak does not yield usable tokens.
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    orgCode: text('org_code'),
    clientType: text('client_type').notNull().default('PC'),
    ip: text('ip'),
    createTime: createdAt(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idx_sys_session_user').on(t.userId), index('idx_sys_session_expires').on(t.expiresAt)],
);

export const sysLog = pgTable(
  'sys_log',
  {
    id: ownId(),
    tenantId: tenantId(),
    logType: integer('log_type').notNull(),
    logContent: text('log_content').notNull(),
    operateType: integer('operate_type'),
    userid: text('userid'),
    username: text('username'),
    ip: text('ip'),
    method: text('method'),
    requestUrl: text('request_url'),
    requestParam: text('request_param'),
    requestType: text('request_type'),
    costTime: integer('cost_time'),
    clientType: text('client_type'),
    createBy: text('create_by'),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    index('idx_sys_log_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
    index('idx_sys_log_type').on(t.tenantId, t.logType, t.createTime.desc().nullsFirst()),
  ],
);

export const sysLoginAttempt = pgTable(
  'sys_login_attempt',
  {
    id: id(),
    username: text('username').notNull(),
    ip: text('ip'),
    createTime: createdAt(),
  },
  (t) => [index('idx_sys_login_attempt').on(t.username, t.createTime)],
);

export const sysCaptcha = pgTable(
  'sys_captcha',
  {
    keyHash: text('key_hash').primaryKey(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idx_sys_captcha_expires').on(t.expiresAt)],
);

export const sysSmsCode = pgTable(
  'sys_sms_code',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createTime: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idx_sys_sms_code_mobile').on(t.mobile, t.createTime)],
);

export const sysReadAudit = pgTable(
  'sys_read_audit',
  {
    id: ownId(),
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    resource: text('resource').notNull(),
    /** How many records the request read (the ids are rows of `sys_read_audit_record`). */
    recordCount: integer('record_count').notNull().default(0),
    ip: text('ip'),
    /** 查看目的 the reader gave (optional, `X-Read-Purpose`). */
    purpose: text('purpose'),
    createTime: createdAt(),
  },
  (t) => [tenantKey(t), index('idx_sys_read_audit_list').on(t.tenantId, t.createTime.desc().nullsFirst())],
);

/**
 * The records one audited read returned, one row each. Child rows rather than an array column so
 * "who read record X" (PIPL Art. 45 access requests) is a tenant-leading b-tree lookup on both
 * drivers; `create_time` repeats the parent's so that lookup comes out newest first from the index.
 */
export const sysReadAuditRecord = pgTable(
  'sys_read_audit_record',
  {
    tenantId: tenantId(),
    auditId: text('audit_id').notNull(),
    // TenantDb addresses rows by `id`; here that is the record that was read, not an id of its own.
    id: text('record_id').notNull(),
    createTime: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.auditId, t.id] }),
    belongsTo(t, t.auditId, sysReadAudit).onDelete('cascade'),
    index('idx_sys_read_audit_record_reads').on(t.tenantId, t.id, t.createTime.desc()),
  ],
);

export const sysSecret = pgTable('sys_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createTime: createdAt(),
});

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

export const sysAnnouncement = pgTable(
  'sys_announcement',
  {
    id: ownId(),
    tenantId: tenantId(),
    // Spelled as JeecgBoot spells it; the console reads `titile`.
    titile: text('titile').notNull(),
    msgContent: text('msg_content').notNull().default(''),
    msgAbstract: text('msg_abstract'),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    sender: text('sender'),
    priority: text('priority').notNull().default('L'),
    msgCategory: text('msg_category').notNull().default('1'),
    msgType: text('msg_type').notNull().default('ALL'),
    sendStatus: text('send_status').notNull().default('0'),
    sendTime: timestamp('send_time', { withTimezone: true }),
    cancelTime: timestamp('cancel_time', { withTimezone: true }),
    delFlag: delFlag(),
    busType: text('bus_type'),
    busId: text('bus_id'),
    openType: text('open_type'),
    openPage: text('open_page'),
    userIds: text('user_ids'),
    ...audit(),
  },
  (t) => [tenantKey(t), index('idx_sys_announcement_list').on(t.tenantId, t.createTime.desc().nullsFirst())],
);

export const sysAnnouncementSend = pgTable(
  'sys_announcement_send',
  {
    id: ownId(),
    tenantId: tenantId(),
    anntId: text('annt_id').notNull(),
    userId: text('user_id').notNull(),
    readFlag: text('read_flag').notNull().default('0'),
    readTime: timestamp('read_time', { withTimezone: true }),
    starFlag: text('star_flag').notNull().default('0'),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_announcement_send').on(t.tenantId, t.anntId, t.userId),
    belongsTo(t, t.anntId, sysAnnouncement).onDelete('cascade'),
    foreignKey({ columns: [t.userId], foreignColumns: [sysUser.id] }).onDelete('cascade'),
    index('idx_sys_announcement_send_user').on(t.tenantId, t.userId, t.readFlag),
  ],
);

/**
 * 定时任务, per tenant as JeecgBoot lists them: a job acts on its own tenant's data (its log
 * retention trims that school's logs). `job_class_name` names a handler of the server's registry,
 * never code to load; `status` 0 runs, -1 paused (JeecgBoot's values).
 */
export const sysQuartzJob = pgTable(
  'sys_quartz_job',
  {
    id: ownId(),
    tenantId: tenantId(),
    jobClassName: text('job_class_name').notNull(),
    cronExpression: text('cron_expression').notNull(),
    parameter: text('parameter'),
    description: text('description'),
    status: integer('status').notNull().default(-1),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    index('idx_sys_quartz_job_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
    uniqueIndex('uq_sys_quartz_job_class').on(t.tenantId, t.jobClassName).where(sql`${t.delFlag} = 0`),
  ],
);

/**
 * One row per fire of a job. The unique (job, fire time) row is the claim: every instance computes
 * the same fire times and the one whose insert lands runs the job, so each fire runs exactly once.
 */
export const sysQuartzFire = pgTable(
  'sys_quartz_fire',
  {
    id: ownId(),
    tenantId: tenantId(),
    jobId: text('job_id').notNull(),
    fireTime: timestamp('fire_time', { withTimezone: true }).notNull(),
    /** `cron` from the schedule, `manual` from 立即执行. */
    trigger: text('trigger').notNull(),
    instance: text('instance').notNull(),
    /** running, ok, failed */
    outcome: text('outcome').notNull().default('running'),
    message: text('message'),
    endTime: timestamp('end_time', { withTimezone: true }),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_quartz_fire').on(t.tenantId, t.jobId, t.fireTime, t.trigger),
    // Log retention trims a tenant's fire records by age.
    index('idx_sys_quartz_fire_time').on(t.tenantId, t.fireTime),
    belongsTo(t, t.jobId, sysQuartzJob).onDelete('cascade'),
  ],
);
export * from './tables/admin.ts';
export * from './tables/appointments.ts';
export * from './tables/crisis.ts';
export * from './tables/files.ts';
export * from './tables/jobs.ts';
export * from './tables/online.ts';
export * from './tables/reports.ts';
export * from './tables/roles.ts';
export * from './tables/school.ts';
export * from './tables/screening.ts';
export * from './tables/users.ts';
