/**
 * Record-level reach of a role (stored in `sys_role.data_scope`). A user with several roles reaches
 * the union of what each role reaches.
 */
export const DATA_SCOPES = {
  all: '全部数据',
  depart_and_below: '本部门及下级部门',
  depart: '本部门',
  caseload: '本人负责的个案',
  self: '仅本人创建',
} as const;

export type DataScope = keyof typeof DATA_SCOPES;

export function isDataScope(value: string): value is DataScope {
  return Object.hasOwn(DATA_SCOPES, value);
}

/** JeecgBoot 数据权限规则 conditions. `USE_SQL_RULES` is listed so old rules load, and always denies. */
export const DATA_RULE_CONDITIONS = {
  '=': '等于',
  '!=': '不等于',
  '>': '大于',
  '>=': '大于等于',
  '<': '小于',
  '<=': '小于等于',
  IN: '在…中',
  LIKE: '包含',
  LEFT_LIKE: '以…结尾',
  RIGHT_LIKE: '以…开头',
  USE_SQL_RULES: '自定义SQL（不支持）',
} as const;

export type DataRuleCondition = keyof typeof DATA_RULE_CONDITIONS;

/** Variables a rule value may hold, filled from the signed-in user (JeecgBoot names). */
export const DATA_RULE_VARIABLES = {
  '#{sys_user_code}': '登录用户账号',
  '#{sys_user_name}': '登录用户姓名',
  '#{sys_org_code}': '登录用户当前部门编码',
  '#{sys_date}': '当前日期',
  '#{sys_time}': '当前时间',
  '#{tenant_id}': '当前租户',
} as const;
