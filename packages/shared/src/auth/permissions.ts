/**
 * The closed set of permission codes (JeecgBoot colon style). A route, a menu button and the
 * console's `<Access>` all name codes from here, so a typo fails to compile.
 */
export const RESOURCES = {
  'system:user': '用户',
  'system:role': '角色',
  'system:permission': '菜单权限',
  'system:depart': '部门',
  'system:dict': '字典',
  'system:log': '日志',
  'system:tenant': '租户',
  'system:announcement': '系统通告',
  'system:quartzJob': '定时任务',
  'system:position': '职务',
  'system:checkRule': '编码校验规则',
  'system:category': '分类字典',
  'online:cgreport': '报表开发',
  'online:form': '表单开发',
  'online:formData': '表单数据',
  'online:lowApp': '低代码应用',
  'screening:task': '筛查任务',
  'screening:result': '测评结果',
  'crisis:warning': '危机预警',
  'crisis:interview': '约谈记录',
  'crisis:intervention': '干预记录',
  'crisis:followup': '跟踪回访',
  'crisis:riskRule': '风险词规则',
  'counselling:booking': '咨询预约',
  'counselling:rota': '咨询师排班',
  'counselling:room': '咨询地址',
  'counselling:case': '咨询个案',
  'counselling:note': '咨询记录',
  'scale:library': '量表库',
  'scale:package': '测评套餐',
  'career:survey': '生涯调查',
  'career:report': '生涯报告',
  'career:mapping': '专业职业对照',
  'career:plan': '生涯目标',
  'growth:file': '成长档案',
  'growth:focus': '一生一策',
  'report:individual': '个体报告',
  'report:group': '团体报告',
  'school:college': '学院',
  'school:grade': '年级',
  'school:class': '班级',
  'school:student': '学生',
  'school:teacher': '教师',
  'school:consultant': '咨询师',
  'course:course': '课程',
  'course:plan': '教学计划',
  'course:lecture': '家长学堂讲座',
  'statistics:ledger': '台账',
  'statistics:fee': '费用',
} as const;

export const ACTIONS = {
  list: '查询',
  add: '添加',
  edit: '编辑',
  delete: '删除',
  import: '导入',
  export: '导出',
} as const;

/** Codes outside the CRUD grid: workflow steps and sensitive reads. */
export const EXTRA_PERMISSIONS = {
  'system:user:frozen': '冻结/解冻用户',
  'system:user:changePassword': '重置用户密码',
  'system:role:assign': '角色授权',
  'system:depart:assign': '部门授权',
  'system:dict:refresh': '刷新字典缓存',
  'system:announcement:release': '发布通告',
  'system:announcement:revoke': '撤销通告',
  'system:quartzJob:run': '启停/执行任务',
  'system:online:list': '查看在线用户',
  'system:online:forceLogout': '强制下线',
  'system:signin:config': '配置登录方式与短信网关',
  'system:register:approve': '审核自助注册',
  'system:audit:read': '查看读取审计',
  'system:gallery:view': '查看组件示例',
  'screening:task:publish': '发布/暂停筛查任务',
  'screening:answer': '参加心理测评（学生）',
  'course:learn': '学习课程（学生）',
  'screening:result:read': '查看个体测评明细',
  'screening:result:rescore': '重新计分',
  'screening:task:remind': '测评催测',
  'screening:result:review': '审核无效答卷',
  'screening:report:level': '查看测评等级（不含分数）',
  'screening:report:release': '审核/发布学生测评报告',
  'screening:report:group': '查看团体报告',
  'screening:report:export': '导出团体报告',
  'screening:report:actionCard': '查看班级关注提示',
  'crisis:warning:confirm': '确认/排除预警',
  'crisis:warning:release': '解除预警',
  'crisis:warning:assign': '分派辅导员和咨询师',
  'crisis:warning:report': '报送心理危机线索',
  'crisis:case:detail': '查看预警个案详情',
  'crisis:case:notes': '查看咨询记录（个案隔离区）',
  'crisis:case:breakGlass': '紧急查看个案',
  'counselling:centre:director': '心理中心主任（查阅全部咨询记录和个案）',
  'counselling:booking:career': '接待生涯咨询（生涯导师）',
  'crisis:report:monthly': '危机干预月报',
  'crisis:hotline:edit': '编辑求助热线和值班联系人',
  'scale:library:enable': '启用/停用量表',
  'scale:library:importItems': '导入题库',
  'cockpit:view': '查看数据驾驶舱',
  'statistics:view': '查看统计分析',
  'ai:chat:use': '使用AI助手',
  'ai:settings:edit': 'AI助手设置（模型、预算、保留期）',
  'ai:knowledge:edit': '管理AI助手知识库',
  'relax:planet:use': '使用减压星球',
  'relax:content:edit': '管理减压音频和文章',
  'relax:setting:edit': '设置心情预警规则',
  'school:student:transfer': '学生转班',
  'school:student:graduate': '学生毕业/归档',
  'school:student:account': '生成学生账号',
  'school:student:unmask': '查看完整证件号和手机号',
  'school:staff:scope': '分配教职工负责范围',
  'career:plan:comment': '复盘/点评生涯目标',
  'career:result:review': '审核无效生涯答卷',
  'growth:focus:review': '填写一生一策复盘记录',
} as const;

export type ResourceCode = keyof typeof RESOURCES;
export type ActionCode = keyof typeof ACTIONS;
export type PermissionCode = `${ResourceCode}:${ActionCode}` | keyof typeof EXTRA_PERMISSIONS;

export function allPermissionCodes(): PermissionCode[] {
  const crud = Object.keys(RESOURCES).flatMap((r) =>
    Object.keys(ACTIONS).map((a) => `${r}:${a}` as PermissionCode),
  );
  return [...crud, ...(Object.keys(EXTRA_PERMISSIONS) as PermissionCode[])];
}

export function describePermission(code: PermissionCode): string {
  if (code in EXTRA_PERMISSIONS) return EXTRA_PERMISSIONS[code as keyof typeof EXTRA_PERMISSIONS];
  const cut = code.lastIndexOf(':');
  const resource = RESOURCES[code.slice(0, cut) as ResourceCode];
  const action = ACTIONS[code.slice(cut + 1) as ActionCode];
  return `${resource}${action}`;
}

export function isPermissionCode(value: string): value is PermissionCode {
  return allPermissionCodes().includes(value as PermissionCode);
}

/**
 * Clinical grants (domain §4.1, PIPL Art. 28): counselling notes (and the booking intake and
 * pre-screen text read with them), the crisis counselling compartment, and the centre director's
 * standing. No role holds them by default except the centre's; a grant of one waits for a second
 * approver who already holds it in that school (the platform operator cannot approve: docs/security.md).
 */
export const CLINICAL_PERMISSIONS = [
  'counselling:note:list',
  'counselling:note:edit',
  'crisis:case:notes',
  'counselling:centre:director',
] as const satisfies readonly PermissionCode[];

export function isClinicalPermission(code: string | null | undefined): boolean {
  return (CLINICAL_PERMISSIONS as readonly string[]).includes(code ?? '');
}
