import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { SIGNED_LINK_PATTERN } from '../api/signed-link.ts';
import type { ACTIONS, PermissionCode } from '../auth/permissions.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';
import { MOBILE_PATTERN } from '../validation/rules.ts';
import { mediaLinkSchema } from './files.contract.ts';

// 家长学堂: lectures for guardians. The centre manages them on the console; guardians register,
// check in, give feedback and watch the replay on a public page opened by a signed link or QR code.

export const LECTURE_MESSAGES = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  saved: '保存成功',
  notFound: '未找到对应数据',
  gradeMissing: '请选择面向的年级',
  endBeforeStart: '结束时间应晚于开始时间',
  capacityBelowRegistered: '容量不能少于已报名人数',
  replayNotVideo: '回放请上传视频文件',
  badLink: '链接无效或已失效，请向学校索取新的报名链接',
  notOpen: '本讲座当前不接受报名',
  full: '名额已满',
  already: '该手机号已报名本讲座',
  smsNeeded: '请输入短信验证码',
  smsWrong: '短信验证码错误或已过期',
  smsElsewhere: '该验证码不是本讲座的报名验证码，请在本页重新获取',
  smsLocked: '验证码错误次数过多，请一小时后再试',
  smsLimited: '发送过于频繁，请稍后再试',
  smsUnavailable: '本校未开通短信验证，请直接报名，到场后凭签到码签到',
  smsFailed: '短信发送失败，请稍后再试',
  smsSent: '验证码已发送',
  gradeNotAudience: '请选择本讲座面向的年级',
  registered: '报名成功',
  checkInWrong: '签到码错误',
  checkInEarly: '讲座开始前 1 小时起可以签到',
  checkedIn: '签到成功',
  feedbackFirst: '签到后才能提交反馈',
  feedbackOk: '感谢您的反馈',
  noReplay: '本讲座暂无回放',
} as const;

export const LECTURE_MODES = { online: '线上', onsite: '线下' } as const;
export type LectureMode = keyof typeof LECTURE_MODES;
export const LECTURE_STATUSES = { '0': '草稿', '1': '报名中', '2': '报名截止' } as const;
export type LectureStatus = keyof typeof LECTURE_STATUSES;
export const SATISFACTION_LABELS: Readonly<Record<number, string>> = {
  1: '非常不满意',
  2: '不满意',
  3: '一般',
  4: '满意',
  5: '非常满意',
};
/** How long guardians' names and numbers may be kept after a lecture, in days (the school picks). */
export const LECTURE_RETENTION_DAYS = { min: 7, max: 1095, default: 90 } as const;
/** The console page a lecture's registration link opens (a public page of the web app). */
export const LECTURE_PUBLIC_PATH = '/parent/lecture';

const id = z.string().min(1, 'id 不能为空').max(64);
const idQuery = z.object({ id });
const instant = (message: string) => z.string(message).datetime({ offset: true, message });

export const lectureRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  mode: z.enum(['online', 'onsite']),
  speaker: z.string(),
  place: z.string(),
  summary: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number(),
  gradeIds: z.array(z.string()),
  gradeNames: z.array(z.string()),
  status: z.enum(['0', '1', '2']),
  registered: z.number(),
  attended: z.number(),
  feedbacks: z.number(),
  /** Mean satisfaction 1–5 with one decimal, null before any feedback. */
  satisfaction: z.number().nullable(),
  checkInCode: z.string(),
  replayFileId: z.string().nullable(),
  replayFileName: z.string().nullable(),
  /** What the replay says, one line per cue: the player's captions track and a text alternative. */
  transcript: z.string(),
  createTime: z.string().nullable(),
});
export type LectureRecord = z.infer<typeof lectureRecordSchema>;

