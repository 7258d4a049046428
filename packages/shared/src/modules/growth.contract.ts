import { z } from 'zod';
import { defineRoute } from '../api/route.ts';

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
 * 辅导员 does not see it); `case`: only readers inside the crisis case's compartment.
 */
export const GROWTH_VISIBILITY = {
  student: '学生可见',
  staff: '仅教师',
  centre: '仅心理中心与学生本人',
  case: '仅个案组',
} as const;
export type GrowthVisibility = keyof typeof GROWTH_VISIBILITY;

export const growthEventSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  payload: z.record(z.string(), z.unknown()),
  sourceModule: z.string(),
  sourceId: z.string().nullable(),
  eventTime: z.string(),
  createBy: z.string().nullable(),
});
export type GrowthEvent = z.infer<typeof growthEventSchema>;

export const growthRoutes = {
  timeline: defineRoute({
    method: 'GET',
    path: '/school/growth/timeline',
    access: 'growth:file:list',
    summary: '学生成长档案时间线',
    query: z.object({ studentId: z.string().min(1, '请选择学生').max(64) }),
    // `id` is the student's, so the read audit names the student whose file was read.
    response: z.object({ id: z.string(), name: z.string(), events: z.array(growthEventSchema) }),
    auditRead: true,
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
