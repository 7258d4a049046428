import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

/**
 * 一生一策: the plan of a student in focus — an open crisis case, or a special group the school
 * defines in 数据字典 (`focus_group`). Read on a need-to-know basis: the centre and the plan's
 * responsible people only, every read audited.
 */
export const FOCUS_BASIS = { crisis: '危机个案', group: '特殊群体' } as const;
export type FocusBasis = keyof typeof FOCUS_BASIS;
const BASES = Object.keys(FOCUS_BASIS) as [FocusBasis, ...FocusBasis[]];

export const FOCUS_STATUS = { active: '进行中', closed: '已结束' } as const;
export type FocusStatus = keyof typeof FOCUS_STATUS;
const STATUSES = Object.keys(FOCUS_STATUS) as [FocusStatus, ...FocusStatus[]];

/** Who carries out a measure. */
export const FOCUS_OWNERS = {
  counsellor: '辅导员',
  headTeacher: '班主任',
  therapist: '咨询师',
  guardian: '监护人',
  centre: '心理中心',
} as const;
export type FocusOwner = keyof typeof FOCUS_OWNERS;
const OWNERS = Object.keys(FOCUS_OWNERS) as [FocusOwner, ...FocusOwner[]];

/** The dictionary in which a school defines its special groups (家庭经济困难, 学业困难 …). */
export const FOCUS_GROUP_DICT = 'focus_group';

/**
 * What a reader sees of a plan: `full` (the centre, the plan's 辅导员 and 咨询师) or `items` (the
 * plan's 班主任: the goals, the measures assigned to 班主任, the review dates and their own review
 * records — no crisis basis, no other review records).
 */
export const FOCUS_COMPARTMENTS = ['full', 'items'] as const;
export type FocusCompartment = (typeof FOCUS_COMPARTMENTS)[number];

export const FOCUS_MESSAGES = {
  notFound: '未找到该一生一策档案',
  noOpenCase: '该学生没有进行中的危机个案，请按特殊群体建档',
  groupRequired: '请选择特殊群体',
  groupUnknown: '特殊群体不存在，请在数据字典“重点关注群体”中维护',
  staffUnknown: '负责人须为本校教职工',
  centreOnly: '一生一策档案由心理中心建立',
  closed: '该一生一策档案已结束，不能再填写复盘记录',
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  reviewOk: '复盘记录已保存',
  measureNotFound: '未找到该措施',
  notMeasureOwner: '只有该措施的负责人或心理中心可以标记落实',
  measureDone: '已标记落实',
  measureUndone: '已撤销落实标记',
} as const;

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
const idText = (message: string) => z.string().min(1, message).max(64);

/** A measure as the plan's form sends it: whether it is done is only ever set by its tick. */
export const focusMeasureInput = z.object({
  /** Stable within the plan, so an edit keeps which measure is which. */
  id: z.string().min(1).max(64),
  content: z.string('请输入措施').trim().min(1, '请输入措施').max(300, '措施最多 300 个字符'),
  owner: z.enum(OWNERS, '请选择负责人'),
});
export type FocusMeasureInput = z.infer<typeof focusMeasureInput>;

/** A stored measure: done or not, and who ticked it, when, with their short record. */
export const focusMeasureSchema = focusMeasureInput.extend({
  done: z.boolean(),
  doneBy: z.string().nullish(),
  doneByName: z.string().nullish(),
  doneTime: z.string().nullish(),
  doneNote: z.string().nullish(),
});
export type FocusMeasure = z.infer<typeof focusMeasureSchema>;

const planFields = {
  basis: z.enum(BASES, '请选择建档依据'),
  groupCode: z.string().trim().max(50).nullish(),
  goals: z.string('请输入目标').trim().min(1, '请输入目标').max(2000, '目标最多 2000 个字符'),
  measures: z.array(focusMeasureInput).max(30, '措施最多 30 项').default([]),
  counsellorId: z.string().max(64).nullish(),
  headTeacherId: z.string().max(64).nullish(),
  therapistId: z.string().max(64).nullish(),
  guardianName: z.string().trim().max(50, '监护人姓名最多 50 个字符').nullish(),
  guardianRelation: z.string().trim().max(20, '与学生关系最多 20 个字符').nullish(),
  guardianPhone: z
    .string()
    .trim()
    .regex(/^[0-9+\-\s]{0,20}$/, '监护人电话格式不正确')
    .nullish(),
  reviewCycleDays: z
    .number('请输入复盘周期')
    .int()
    .min(1, '复盘周期至少 1 天')
    .max(180, '复盘周期最多 180 天'),
  nextReviewDate: dateText,
};

export const focusPlanAddInput = z.object({ studentId: idText('请选择学生'), ...planFields });
export type FocusPlanAddInput = z.input<typeof focusPlanAddInput>;

export const focusPlanEditInput = z.object({
  id: idText('id 不能为空'),
  ...planFields,
  status: z.enum(STATUSES, '请选择状态'),
});
export type FocusPlanEditInput = z.input<typeof focusPlanEditInput>;