export const lectureInput = z
  .object({
    title: z.string('请输入讲座主题').trim().min(1, '请输入讲座主题').max(100, '讲座主题最多 100 个字符'),
    mode: z.enum(['online', 'onsite'], '请选择线上或线下'),
    speaker: z.string('请输入主讲人').trim().min(1, '请输入主讲人').max(50, '主讲人最多 50 个字符'),
    place: z.string().trim().max(200, '地点或直播地址最多 200 个字符').default(''),
    summary: z.string().trim().max(2000, '讲座简介最多 2000 个字符').default(''),
    startTime: instant('请选择开始时间'),
    endTime: instant('请选择结束时间'),
    capacity: z.coerce
      .number('请输入容量')
      .int('容量应为整数')
      .min(1, '容量至少为 1')
      .max(5000, '容量最多 5000'),
    gradeIds: z.array(z.string().min(1).max(64)).min(1, LECTURE_MESSAGES.gradeMissing).max(50),
    status: z.enum(['0', '1', '2']).default('0'),
    replayFileId: z.string().max(64).nullish(),
    transcript: z.string().trim().max(20_000, '文字稿最多 20000 个字符').default(''),
  })
  .refine((v) => Date.parse(v.endTime) > Date.parse(v.startTime), {
    message: LECTURE_MESSAGES.endBeforeStart,
    path: ['endTime'],
  });
export type LectureInput = z.infer<typeof lectureInput>;

export const lectureRegistrationSchema = z.object({
  id: z.string(),
  guardianName: z.string(),
  /** Masked (138****1234); null once the retention job erased it. */
  mobile: z.string().nullable(),
  gradeName: z.string(),
  verifiedBy: z.enum(['sms', 'code']),
  createTime: z.string(),
  checkedInAt: z.string().nullable(),
  satisfaction: z.number().nullable(),
  comment: z.string(),
  feedbackAt: z.string().nullable(),
  erased: z.boolean(),
});
export type LectureRegistration = z.infer<typeof lectureRegistrationSchema>;

export const lectureLinkSchema = z.object({
  token: z.string(),
  /** The public page, relative to the console's origin. */
  path: z.string(),
});

/** A replay's media link with its transcript, from which the page builds the captions track. */
export const lectureReplaySchema = mediaLinkSchema.extend({ transcript: z.string() });
export type LectureReplay = z.infer<typeof lectureReplaySchema>;

export const lectureSettingSchema = z.object({
  retentionDays: z.coerce
    .number('请输入保留天数')
    .int('保留天数应为整数')
    .min(LECTURE_RETENTION_DAYS.min, `保留天数至少 ${LECTURE_RETENTION_DAYS.min} 天`)
    .max(LECTURE_RETENTION_DAYS.max, `保留天数最多 ${LECTURE_RETENTION_DAYS.max} 天`),
});
export type LectureSetting = z.infer<typeof lectureSettingSchema>;

const option = z.object({ id: z.string(), name: z.string() });

const crud = (action: keyof typeof ACTIONS) => `course:lecture:${action}` as PermissionCode;

export const lectureRoutes = {
  list: defineListRoute({
    path: '/course/lecture/list',
    access: crud('list'),
    summary: '家长学堂讲座分页列表',
    record: lectureRecordSchema,
    sort: ['startTime', 'createTime'],
    filters: { title: filter.text(), speaker: filter.text(), status: filter.text(), mode: filter.text() },
  }),
  grades: defineRoute({
    method: 'GET',
    path: '/course/lecture/grades',
    access: crud('list'),
    summary: '讲座可面向的年级',
    response: z.array(option),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/course/lecture/add',
    access: crud('add'),
    summary: '添加讲座',
    operation: '添加家长讲座',
    body: lectureInput,
    response: z.string(),
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/course/lecture/edit',
    access: crud('edit'),
    summary: '编辑讲座',
    operation: '编辑家长讲座',
    body: lectureInput.and(z.object({ id })),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/course/lecture/delete',
    access: crud('delete'),
    summary: '删除讲座',
    operation: '删除家长讲座',
    query: idQuery,
  }),
  link: defineRoute({
    method: 'GET',
    path: '/course/lecture/link',
    access: crud('list'),
    summary: '讲座的家长报名链接',
    query: idQuery,
    response: lectureLinkSchema,
  }),
  /** A lecture's registrations (a lecture holds at most its capacity, 5000). */
  registrations: defineRoute({
    method: 'GET',
    path: '/course/lecture/registration/all',
    access: crud('list'),
    summary: '讲座的报名、签到与反馈',
    query: idQuery,
    response: z.array(lectureRegistrationSchema),
  }),
  checkIn: defineRoute({
    method: 'POST',
    path: '/course/lecture/registration/checkIn',
    access: crud('edit'),
    summary: '为到场家长登记签到',
    operation: '登记家长签到',
    body: z.object({ id }),
  }),
  replayLink: defineRoute({
    method: 'GET',
    path: '/course/lecture/replayLink',
    access: crud('list'),
    summary: '讲座回放的播放链接',
    query: idQuery,
    response: lectureReplaySchema,
  }),
  setting: defineRoute({
    method: 'GET',
    path: '/course/lecture/setting',
    access: crud('list'),
    summary: '家长信息保留天数',
    response: lectureSettingSchema,
  }),
  saveSetting: defineRoute({
    method: 'POST',
    path: '/course/lecture/setting/save',
    access: crud('edit'),
    summary: '设置家长信息保留天数',
    operation: '设置家长信息保留',
    body: lectureSettingSchema,
  }),
};

