/**
 * What a unique-constraint violation (SQLSTATE 23505) means to the user, by constraint name. A
 * constraint missing here gets the generic `Msg.duplicate`; link tables need no entry, because
 * their handlers replace links rather than insert duplicates.
 */
export const UNIQUE_MESSAGES: Readonly<Record<string, string>> = {
  uq_sys_user_username: '用户名已存在',
  uq_sys_role_code: '角色编码已存在',
  uq_sys_depart_org_code: '机构编码已存在',
  uq_sys_depart_role_code: '部门角色编码已存在',
  uq_sys_dict_code: '字典编码已存在',
  uq_sys_position_code: '职务编码已存在',
  uq_sys_category_code: '分类编码已存在',
  uq_sys_check_rule_code: '规则编码已存在',
  uq_sys_permission_perms: '授权标识已存在',
  uq_eval_custom_scale_code: '量表编码已存在',
  uq_eval_scale_version: '量表版本已存在',
  uq_eval_scale_setting: '该量表的设置已存在',
  uq_eval_package_name: '测评包名称已存在',
  uq_school_student_no: '学号已存在',
  uq_school_staff_work_no: '工号已存在',
  uq_school_staff_user: '该账号已有教职工档案',
};