export const focusReviewInput = z.object({
  planId: idText('请选择档案'),
  reviewDate: dateText,
  content: z.string('请输入复盘记录').trim().min(1, '请输入复盘记录').max(2000, '复盘记录最多 2000 个字符'),
  /** The next review; left empty, the plan's cycle sets it from the review date. */
  nextReviewDate: dateText.nullish(),
});
export type FocusReviewInput = z.input<typeof focusReviewInput>;

/** 标记落实: the measure's responsible person (or the centre) ticks it done, with a short record, or undoes it. */
export const focusMeasureTickInput = z
  .object({
    planId: idText('请选择档案'),
    measureId: idText('请选择措施'),
    done: z.boolean(),
    note: z.string().trim().max(200, '落实情况最多 200 个字符').optional(),
  })
  .refine((b) => !b.done || Boolean(b.note), { message: '请填写落实情况', path: ['note'] });
export type FocusMeasureTickInput = z.input<typeof focusMeasureTickInput>;

export const focusPlanRecordSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentNo: z.string(),
  studentName: z.string(),
  basis: z.string(),
  basisText: z.string(),
  status: z.string(),
  statusText: z.string(),
  nextReviewDate: z.string(),
  counsellorName: z.string().nullable(),
  headTeacherName: z.string().nullable(),
  therapistName: z.string().nullable(),
  measuresTotal: z.number(),
  measuresDone: z.number(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type FocusPlanRecord = z.infer<typeof focusPlanRecordSchema>;

export const focusReviewSchema = z.object({
  id: z.string(),
  reviewDate: z.string(),
  content: z.string(),
  nextReviewDate: z.string().nullable(),
  authorName: z.string(),
  createTime: z.string(),
});
export type FocusReview = z.infer<typeof focusReviewSchema>;

export const focusPlanSchema = focusPlanRecordSchema.extend({
  compartment: z.enum(FOCUS_COMPARTMENTS),
  groupCode: z.string().nullable(),
  goals: z.string(),
  /** `canTick`: whether the reader may tick this measure (its responsible person, or the centre). */
  measures: z.array(focusMeasureSchema.extend({ canTick: z.boolean() })),
  counsellorId: z.string().nullable(),
  headTeacherId: z.string().nullable(),
  therapistId: z.string().nullable(),
  guardianName: z.string().nullable(),
  guardianRelation: z.string().nullable(),
  guardianPhone: z.string().nullable(),
  reviewCycleDays: z.number(),
  reviews: z.array(focusReviewSchema),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean(), review: z.boolean() }),
});
export type FocusPlan = z.infer<typeof focusPlanSchema>;

export const focusStaffOptionSchema = z.object({
  userId: z.string(),
  name: z.string(),
  workNo: z.string(),
  staffType: z.string(),
});
export type FocusStaffOption = z.infer<typeof focusStaffOptionSchema>;

const idQuery = z.object({ id: idText('id 不能为空') });

export const focusPlanRoutes = {
  list: {
    ...defineListRoute({
      path: '/growth/focus/list',
      access: 'growth:focus:list',
      summary: '一生一策分页列表',
      record: focusPlanRecordSchema,
      sort: ['createTime', 'nextReviewDate'],
      filters: {
        status: filter.text(),
        basis: filter.text(),
        studentNo: filter.custom(),
      },
    }),
    auditRead: true as const,
  },
  get: defineRoute({
    method: 'GET',
    path: '/growth/focus/get',
    access: 'growth:focus:list',
    summary: '一生一策档案',
    query: idQuery,
    response: focusPlanSchema,
    auditRead: true,
  }),
  staff: defineRoute({
    method: 'GET',
    path: '/growth/focus/staff',
    access: 'growth:focus:add',
    summary: '可指定的负责人',
    response: z.array(focusStaffOptionSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/growth/focus/add',
    access: 'growth:focus:add',
    summary: '建立一生一策档案',
    operation: '建立一生一策档案',
    body: focusPlanAddInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/growth/focus/edit',
    access: 'growth:focus:edit',
    summary: '编辑一生一策档案',
    operation: '编辑一生一策档案',
    body: focusPlanEditInput,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/growth/focus/delete',
    access: 'growth:focus:delete',
    summary: '删除一生一策档案',
    operation: '删除一生一策档案',
    query: idQuery,
  }),
  review: defineRoute({
    method: 'POST',
    path: '/growth/focus/review',
    access: 'growth:focus:review',
    summary: '填写一生一策复盘记录',
    operation: '填写一生一策复盘',
    body: focusReviewInput,
  }),
  tick: defineRoute({
    method: 'POST',
    path: '/growth/focus/measure',
    access: 'growth:focus:review',
    summary: '标记一生一策措施落实',
    operation: '标记措施落实',
    body: focusMeasureTickInput,
  }),
};
