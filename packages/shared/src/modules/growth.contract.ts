import { z } from 'zod';
import { defineRoute } from '../api/route.ts';

export const GROWTH_KINDS = {
  note: '记录',
  transfer: '转班',
  status: '学籍变动',
  assessment: '测评',
  interview: '约谈',
  appointment: '咨询',
  career: '生涯',
} as const;

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
