import { z } from 'zod';
import { abilitiesSchema } from '../api/abilities.ts';
import { defineRoute } from '../api/route.ts';
import { BOOKING_STEPS, CENTRE_STEPS } from '../counselling/booking-flow.ts';
import {
  BOOKING_KIND_CODES,
  BOOKING_STATUSES,
  type BookingStatus,
  STUDENT_CANCEL_CUTOFF_HOURS,
} from '../counselling/values.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';
import { dateTimeString, rangeQuery } from './counselling.contract.ts';

export const BOOKING_MESSAGES = {
  booked: '预约已提交，请等待中心确认',
  slotTaken: '该时段已被预约，请选择其他时段',
  roomTaken: '该咨询室在此时段已被占用，请选择其他咨询室',
  roomFull: '该咨询室在此时段已满员',
  roomUnavailable: '该咨询室在此时段不可用（停用或维护中）',
  needsRoom: '面询预约请选择咨询室',
  changeNeedsConsent: '更换咨询师需先征得学生同意',
  studentBusy: '你在该时段已有预约',
  noSlot: '该时段不在咨询师的排班内',
  slotPast: '该时段已开始或已过去，请选择其他时段',
  notStudent: '当前账号未关联学生档案，无法预约',
  consent: '请阅读并同意咨询知情同意书',
  cutoff: `距咨询开始不足 ${STUDENT_CANCEL_CUTOFF_HOURS} 小时，请联系心理中心取消`,
  cancelled: '预约已取消',
  done: '操作成功',
  notFound: '未找到对应数据',
  crisis: '预检发现风险，已转入危机干预',
  wrongKind: '该时段不提供所选类型的咨询，请重新选择',
  careerNoPrescreen: '生涯咨询无需预检，可直接安排',
} as const;

export const bookingSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentNo: z.string(),
  counsellorId: z.string(),
  counsellorName: z.string(),
  roomId: z.string().nullable(),
  roomName: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  caseId: z.string().nullable(),
  slotStart: z.string(),
  slotEnd: z.string(),
  mode: z.string(),
  /** psych 心理咨询 or career 生涯咨询. */
  kind: z.string(),
  status: z.string(),
  topic: z.string(),
  intake: z.string().nullable(),
  riskLevel: z.number().nullable(),
  prescreenNote: z.string().nullable(),
  cancelReason: z.string().nullable(),
  rescheduleCount: z.number(),
  createTime: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * What the caller may do with a booking in the centre's console (the server's booking and note
 * policies): each centre step, reading the intake and pre-screen text (clinical: the centre's), and
 * reading or writing the session's note.
 */
export const BOOKING_ABILITIES = [...CENTRE_STEPS, 'readIntake', 'readNote', 'writeNote'] as const;
export type BookingAbility = (typeof BOOKING_ABILITIES)[number];

/** A booking as the centre's list sends it, with the caller's `abilities`. */
export const centreBookingSchema = bookingSchema.extend({ abilities: abilitiesSchema(BOOKING_ABILITIES) });
export type CentreBooking = z.infer<typeof centreBookingSchema>;

/** What the student sees of their own booking: no pre-screen findings. */
export const myBookingSchema = bookingSchema.omit({ riskLevel: true, prescreenNote: true, studentNo: true });
export type MyBooking = z.infer<typeof myBookingSchema>;

const id = z.string().min(1, 'id 不能为空').max(64);
const reason = z.string('请输入原因').trim().min(1, '请输入原因').max(200, '原因最多 200 个字符');

export const bookInput = z.object({
  /** Chosen first on /m: a 生涯咨询 asks no intake and goes to a 生涯导师's slot. */
  kind: z.enum(BOOKING_KIND_CODES, '请选择咨询类型').default('psych'),
  counsellorId: id,
  slotStart: dateTimeString,
  topic: z.string('请输入咨询主题').trim().min(1, '请输入咨询主题').max(50, '咨询主题最多 50 个字符'),
  intake: z.string().trim().max(1000, '情况描述最多 1000 个字符').optional(),
  consent: z.literal(true, BOOKING_MESSAGES.consent),
});
export type BookInput = z.input<typeof bookInput>;

/** Centre-side steps of the booking state machine (domain §3.3). */
export const bookingAction = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('prescreen'),
      id,
      riskLevel: z.coerce.number('请选择风险等级').int().min(0).max(3),
      note: z.string().trim().max(500, '预检意见最多 500 个字符').optional(),
    }),
    z.object({ action: z.literal('assign'), id, roomId: z.string().max(64).optional().nullable() }),
    z.object({ action: z.literal('confirm'), id }),
    z.object({ action: z.literal('checkIn'), id }),
    z.object({ action: z.literal('start'), id }),
    z.object({ action: z.literal('complete'), id }),
    z.object({ action: z.literal('noShow'), id }),
    z.object({ action: z.literal('cancel'), id, reason }),
    z.object({
      action: z.literal('reschedule'),
      id,
      slotStart: dateTimeString,
      /** Another counsellor (and the room of their rota line, or `roomId`). */
      counsellorId: z.string().max(64).optional(),
      roomId: z.string().max(64).optional().nullable(),
      /** The student agreed to the new counsellor (asked by phone or in person). */
      studentAgreed: z.boolean().optional(),
    }),
  ],
  '请选择操作',
);
export type BookingAction = z.input<typeof bookingAction>;

