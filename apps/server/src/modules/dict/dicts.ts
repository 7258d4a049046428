import {
  CASE_LEVEL_DICT,
  CASE_LEVEL_DICT_NAME,
  CASE_LEVEL_VALUES,
  CASE_LEVELS,
  FOCUS_GROUP_DICT,
} from '@xinmiao/shared';

export type DictSpec = {
  code: string;
  name: string;
  items: [value: string, text: string, color?: string][];
  /** The code reads this dictionary (labels, colours): a school that predates it is given it at start. */
  required?: boolean;
};

/** Dictionaries every tenant starts with (JeecgBoot's useful codes plus 预警等级, the one level vocabulary). */
export const DICTS: DictSpec[] = [
  {
    code: 'sex',
    name: '性别',
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
  },
  {
    code: 'user_status',
    name: '用户状态',
    items: [
      ['1', '正常'],
      ['2', '冻结'],
    ],
  },
  {
    code: 'priority',
    name: '优先级',
    items: [
      ['L', '一般', 'blue'],
      ['M', '重要', 'orange'],
      ['H', '紧急', 'red'],
    ],
  },
  {
    code: 'msg_category',
    name: '消息类型',
    items: [
      ['1', '通知公告'],
      ['2', '系统消息'],
    ],
  },
  {
    code: 'msg_type',
    name: '通告对象类型',
    items: [
      ['ALL', '全体用户'],
      ['USER', '指定用户'],
    ],
  },
  {
    // JeecgBoot's 消息跳转: Vue3's 我的消息 and message centre read it (without it neither opens) and
    // open a message of a business type on its page. Values are the busType our messages carry.
    code: 'messageHref',
    name: '消息跳转',
    required: true,
    items: [
      ['screening_task', '/screening/tasks'],
      ['crisis_case', '/crisis/warnings'],
      ['crisis_interview', '/crisis/interviews'],
      ['crisis_followup', '/crisis/followups'],
      ['clinical_grant', '/counselling/cases'],
      ['counselling_booking', '/counselling/bookings'],
    ],
  },
  {
    code: 'send_status',
    name: '发布状态',
    items: [
      ['0', '未发布'],
      ['1', '已发布'],
      ['2', '已撤销'],
    ],
  },
  {
    code: 'yn',
    name: '是否',
    items: [
      ['1', '是'],
      ['0', '否'],
    ],
  },
  {
    code: 'org_category',
    name: '机构类型',
    items: [
      ['1', '学校'],
      ['2', '部门'],
      ['3', '岗位'],
    ],
  },
  {
    code: 'depart_status',
    name: '部门状态',
    items: [
      ['1', '启用'],
      ['0', '不启用'],
    ],
  },
  {
    code: 'tenant_status',
    name: '租户状态',
    items: [
      ['1', '正常'],
      ['0', '冻结'],
    ],
  },
  {
    code: CASE_LEVEL_DICT,
    name: CASE_LEVEL_DICT_NAME,
    required: true,
    items: CASE_LEVEL_VALUES.map((level): [string, string, string] => [
      String(level),
      CASE_LEVELS[level].label,
      CASE_LEVELS[level].color,
    ]),
  },
  {
    // 一生一策: the special groups a school keeps plans for besides open crisis cases; the school edits them.
    code: FOCUS_GROUP_DICT,
    name: '重点关注群体',
    required: true,
    items: [
      ['poverty', '家庭经济困难'],
      ['academic', '学业困难'],
      ['family', '单亲或留守'],
      ['disability', '身体残疾或重大疾病'],
      ['return', '休学复学'],
    ],
  },
  {
    code: 'log_type',
    name: '日志类型',
    items: [
      ['1', '登录日志'],
      ['2', '操作日志'],
    ],
  },
  {
    code: 'operate_type',
    name: '操作类型',
    items: [
      ['1', '查询'],
      ['2', '添加'],
      ['3', '修改'],
      ['4', '删除'],
      ['5', '导入'],
      ['6', '导出'],
    ],
  },
  {
    code: 'del_flag',
    name: '删除状态',
    items: [
      ['0', '正常'],
      ['1', '已删除'],
    ],
  },
  {
    code: 'menu_type',
    name: '菜单类型',
    items: [
      ['0', '一级菜单'],
      ['1', '子菜单'],
      ['2', '按钮权限'],
    ],
  },
  {
    code: 'perms_type',
    name: '权限策略',
    items: [
      ['1', '显示'],
      ['2', '禁用'],
    ],
  },
  {
    code: 'valid_status',
    name: '有效状态',
    items: [
      ['1', '有效'],
      ['0', '无效'],
    ],
  },
  {
    code: 'dict_item_status',
    name: '字典项状态',
    items: [
      ['1', '启用'],
      ['0', '不启用'],
    ],
  },
  {
    code: 'quartz_status',
    name: '任务状态',
    items: [
      ['0', '正常'],
      ['-1', '停止'],
    ],
  },
  {
    code: 'client_type',
    name: '客户端类型',
    items: [
      ['pc', '电脑端'],
      ['app', '手机APP'],
      ['h5', '手机H5'],
    ],
  },
  {
    code: 'position_rank',
    name: '职级',
    items: [
      ['1', '员级'],
      ['2', '助级'],
      ['3', '中级'],
      ['4', '副高级'],
      ['5', '正高级'],
    ],
  },
  {
    code: 'user_identity',
    name: '用户身份',
    items: [
      ['1', '普通用户'],
      ['2', '上级'],
    ],
  },
];
