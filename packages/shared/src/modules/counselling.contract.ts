import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { BOOKING_KIND_CODES, CONSULT_MODES } from '../counselling/values.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

/** 咨询地址 and 排班: rooms, weekly rota lines, days off, and the open slots they make. */
export const COUNSELLING_MESSAGES = {
  saved: '保存成功！',
  deleted: '删除成功!',
  notFound: '未找到对应数据',
  counsellorClash: '该咨询师在此时间段已有排班',
  roomClash: '该咨询室在此时间段已被其他排班占用',
  roomInUse: '该咨询室仍有排班或预约，无法删除',
  notCounsellor: '该账号不是本校成员',
  notCareerMentor: '生涯咨询排班须为生涯导师（持有生涯目标点评权限）',
  endAfterStart: '结束时间必须晚于开始时间',
  offlineNeedsRoom: '面询排班请选择咨询室',
  onlineNeedsLink: '线上咨询室请填写视频会议链接',
  seatsOverCapacity: '名额超过咨询室可容纳的来访者人数',
  closureEndAfterStart: '结束时间必须晚于开始时间',
} as const;

const id = z.string().min(1, 'id 不能为空').max(64);
/** Rota times sit on the 5-minute grid the database's clash keys use (counselling_rota_cell). */
const hhmm = z
  .string('请输入时间')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间格式应为 HH:mm')
  .refine((v) => Number(v.slice(3)) % 5 === 0, '时间须为 5 分钟的整数倍');
export const dayString = z.string('请选择日期').regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
export const dateTimeString = z
  .string('请选择时间')
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, '时间格式应为 YYYY-MM-DD HH:mm');
const mode = z.enum(Object.keys(CONSULT_MODES) as [keyof typeof CONSULT_MODES], '请选择咨询方式');

export const roomSchema = z.object({
  id: z.string(),
  campus: z.string(),
  building: z.string(),
  name: z.string(),
  capacity: z.number(),
  equipment: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  status: z.number(),
});
export type Room = z.infer<typeof roomSchema>;

export const roomInput = z.object({
  campus: z.string('请输入校区').trim().min(1, '请输入校区').max(50, '校区最多 50 个字符'),
  building: z.string('请输入楼宇').trim().min(1, '请输入楼宇').max(50, '楼宇最多 50 个字符'),
  name: z.string('请输入房间').trim().min(1, '请输入房间').max(50, '房间最多 50 个字符'),
  /** People the room holds, the counsellor included: a room of 2 takes one student per session. */
  capacity: z.coerce
    .number('请输入容纳人数')
    .int('容纳人数应为整数')
    .min(2, '容纳人数至少 2 人（含咨询师）')
    .max(50, '容纳人数最多 50 人'),
  equipment: z.string().trim().max(200, '设备最多 200 个字符').optional(),
  meetingUrl: z
    .string()
    .trim()
    .max(500)
    .optional()
    .refine((v) => !v || /^https?:\/\//.test(v), '请输入以http和https开头的网址'),
  status: z.coerce.number().int().min(0).max(1).default(1),
});
export type RoomInput = z.input<typeof roomInput>;

export const rotaSchema = z.object({
  id: z.string(),
  counsellorId: z.string(),
  counsellorName: z.string(),
  weekday: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  slotMinutes: z.number(),
  seats: z.number(),
  mode: z.string(),
  roomId: z.string().nullable(),
  roomName: z.string().nullable(),
  specialties: z.string().nullable(),
  targetGroups: z.string().nullable(),
  kind: z.string(),
});
export type RotaLine = z.infer<typeof rotaSchema>;

export const rotaInput = z
  .object({
    counsellorId: id,
    weekday: z.coerce.number('请选择星期').int().min(1, '请选择星期').max(7, '请选择星期'),
    startTime: hhmm,
    endTime: hhmm,
    slotMinutes: z.coerce
      .number('请输入时段长度')
      .int()
      .min(15, '时段至少 15 分钟')
      .max(180, '时段最多 180 分钟'),
    /** Students per slot: 1 for individual counselling, more for a group session (团体辅导). */
    seats: z.coerce.number('请输入名额').int().min(1, '名额至少 1 人').max(49).default(1),
    mode,
    roomId: z.string().max(64).optional().nullable(),
    specialties: z.string().trim().max(200, '擅长领域最多 200 个字符').optional(),
    targetGroups: z.string().trim().max(200, '服务对象最多 200 个字符').optional(),
    /** 心理咨询 (a 咨询师's line) or 生涯咨询 (a 生涯导师's line). */
    kind: z.enum(BOOKING_KIND_CODES, '请选择咨询类型').default('psych'),
  })
  .refine((v) => v.endTime > v.startTime, { message: COUNSELLING_MESSAGES.endAfterStart, path: ['endTime'] })
  .refine((v) => v.mode === 'online' || !!v.roomId, {
    message: COUNSELLING_MESSAGES.offlineNeedsRoom,
    path: ['roomId'],
  });
export type RotaInput = z.input<typeof rotaInput>;

export const rotaExceptionSchema = z.object({
  id: z.string(),
  counsellorId: z.string(),
  counsellorName: z.string(),
  day: z.string(),
  reason: z.string(),
});
export type RotaException = z.infer<typeof rotaExceptionSchema>;

export const counsellorSchema = z.object({ id: z.string(), name: z.string() });

export const slotSchema = z.object({
  counsellorId: z.string(),
  counsellorName: z.string(),
  start: z.string(),
  end: z.string(),
  mode: z.string(),
  roomId: z.string().nullable(),
  roomName: z.string().nullable(),
  specialties: z.string().nullable(),
  targetGroups: z.string().nullable(),
  seats: z.number(),
  booked: z.number(),
  taken: z.boolean(),
  kind: z.string(),
});
export type Slot = z.infer<typeof slotSchema>;

/** A time a room cannot be used (maintenance, an event): no booking in it overlaps. */
export const roomClosureSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  roomName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  reason: z.string(),
});
export type RoomClosure = z.infer<typeof roomClosureSchema>;