const linkToken = z.string('链接无效').regex(SIGNED_LINK_PATTERN, LECTURE_MESSAGES.badLink);
const mobile = z.string({ error: '请输入手机号' }).regex(MOBILE_PATTERN, '请输入正确手机号');

/** What a guardian sees of a lecture. */
export const publicLectureSchema = z.object({
  title: z.string(),
  mode: z.enum(['online', 'onsite']),
  speaker: z.string(),
  place: z.string(),
  summary: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number(),
  registered: z.number(),
  status: z.enum(['0', '1', '2']),
  grades: z.array(option),
  /** The school has an SMS gateway: registering asks for a code sent to the phone. */
  smsRequired: z.boolean(),
});
export type PublicLecture = z.infer<typeof publicLectureSchema>;

/** A guardian's own registration, read with the ticket the registration answered. */
export const myRegistrationSchema = z.object({
  lecture: publicLectureSchema,
  guardianName: z.string(),
  checkedIn: z.boolean(),
  satisfaction: z.number().nullable(),
  comment: z.string(),
  hasReplay: z.boolean(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

/**
 * The guardians' page: no session. `t` is the lecture's signed link, `ticket` the signed
 * registration a successful registration answers; each names one school and one record.
 */
export const parentLectureRoutes = {
  info: defineRoute({
    method: 'GET',
    path: '/parent/lecture/info',
    access: 'public',
    summary: '家长查看讲座报名信息',
    query: z.object({ t: linkToken }),
    response: publicLectureSchema,
  }),
  sms: defineRoute({
    method: 'POST',
    path: '/parent/lecture/sms',
    access: 'public',
    summary: '家长报名短信验证码',
    body: z.object({ t: linkToken, mobile }),
  }),
  register: defineRoute({
    method: 'POST',
    path: '/parent/lecture/register',
    access: 'public',
    summary: '家长报名讲座',
    body: z.object({
      t: linkToken,
      guardianName: z.string('请输入家长姓名').trim().min(1, '请输入家长姓名').max(30, '姓名最多 30 个字符'),
      mobile,
      gradeId: z.string('请选择孩子所在年级').min(1, '请选择孩子所在年级').max(64),
      smsCode: z.string().trim().max(6).optional(),
    }),
    response: z.object({ ticket: z.string() }),
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/parent/lecture/mine',
    access: 'public',
    summary: '家长查看本人报名',
    query: z.object({ ticket: linkToken }),
    response: myRegistrationSchema,
  }),
  checkIn: defineRoute({
    method: 'POST',
    path: '/parent/lecture/checkIn',
    access: 'public',
    summary: '家长凭签到码签到',
    body: z.object({
      ticket: linkToken,
      code: z
        .string('请输入签到码')
        .trim()
        .regex(/^\d{6}$/, '签到码为 6 位数字'),
    }),
  }),
  feedback: defineRoute({
    method: 'POST',
    path: '/parent/lecture/feedback',
    access: 'public',
    summary: '家长提交讲座反馈',
    body: z.object({
      ticket: linkToken,
      satisfaction: z.coerce.number('请选择满意度').int().min(1, '请选择满意度').max(5, '请选择满意度'),
      comment: z.string().trim().max(500, '意见建议最多 500 个字符').default(''),
    }),
  }),
  replay: defineRoute({
    method: 'GET',
    path: '/parent/lecture/replay',
    access: 'public',
    summary: '家长观看讲座回放',
    query: z.object({ ticket: linkToken }),
    response: lectureReplaySchema,
  }),
};
