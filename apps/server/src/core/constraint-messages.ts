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
  uq_onl_cgreport_head_code: '报表编码已存在',
  uq_onl_form_code: '表单编码已存在',
  uq_low_app_name: '应用名称已存在',
  uq_sys_category_code: '分类编码已存在',
  uq_sys_check_rule_code: '规则编码已存在',
  uq_sys_permission_perms: '授权标识已存在',
  uq_eval_custom_scale_code: '量表编码已存在',
  uq_eval_scale_version: '量表版本已存在',
  uq_eval_scale_setting: '该量表的设置已存在',
  uq_eval_package_name: '测评包名称已存在',
  uq_school_student_no: '学号已存在',
  uq_focus_plan_active: '该学生已有进行中的一生一策档案',
  uq_screening_report_result: '报告状态已被他人修改，请刷新后重试',
  uq_school_staff_work_no: '工号已存在',
  uq_school_staff_user: '该账号已有教职工档案',
  uq_counselling_room_name: '该咨询室已存在',
  uq_counselling_rota_exception_day: '该咨询师当天已登记请假',
  uq_counselling_rota_cell_counsellor: '该咨询师在此时间段已有排班',
  uq_counselling_rota_cell_room: '该咨询室在此时间段已被其他排班占用',
  uq_counselling_booking_counsellor_slot: '该时段已被预约，请选择其他时段',
  uq_counselling_booking_room_slot: '该咨询室在此时段已被占用，请选择其他咨询室',
  uq_counselling_booking_student_slot: '你在该时段已有预约',
  uq_counselling_note_version: '咨询记录已被修改，请刷新后重试',
  uq_course_plan_teacher_period: '该教师在这一天的这一节已有心理课，请换一个节次或教师',
  uq_course_plan_class_period: '该班级在这一天的这一节已有心理课，请换一个节次',
  uq_sys_tenant_contract_no: '合同编号已存在',
};