export const roomClosureInput = z
  .object({
    roomId: id,
    startTime: dateTimeString,
    endTime: dateTimeString,
    reason: z.string('请输入原因').trim().min(1, '请输入原因').max(100, '原因最多 100 个字符'),
  })
  .refine((v) => v.endTime > v.startTime, {
    message: COUNSELLING_MESSAGES.closureEndAfterStart,
    path: ['endTime'],
  });
export type RoomClosureInput = z.input<typeof roomClosureInput>;

export const rangeQuery = z
  .object({ from: dayString, to: dayString })
  .refine((v) => v.to >= v.from, { message: '结束日期不能早于开始日期', path: ['to'] })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 62 * 86_400_000, {
    message: '查询范围最多 62 天',
    path: ['to'],
  });

/** Longest a 咨询时段规则 window may reach before a slot or after it: one week, in minutes. */
export const SESSION_WINDOW_MINUTES_MAX = 10080;
const windowMinutes = z
  .number('请输入分钟数')
  .int('请输入整数分钟')
  .min(0, `分钟数须为 0 到 ${SESSION_WINDOW_MINUTES_MAX} 之间的整数`)
  .max(SESSION_WINDOW_MINUTES_MAX, `分钟数须为 0 到 ${SESSION_WINDOW_MINUTES_MAX} 之间的整数`);
/**
 * 咨询时段规则: a booking is checked in and started from `beforeStart` minutes before its slot until
 * `afterEnd` minutes after the slot's end; a session ends (结束会谈) any time after the window opens.
 * Each school sets its own; the defaults until it does: `DEFAULT_SESSION_WINDOW`.
 */
export const sessionWindowSchema = z.object({ beforeStart: windowMinutes, afterEnd: windowMinutes });
export type SessionWindow = z.infer<typeof sessionWindowSchema>;
export const DEFAULT_SESSION_WINDOW: SessionWindow = { beforeStart: 30, afterEnd: 120 };

