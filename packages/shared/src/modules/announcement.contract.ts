import { z } from 'zod';
import { abilitiesSchema } from '../api/abilities.ts';
import { defineRoute } from '../api/route.ts';
import { defineExportRoute } from '../list/define-export-route.ts';
import { defineImportRoute } from '../list/define-import-route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

/** Priority of an announcement: L 一般, M 重要, H 紧急. */
export const ANNOUNCEMENT_PRIORITIES = { L: '一般', M: '重要', H: '紧急' } as const;
export type AnnouncementPriority = keyof typeof ANNOUNCEMENT_PRIORITIES;

/** msg_category: '1' 通知公告 (bell tab 通知), '2' 系统消息. */
export const ANNOUNCEMENT_CATEGORIES = { '1': '通知公告', '2': '系统消息' } as const;
/** msg_type: everybody in the tenant, or the users listed in user_ids. */
export const ANNOUNCEMENT_TARGETS = { ALL: '全体用户', USER: '指定用户' } as const;
/** send_status: '0' draft, '1' published, '2' revoked. */
export const ANNOUNCEMENT_SEND_STATUS = { '0': '未发布', '1': '已发布', '2': '已撤销' } as const;

/** What an administrator may do with one notice (see the server's announcement policy). */
export const ANNOUNCEMENT_ACTIONS = ['edit', 'release', 'revoke', 'delete'] as const;

export const RELEASE_OK = '系统通知推送成功';
export const READ_ALL_OK = '全部已读';
export const SYNC_OK = '系统通知同步成功';
export const REVOKE_OK = '该系统通知撤销成功';

/** Websocket path below `/jeecg-boot`; the session token travels as the subprotocol. */
export const NOTICE_SOCKET_PATH = '/websocket/:userId';

/** What the notification websocket pushes: `topic` to the whole tenant, `user` to named users. */
export const noticeSocketMessageSchema = z.object({
  cmd: z.enum(['topic', 'user']),
  msgId: z.string(),
  msgTxt: z.string(),
});
export type NoticeSocketMessage = z.infer<typeof noticeSocketMessageSchema>;

const priority = z.enum(['L', 'M', 'H']);
const category = z.enum(['1', '2']);
const target = z.enum(['ALL', 'USER']);
const sendStatus = z.enum(['0', '1', '2']);
const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '时间格式不正确')
  .or(z.literal(''))
  .nullish();

/**
 * A console path (`/system/logs`), or for a dialog notice JeecgBoot's view path (`system/UserList`,
 * what its consoles store): `去处理` stays inside the console, never another site or a script URL.
 */
export const OPEN_PAGE_MESSAGE = '处理页面必须是以 / 开头的站内路径';
const VIEW_PATH_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*(\/[A-Za-z0-9_-]+)*$/;
const openPage = z
  .string()
  .max(500)
  .refine((v) => /^\/(?![/\\])[^\s]*$/.test(v) || VIEW_PATH_PATTERN.test(v), OPEN_PAGE_MESSAGE)
  .or(z.literal(''))
  .nullish();

export const announcementSchema = z.object({
  id: z.string(),
  titile: z.string(),
  msgContent: z.string(),
  msgAbstract: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  sender: z.string().nullable(),
  priority,
  msgCategory: category,
  msgType: target,
  sendStatus,
  sendTime: z.string().nullable(),
  cancelTime: z.string().nullable(),
  busId: z.string().nullable(),
  openType: z.string().nullable(),
  openPage: z.string().nullable(),
  /** Comma-joined user ids with a trailing comma (JeecgBoot), empty for ALL. */
  userIds: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});

/** A notice with what the caller may do with it (`abilities`), as the list and the detail send it. */
export const announcementRowSchema = announcementSchema.extend({
  abilities: abilitiesSchema(ANNOUNCEMENT_ACTIONS),
});
export type AnnouncementRow = z.infer<typeof announcementRowSchema>;

export type Announcement = z.infer<typeof announcementSchema>;

export const announcementInput = z.object({
  titile: z.string().trim().min(1, '请输入标题').max(100, '标题最多 100 个字符'),
  msgContent: z.string().max(200_000, '内容过长').default(''),
  msgAbstract: z.string().max(500).nullish().describe('摘要'),
  startTime: dateTime.describe('开始时间'),
  endTime: dateTime.describe('结束时间'),
  priority: priority.default('L').describe('优先级'),
  msgCategory: category.default('1').describe('消息类型'),
  msgType: target.default('ALL').describe('通告对象'),
  userIds: z.string().max(20_000).nullish().describe('指定用户'),
  busId: z.string().max(64).nullish().describe('业务编号'),
  openType: z.enum(['url', 'component', '']).nullish().describe('打开方式'),
  openPage: openPage.describe('打开页面'),
});
export type AnnouncementInput = z.input<typeof announcementInput>;