export const BOOKING_ACTION_LABELS = Object.fromEntries(
  Object.entries(BOOKING_STEPS).map(([step, { label }]) => [step, label]),
) as Record<BookingAction['action'], string>;

/** One line of a booking's history: a step, and on a reschedule the values it replaced. */
export const bookingEventSchema = z.object({
  id: z.string(),
  step: z.string(),
  fromStatus: z.string(),
  toStatus: z.string(),
  oldCounsellorName: z.string().nullable(),
  oldRoomName: z.string().nullable(),
  oldSlotStart: z.string().nullable(),
  note: z.string().nullable(),
  actor: z.string(),
  createTime: z.string(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

export const bookingRoutes = {
  /** 预约管理: every booking in reach, paged, newest slot first. */
  page: {
    ...defineListRoute({
      path: '/counselling/booking/list',
      access: 'counselling:booking:list',
      summary: '咨询预约分页列表',
      record: centreBookingSchema,
      sort: ['slotStart', 'createTime'],
      filters: {
        slotStart: filter.datetime(),
        counsellorId: filter.text(z.string().max(64).optional()),
        status: filter.text(
          z.enum(Object.keys(BOOKING_STATUSES) as [BookingStatus], '预约状态不正确').optional(),
        ),
        kind: filter.text(z.enum(BOOKING_KIND_CODES, '咨询类型不正确').optional()),
        keyWord: filter.custom(z.string().max(50, '学生姓名或学号最多 50 个字符').optional()),
      },
    }),
    auditRead: true as const,
  },
  /** 预约日历: the bookings of a date range, unpaged. */
  list: defineRoute({
    method: 'GET',
    path: '/counselling/booking/range',
    access: 'counselling:booking:list',
    summary: '咨询预约列表（日历）',
    auditRead: true,
    query: rangeQuery.safeExtend({
      counsellorId: z.string().max(64).optional(),
      roomId: z.string().max(64).optional(),
      status: z.string().max(30).optional(),
    }),
    response: z.array(centreBookingSchema),
  }),
  /** The home card: today's bookings in reach (China time), counted by status; no record leaves. */
  today: defineRoute({
    method: 'GET',
    path: '/counselling/booking/today',
    access: 'counselling:booking:list',
    summary: '今日咨询预约统计',
    response: z.object({
      total: z.number(),
      statuses: z.array(z.object({ status: z.string(), count: z.number() })),
    }),
  }),
  history: defineRoute({
    method: 'GET',
    path: '/counselling/booking/history',
    access: 'counselling:booking:list',
    summary: '预约流转记录',
    // Audited by the handler under the booking and the student.
    query: z.object({ id }),
    response: z.array(bookingEventSchema),
  }),
  action: defineRoute({
    method: 'POST',
    path: '/counselling/booking/action',
    access: 'counselling:booking:edit',
    summary: '预约流转（预检、安排、确认、签到、结束会谈、爽约、取消、改约）',
    operation: '预约流转',
    body: bookingAction,
  }),
  book: defineRoute({
    method: 'POST',
    path: '/counselling/my/book',
    access: 'login',
    summary: '学生预约咨询',
    operation: '学生预约咨询',
    body: bookInput,
    response: z.object({ id: z.string() }),
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/counselling/my/bookings',
    access: 'login',
    summary: '我的咨询预约',
    response: z.array(myBookingSchema),
  }),
  cancelMine: defineRoute({
    method: 'POST',
    path: '/counselling/my/cancel',
    access: 'login',
    summary: '学生取消预约',
    operation: '学生取消预约',
    body: z.object({ id, reason }),
  }),
};

/** Sessions a student with an open crisis warning is expected to need over the forecast window. */
export const SESSIONS_PER_OPEN_WARNING = 4;
export const FORECAST_WEEKS = 4;

export const forecastSchema = z.object({
  weeks: z.number(),
  /** Slots the rota offers per week (days off not counted). */
  weeklySlots: z.number(),
  colleges: z.array(
    z.object({
      collegeId: z.string(),
      name: z.string(),
      openWarnings: z.number(),
      pendingBookings: z.number(),
      expectedSessions: z.number(),
    }),
  ),
});
export type Forecast = z.infer<typeof forecastSchema>;

export const forecastRoutes = {
  forecast: defineRoute({
    method: 'GET',
    path: '/counselling/forecast',
    access: 'counselling:booking:list',
    summary: '咨询容量预测（按学院）',
    response: forecastSchema,
  }),
};