export const counsellingRoutes = {
  rooms: defineRoute({
    method: 'GET',
    path: '/counselling/room/all',
    access: 'counselling:room:list',
    summary: '咨询地址列表',
    response: z.array(roomSchema),
  }),
  addRoom: defineRoute({
    method: 'POST',
    path: '/counselling/room/add',
    access: 'counselling:room:add',
    summary: '添加咨询地址',
    operation: '添加咨询地址',
    body: roomInput,
  }),
  editRoom: defineRoute({
    method: ['PUT', 'POST'],
    path: '/counselling/room/edit',
    access: 'counselling:room:edit',
    summary: '编辑咨询地址',
    operation: '编辑咨询地址',
    body: roomInput.extend({ id }),
  }),
  deleteRoom: defineRoute({
    method: 'DELETE',
    path: '/counselling/room/delete',
    access: 'counselling:room:delete',
    summary: '删除咨询地址',
    operation: '删除咨询地址',
    query: z.object({ id }),
  }),
  closures: defineRoute({
    method: 'GET',
    path: '/counselling/room/closures',
    access: 'counselling:room:list',
    summary: '咨询室维护时段',
    response: z.array(roomClosureSchema),
  }),
  addClosure: defineRoute({
    method: 'POST',
    path: '/counselling/room/closure/add',
    access: 'counselling:room:edit',
    summary: '登记咨询室维护时段',
    operation: '登记咨询室维护',
    body: roomClosureInput,
  }),
  deleteClosure: defineRoute({
    method: 'DELETE',
    path: '/counselling/room/closure/delete',
    access: 'counselling:room:edit',
    summary: '删除咨询室维护时段',
    operation: '删除咨询室维护',
    query: z.object({ id }),
  }),
  counsellors: defineRoute({
    method: 'GET',
    path: '/counselling/counsellors',
    access: 'counselling:rota:list',
    summary: '可排班的咨询师',
    response: z.array(counsellorSchema),
  }),
  /** 排班管理: the weekly lines, paged, by weekday and start time. */
  rota: defineListRoute({
    path: '/counselling/rota/list',
    access: 'counselling:rota:list',
    summary: '排班分页列表',
    record: rotaSchema,
    sort: ['weekday'],
    filters: {
      counsellorId: filter.text(z.string().max(64).optional()),
      weekday: filter.number(),
    },
  }),
  addRota: defineRoute({
    method: 'POST',
    path: '/counselling/rota/add',
    access: 'counselling:rota:add',
    summary: '添加排班',
    operation: '添加排班',
    body: rotaInput,
  }),
  editRota: defineRoute({
    method: ['PUT', 'POST'],
    path: '/counselling/rota/edit',
    access: 'counselling:rota:edit',
    summary: '编辑排班',
    operation: '编辑排班',
    body: rotaInput.safeExtend({ id }),
  }),
  deleteRota: defineRoute({
    method: 'DELETE',
    path: '/counselling/rota/delete',
    access: 'counselling:rota:delete',
    summary: '删除排班',
    operation: '删除排班',
    query: z.object({ id }),
  }),
  exceptions: defineRoute({
    method: 'GET',
    path: '/counselling/rota/exceptions',
    access: 'counselling:rota:list',
    summary: '请假与节假日',
    response: z.array(rotaExceptionSchema),
  }),
  addException: defineRoute({
    method: 'POST',
    path: '/counselling/rota/exception/add',
    access: 'counselling:rota:add',
    summary: '登记请假或节假日',
    operation: '登记请假',
    body: z.object({
      counsellorId: id,
      day: dayString,
      reason: z.string('请输入原因').trim().min(1, '请输入原因').max(100, '原因最多 100 个字符'),
    }),
  }),
  deleteException: defineRoute({
    method: 'DELETE',
    path: '/counselling/rota/exception/delete',
    access: 'counselling:rota:delete',
    summary: '删除请假登记',
    operation: '删除请假登记',
    query: z.object({ id }),
  }),
  slots: defineRoute({
    method: 'GET',
    path: '/counselling/slots',
    access: 'login',
    summary: '可预约时段',
    query: rangeQuery.safeExtend({ kind: z.enum(BOOKING_KIND_CODES).optional() }),
    response: z.array(slotSchema),
  }),
  sessionWindow: defineRoute({
    method: 'GET',
    path: '/counselling/rota/window',
    access: 'counselling:rota:list',
    summary: '咨询时段规则（签到、开始的时间窗）',
    response: sessionWindowSchema,
  }),
  saveSessionWindow: defineRoute({
    method: ['PUT', 'POST'],
    path: '/counselling/rota/window/save',
    access: 'counselling:rota:edit',
    summary: '保存咨询时段规则',
    operation: '保存咨询时段规则',
    body: sessionWindowSchema,
    response: sessionWindowSchema,
  }),
};
