/** 咨询预约 statuses (domain §3.3) with their Chinese labels. */
export const BOOKING_STATUSES = {
  requested: '已申请',
  pre_screened: '已预检',
  pending_confirm: '待确认',
  confirmed: '已确认',
  checked_in: '已签到',
  in_session: '咨询中',
  completed: '会谈结束',
  note_due: '待写记录',
  note_signed: '记录已签署',
  routed_crisis: '转危机干预',
  cancelled_student: '学生取消',
  cancelled_centre: '中心取消',
  no_show: '爽约',
} as const;
export type BookingStatus = keyof typeof BOOKING_STATUSES;

/** Statuses that hold the counsellor, room and student at their slot. */
export const LIVE_BOOKING_STATUSES: readonly BookingStatus[] = [
  'requested',
  'pre_screened',
  'pending_confirm',
  'confirmed',
  'checked_in',
  'in_session',
  'completed',
  'note_due',
  'note_signed',
];

/**
 * What a booking is for: 心理咨询 with a 咨询师 of the centre, or 生涯咨询 with a 生涯导师. A rota
 * line offers one kind; a booking takes the kind of its line.
 */
export const BOOKING_KINDS = { psych: '心理咨询', career: '生涯咨询' } as const;
export type BookingKind = keyof typeof BOOKING_KINDS;
export const BOOKING_KIND_CODES = Object.keys(BOOKING_KINDS) as [BookingKind, ...BookingKind[]];

export const CONSULT_MODES = { offline: '面询', online: '线上视频' } as const;
export type ConsultMode = keyof typeof CONSULT_MODES;

export const CASE_STATUSES = {
  open: '已建档',
  active: '咨询中',
  referred: '已转介',
  supervision: '督导中',
  closing: '结案中',
  closed: '已结案',
  follow_up: '随访中',
} as const;
export type CounsellingCaseStatus = keyof typeof CASE_STATUSES;

export const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

/** A student may cancel up to this many hours before the session; later only the centre can. */
export const STUDENT_CANCEL_CUTOFF_HOURS = 24;
/** Reminders go out this many hours before the session. */
export const REMINDER_LEAD_HOURS = 24;
/** Pre-screen risk level from which the booking is routed to crisis intervention. */
export const CRISIS_RISK_LEVEL = 2;
/** Role code of the 心理中心主任, the one reader of counselling notes besides the treating counsellor. */
export const CENTRE_DIRECTOR_ROLE = 'centre_director';