export const announcementEditInput = announcementInput.extend({ id: z.string().min(1).max(64) });

const idQuery = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });
const idsQuery = z.object({ ids: z.string().min(1, 'ids 不能为空').max(20_000) });

/** One unread item of the bell (`listByUser`); `sender` is the sender's real name. */
export const noticeItemSchema = z.object({
  id: z.string(),
  titile: z.string(),
  createTime: z.string(),
  priority,
  busId: z.string().nullable(),
  openType: z.string().nullable(),
  openPage: z.string().nullable(),
  sender: z.string().nullable(),
  sendTime: z.string().nullable(),
  msgContent: z.string(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

export const noticeListSchema = z.object({
  anntMsgList: z.array(noticeItemSchema),
  anntMsgTotal: z.number(),
  sysMsgList: z.array(noticeItemSchema),
  sysMsgTotal: z.number(),
});
export type NoticeList = z.infer<typeof noticeListSchema>;

/**
 * One row of 我的消息: the caller's announcement with its read state. As in JeecgBoot, `anntId` is the
 * announcement (what `editByAnntIdAndUserId` takes); `id` stays the announcement too, for our console.
 */
export const myAnnouncementSchema = noticeItemSchema.extend({
  anntId: z.string(),
  msgCategory: category,
  readFlag: z.enum(['0', '1']),
  readTime: z.string().nullable(),
});
export type MyAnnouncement = z.infer<typeof myAnnouncementSchema>;

/** JeecgBoot 3.9's bell badge: unread notices of the last two months, by kind (all ours are system). */
export const unreadCountSchema = z.object({
  systemCount: z.number(),
  flowCount: z.number(),
  fileCount: z.number(),
  planCount: z.number(),
  count: z.number(),
});

/** One message of Vue3's message centre (`vue3List`): the notice with the caller's delivery row. */
export const vue3MessageSchema = myAnnouncementSchema.extend({
  sendId: z.string(),
  starFlag: z.enum(['0', '1']),
  msgAbstract: z.string().nullable(),
  busType: z.string().nullable(),
  noticeType: z.literal('system'),
});
export type Vue3Message = z.infer<typeof vue3MessageSchema>;

/** Vue3's date ranges of the message centre (its `rangeDate` dictionary); `zdy` = beginDate/endDate. */
export const MESSAGE_RANGE_KEYS = ['jt', 'zt', 'qt', 'bz', 'sz', 'by', 'sy', 'zdy'] as const;

const emptyAsUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const openPageGroupSchema = z.object({
  title: z.string(),
  pages: z.array(z.object({ path: z.string(), title: z.string() })),
});
export type OpenPageGroup = z.infer<typeof openPageGroupSchema>;

const announcementList = defineListRoute({
  path: '/sys/annountCement/list',
  access: 'system:announcement:list',
  summary: '系统通告分页列表',
  record: announcementRowSchema,
  sort: ['createTime', 'sendTime', 'priority', 'titile', 'sendStatus'],
  filters: {
    titile: filter.text(z.string().max(100).optional()),
    msgCategory: filter.text(category.optional()),
    sendStatus: filter.text(sendStatus.optional()),
    priority: filter.text(priority.optional()),
  },
  dicts: {
    priority: 'priority',
    msgCategory: 'msg_category',
    msgType: 'msg_type',
    sendStatus: 'send_status',
  },
});

export const announcementRoutes = {
  list: announcementList,
  exportXls: defineExportRoute(announcementList, {
    path: '/sys/annountCement/exportXls',
    access: 'system:announcement:export',
    summary: '导出系统通告',
  }),
  importExcel: defineImportRoute({
    path: '/sys/annountCement/importExcel',
    access: 'system:announcement:import',
    summary: '导入系统通告',
  }),
  queryById: defineRoute({
    method: 'GET',
    path: '/sys/annountCement/queryById',
    access: 'system:announcement:list',
    summary: '系统通告详情',
    query: idQuery,
    response: announcementRowSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/sys/annountCement/add',
    access: 'system:announcement:add',
    summary: '添加系统通告',
    operation: '添加系统通告',
    body: announcementInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/annountCement/edit',
    access: 'system:announcement:edit',
    summary: '编辑系统通告',
    operation: '编辑系统通告',
    body: announcementEditInput,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/sys/annountCement/delete',
    access: 'system:announcement:delete',
    summary: '删除系统通告',
    operation: '删除系统通告',
    query: idQuery,
  }),
  deleteBatch: defineRoute({
    method: 'DELETE',
    path: '/sys/annountCement/deleteBatch',
    access: 'system:announcement:delete',
    summary: '批量删除系统通告',
    operation: '删除系统通告',
    query: idsQuery,
  }),
  /** 处理页面 choices: the pages every chosen recipient's menu shows (computed by the server). */
  openPages: defineRoute({
    method: 'GET',
    path: '/sys/annountCement/openPages',
    access: 'system:announcement:add',
    summary: '收件人可见的处理页面',
    query: z.object({
      msgType: target.default('ALL'),
      userIds: z
        .string()
        .max(20_000)
        .default('')
        .transform((v) => [...new Set(v.split(',').filter(Boolean))])
        .pipe(z.array(z.string().max(64)).max(500, '接收用户最多 500 个')),
    }),
    response: z.array(openPageGroupSchema),
  }),
  release: defineRoute({
    method: 'GET',
    path: '/sys/annountCement/doReleaseData',
    access: 'system:announcement:release',
    summary: '发布系统通告',
    operation: '发布系统通告',
    query: idQuery,
  }),
  revoke: defineRoute({
    method: 'GET',
    path: '/sys/annountCement/doReovkeData',
    access: 'system:announcement:revoke',
    summary: '撤销系统通告',
    operation: '撤销系统通告',
    query: idQuery,
  }),
  listByUser: defineRoute({
    method: 'GET',
    path: '/sys/annountCement/listByUser',
    access: 'login',
    summary: '当前用户未读通告',
    query: z.object({ pageSize: z.coerce.number().int().min(1).max(100).default(5) }),
    response: noticeListSchema,
  }),
  myList: defineListRoute({
    path: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    access: 'login',
    summary: '我的消息分页列表',
    record: myAnnouncementSchema,
    /** `createTime` is what JeecgBoot's list pages send by default (both consoles). */
    sort: ['sendTime', 'titile', 'priority', 'createTime'],
    /** JeecgBoot matches the title of 我的消息 in part (`like %v%`), not with QueryGenerator rules. */
    filters: { titile: filter.custom(z.string().max(100).optional()) },
    dicts: { priority: 'priority', msgCategory: 'msg_category' },
  }),
  markRead: defineRoute({
    method: 'PUT',
    path: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    access: 'login',
    summary: '标记通告已读',
    body: z.object({ anntId: z.string().min(1, 'anntId 不能为空').max(64) }),
  }),
  readAll: defineRoute({
    method: 'PUT',
    path: '/sys/sysAnnouncementSend/readAll',
    access: 'login',
    summary: '全部标记已读',
    response: z.string(),
  }),
  /**
   * JeecgBoot's 同步: re-sends the reload hint. With `anntId` (needs the release button) to the
   * notice's recipients; without, to the caller's own open tabs (after 全部已读).
   */
  unreadCount: defineRoute({
    method: 'GET',
    path: '/sys/annountCement/getUnreadMessageCount',
    access: 'login',
    summary: '当前用户近两个月未读消息数 (Vue3 铃铛)',
    response: unreadCountSchema,
  }),
  /** Vue3's message centre: one page of the caller's messages, which it then marks read. */
  vue3List: defineRoute({
    method: 'GET',
    path: '/sys/annountCement/vue3List',
    access: 'login',
    summary: '我的消息 (Vue3 消息中心, 本页标记已读)',
    query: z.object({
      fromUser: emptyAsUndefined(z.string().max(64)),
      starFlag: emptyAsUndefined(z.enum(['0', '1'])),
      busType: emptyAsUndefined(z.string().max(64)),
      msgCategory: emptyAsUndefined(category),
      rangeDateKey: emptyAsUndefined(z.enum(MESSAGE_RANGE_KEYS)),
      beginDate: emptyAsUndefined(
        z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, '时间格式不正确'),
      ),
      endDate: emptyAsUndefined(
        z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, '时间格式不正确'),
      ),
      noticeType: emptyAsUndefined(z.string().max(32)),
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
    response: z.array(vue3MessageSchema),
  }),
  /** Vue3's 标星: `id` is the caller's delivery row (`sendId`). */
  starMessage: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/sysAnnouncementSend/edit',
    access: 'login',
    summary: '消息标星/取消标星',
    body: z.object({ id: z.string().min(1).max(64), starFlag: z.enum(['0', '1']) }),
  }),
  clearAllUnread: defineRoute({
    method: 'POST',
    path: '/sys/annountCement/clearAllUnReadMessage',
    access: 'login',
    summary: '清除全部未读消息 (Vue3)',
    response: z.string(),
  }),
  syncNotic: defineRoute({
    method: 'GET',
    path: '/sys/annountCement/syncNotic',
    access: 'login',
    summary: '同步系统通告',
    query: z.object({ anntId: z.string().max(64).optional() }),
    response: z.string(),
  }),
} as const;
