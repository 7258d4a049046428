import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { STORED_KEY_PATTERN } from './files.contract.ts';

/** What a growth event records; every area appends its own kinds through the core's one writer. */
export const GROWTH_KINDS = {
  note: '记录',
  transfer: '转班',
  status: '学籍变动',
  assessment: '测评',
  report: '测评报告',
  crisis: '危机个案',
  interview: '约谈',
  appointment: '咨询',
  career: '生涯',
  plan: '规划',
  course: '课程',
  mood: '心情日记',
  award: '获奖',
  activity: '活动',
  competition: '竞赛',
  volunteer: '志愿服务',
} as const;
export type GrowthKind = keyof typeof GROWTH_KINDS;

/**
 * Who may read a growth event. `student`: the student and every staff reader of the file; `staff`:
 * staff readers, not the student; `centre`: the student and the psychology centre's staff only (a
 * 辅导员 does not see it); `case`: only readers inside the crisis case's compartment; `self`: the
 * student alone (their mood diary), never staff.
 */
export const GROWTH_VISIBILITY = {
  student: '学生可见',
  staff: '仅教师',
  centre: '仅心理中心与学生本人',
  case: '仅个案组',
  self: '仅学生本人',
} as const;
export type GrowthVisibility = keyof typeof GROWTH_VISIBILITY;

export const growthEventSchema = z.object({
  id: z.string(),
  kind: z.string(),
  visibility: z.string(),
  schoolYear: z.number(),
  title: z.string(),
  payload: z.record(z.string(), z.unknown()),
  sourceModule: z.string(),
  sourceId: z.string().nullable(),
  eventTime: z.string(),
  createBy: z.string().nullable(),
});
export type GrowthEvent = z.infer<typeof growthEventSchema>;

/** A page of a timeline, newest first, narrowed by kind and school year (学年, by its start year). */
export const timelineQuery = z.object({
  kind: z.enum(Object.keys(GROWTH_KINDS) as [GrowthKind, ...GrowthKind[]]).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

const timelineReply = z.object({
  // `id` is the student's, so the read audit names the student whose file was read.
  id: z.string(),
  name: z.string(),
  events: z.array(growthEventSchema),
  total: z.number(),
  /** The school years the reader's events fall in, newest first, for the year filter. */
  years: z.array(z.number()),
});
export type GrowthTimeline = z.infer<typeof timelineReply>;

/** Largest class whose growth files print as one ZIP. */
export const GROWTH_CLASS_EXPORT_MAX = 300;

/** What staff enter on a file: awards, activities, competitions and volunteer service (seen by the student). */
export const GROWTH_RECORD_KINDS = ['award', 'activity', 'competition', 'volunteer'] as const;

export const GROWTH_ATTACHMENTS_MAX = 10;
export const GROWTH_ATTACHMENT_BIZ = 'growth';
export const GROWTH_ATTACHMENT_INVALID = '附件无效，请重新上传';

/** A file on a growth record, as its payload keeps it: the stored key and the uploaded name. */
export const growthAttachmentSchema = z.object({ key: z.string(), name: z.string() });
export type GrowthAttachment = z.infer<typeof growthAttachmentSchema>;

export const growthRecordBody = z
  .object({
    studentId: z.string().min(1, '请选择学生').max(64),
    kind: z.enum(GROWTH_RECORD_KINDS, '请选择类型'),
    title: z.string('请输入名称').trim().min(1, '请输入名称').max(100, '名称最多 100 个字符'),
    /** 国家级 / 省级 / 校级 …, or the organiser. */
    rank: z.string().trim().max(50, '级别最多 50 个字符').default(''),
    date: z.string('请选择日期').regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD'),
    hours: z.coerce.number().min(0, '时长不能为负').max(1000, '时长最多 1000 小时').optional(),
    /** Certificates, photos: stored keys the recorder uploaded (`/sys/common/upload`, biz `growth`). */
    attachments: z
      .array(z.string().regex(STORED_KEY_PATTERN, GROWTH_ATTACHMENT_INVALID))
      .max(GROWTH_ATTACHMENTS_MAX, `附件最多 ${GROWTH_ATTACHMENTS_MAX} 个`)
      .default([]),
  })
  .refine((b) => b.kind !== 'volunteer' || b.hours !== undefined, {
    message: '请填写志愿服务时长',
    path: ['hours'],
  });

export type GrowthRecordBody = z.infer<typeof growthRecordBody>;

export const growthRoutes = {
  timeline: defineRoute({
    method: 'GET',
    path: '/school/growth/timeline',
    access: 'growth:file:list',
    summary: '学生成长档案时间线',
    query: timelineQuery.extend({ studentId: z.string().min(1, '请选择学生').max(64) }),
    response: timelineReply,
    auditRead: true,
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/school/growth/mine',
    access: 'screening:answer',
    summary: '我的成长档案（学生端）',
    query: timelineQuery,
    response: timelineReply,
    auditRead: true,
  }),
  addRecord: defineRoute({
    method: 'POST',
    path: '/school/growth/addRecord',
    access: 'growth:file:edit',
    summary: '录入获奖、活动、竞赛或志愿服务',
    operation: '录入成长档案事项',
    body: growthRecordBody,
  }),
  report: defineRoute({
    method: 'GET',
    path: '/school/growth/report',
    access: 'growth:file:export',
    summary: '导出成长档案报告（PDF，毕业或转出时）',
    operation: false,
    query: z.object({ studentId: z.string().min(1, '请选择学生').max(64) }),
  }),
  file: defineRoute({
    method: 'GET',
    path: '/school/growth/file',
    access: 'growth:file:export',
    summary: '导出成长档案（ZIP：档案报告 PDF 与获奖、活动等事项的附件，毕业或转出时）',
    operation: '导出成长档案',
    query: z.object({ studentId: z.string().min(1, '请选择学生').max(64) }),
  }),
  classReports: defineRoute({
    method: 'GET',
    path: '/school/growth/classReports',
    access: 'growth:file:export',
    summary: '导出一个班的成长档案报告（ZIP，每人一份 PDF，毕业时）',
    operation: '导出班级成长档案',
    query: z.object({ classId: z.string().min(1, '请选择班级').max(64) }),
  }),
  addNote: defineRoute({
    method: 'POST',
    path: '/school/growth/addNote',
    access: 'growth:file:edit',
    summary: '在成长档案中添加记录',
    operation: '添加成长档案记录',
    body: z.object({
      studentId: z.string().min(1, '请选择学生').max(64),
      title: z.string('请输入标题').trim().min(1, '请输入标题').max(100, '标题最多 100 个字符'),
      content: z.string().trim().max(2000, '内容最多 2000 个字符').default(''),
    }),
  }),
};
