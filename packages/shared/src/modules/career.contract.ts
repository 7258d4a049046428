import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

export const CAREER_MESSAGES = {
  editOk: '编辑成功!',
  notFound: '未找到该对照项',
  studentNotFound: '未找到该学生',
} as const;

/** The six Holland areas in RIASEC order, as the RIASEC scale names them. */
export const HOLLAND_AREAS = {
  R: '现实型',
  I: '研究型',
  A: '艺术型',
  S: '社会型',
  E: '企业型',
  C: '常规型',
} as const;
export type HollandLetter = keyof typeof HOLLAND_AREAS;
export const HOLLAND_LETTERS = Object.keys(HOLLAND_AREAS) as HollandLetter[];

export const hollandMappingSchema = z.object({
  id: z.string(),
  letter: z.enum(HOLLAND_LETTERS as [HollandLetter, ...HollandLetter[]]),
  sortNo: z.number(),
  majorFamilies: z.array(z.string()),
  occupationFamilies: z.array(z.string()),
  description: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type HollandMapping = z.infer<typeof hollandMappingSchema>;

const families = (label: string) =>
  z
    .array(z.string().trim().min(1, `${label}不能为空`).max(50, `${label}每项最多 50 个字符`))
    .max(30, `${label}最多 30 项`);

/** The school edits what an area suggests; the six areas themselves are fixed. */
export const hollandMappingEditInput = z.object({
  id: z.string().min(1, 'id 不能为空').max(64),
  majorFamilies: families('专业大类'),
  occupationFamilies: families('职业大类'),
  description: z.string().trim().max(500, '说明最多 500 个字符').nullish(),
});
export type HollandMappingEditInput = z.input<typeof hollandMappingEditInput>;

export const careerReportSchema = z.object({
  // `id` is the student's, so the read audit names the student whose report was read.
  id: z.string(),
  name: z.string(),
  studentNo: z.string(),
  className: z.string(),
  /** Null while the student has no valid RIASEC result. */
  result: z
    .object({
      code: z.string(),
      tie: z.boolean(),
      flat: z.boolean(),
      /** RIASEC order, raw area scores. */
      areas: z.array(z.object({ letter: z.string(), name: z.string(), raw: z.number() })),
      testedAt: z.string(),
      majorFamilies: z.array(z.string()),
      occupationFamilies: z.array(z.string()),
    })
    .nullable(),
});
export type CareerReport = z.infer<typeof careerReportSchema>;

const studentQuery = z.object({ studentId: z.string().min(1, '请选择学生').max(64) });

export const careerMappingRoutes = {
  list: defineListRoute({
    path: '/career/mapping/list',
    access: 'career:mapping:list',
    summary: '专业职业对照列表',
    record: hollandMappingSchema,
    sort: ['sortNo'],
    filters: { letter: filter.text() },
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/career/mapping/edit',
    access: 'career:mapping:edit',
    summary: '编辑专业职业对照',
    operation: '编辑专业职业对照',
    body: hollandMappingEditInput,
  }),
};

export const careerReportRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/career/report/get',
    access: 'career:report:list',
    summary: '学生生涯报告',
    query: studentQuery,
    response: careerReportSchema,
    auditRead: true,
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/career/report/mine',
    access: 'screening:answer',
    summary: '我的生涯报告（学生端）',
    response: careerReportSchema,
    auditRead: true,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/career/report/pdf',
    access: 'career:report:export',
    summary: '导出学生生涯报告（PDF）',
    operation: false,
    query: studentQuery,
  }),
  minePdf: defineRoute({
    method: 'GET',
    path: '/career/report/minePdf',
    access: 'screening:answer',
    summary: '导出我的生涯报告（PDF，学生端）',
    operation: false,
  }),
};
