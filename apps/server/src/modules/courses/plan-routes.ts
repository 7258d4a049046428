import { PLAN_MESSAGES, planRoutes } from '@xinmiao/shared';
import { desc, eq } from 'drizzle-orm';
import { fail, ok, okMsg, okWith } from '../../core/envelope.ts';
import { exportWorkbook } from '../../core/export-workbook.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import { xlsxFile } from '../../core/xlsx-file.ts';
import { coursePlan, coursePlanLesson } from '../../db/schema.ts';
import {
  addPlanLesson,
  checkGrade,
  editPlanLesson,
  planLessons,
  planOptions,
  toPlanRecords,
} from './plans.ts';

const WEEKDAYS = ['', '一', '二', '三', '四', '五', '六', '日'];

const EXPORT_COLUMNS = [
  { key: 'lessonDate', header: '日期', width: 12 },
  { key: 'weekday', header: '星期', width: 6 },
  { key: 'period', header: '节次', width: 6 },
  { key: 'className', header: '班级', width: 16 },
  { key: 'teacherName', header: '授课教师', width: 12 },
  { key: 'courseTitle', header: '课程', width: 20 },
  { key: 'topic', header: '课题', width: 24 },
  { key: 'room', header: '教室', width: 12 },
  { key: 'present', header: '出勤', width: 6 },
  { key: 'absent', header: '缺勤', width: 6 },
  { key: 'notes', header: '课堂记录', width: 40 },
];

/** 教学计划: plans per grade and semester, their weekly lessons (no clashes) and lesson records. */
export function registerPlanRoutes(r: Registrar): void {
  r.route(
    planRoutes.list,
    sqlList(planRoutes.list, {
      table: coursePlan,
      sort: { createTime: coursePlan.createTime, semester: coursePlan.semester },
      filters: { title: coursePlan.title, semester: coursePlan.semester, gradeId: coursePlan.gradeId },
      defaultOrder: [desc(coursePlan.createTime)],
      tiebreak: desc(coursePlan.id),
      toRecords: (rows, ctx) => toPlanRecords(ctx.db, rows),
    }),
  );

  r.route(planRoutes.options, async (ctx) => ok(await planOptions(ctx.db)));

  r.route(planRoutes.add, async (ctx, { body }) => {
    await checkGrade(ctx.db, body.gradeId);
    const [id = ''] = await ctx.db.insert(coursePlan, body);
    ctx.logSubject(body.title);
    return okWith(PLAN_MESSAGES.addOk, id);
  });

  r.route(planRoutes.edit, async (ctx, { body }) => {
    const { id, ...values } = body;
    await checkGrade(ctx.db, values.gradeId);
    const n = await ctx.db.update(coursePlan, values, eq(coursePlan.id, id));
    ctx.logSubject(values.title);
    return n ? okMsg(PLAN_MESSAGES.editOk) : fail(PLAN_MESSAGES.notFound);
  });

  r.route(planRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.byId(coursePlan, query.id);
    if (!row) return fail(PLAN_MESSAGES.notFound);
    await ctx.db.softDelete(coursePlan, eq(coursePlan.id, row.id));
    ctx.logSubject(row.title);
    return okMsg(PLAN_MESSAGES.deleteOk);
  });

  r.route(planRoutes.lessons, async (ctx, { query }) => {
    if (!(await ctx.db.byId(coursePlan, query.id))) return fail(PLAN_MESSAGES.notFound);
    return ok(await planLessons(ctx.db, query.id));
  });

  r.route(planRoutes.lessonAdd, async (ctx, { body }) => {
    const { planId, ...input } = body;
    const id = await addPlanLesson(ctx.db, planId, input);
    ctx.logSubject(`${input.lessonDate} 第${input.period}节 ${input.topic}`);
    return okWith(PLAN_MESSAGES.addOk, id);
  });

  r.route(planRoutes.lessonEdit, async (ctx, { body }) => {
    const { id, ...input } = body;
    await editPlanLesson(ctx.db, id, input);
    ctx.logSubject(`${input.lessonDate} 第${input.period}节 ${input.topic}`);
    return okMsg(PLAN_MESSAGES.editOk);
  });

  r.route(planRoutes.lessonDelete, async (ctx, { query }) => {
    const row = await ctx.db.byId(coursePlanLesson, query.id);
    if (!row) return fail(PLAN_MESSAGES.notFound);
    await ctx.db.delete(coursePlanLesson, eq(coursePlanLesson.id, row.id));
    ctx.logSubject(`${row.lessonDate} 第${row.period}节 ${row.topic}`);
    return okMsg(PLAN_MESSAGES.deleteOk);
  });

  r.route(planRoutes.record, async (ctx, { body }) => {
    const { id, ...record } = body;
    const row = await ctx.db.byId(coursePlanLesson, id);
    if (!row) return fail(PLAN_MESSAGES.notFound);
    await ctx.db.update(coursePlanLesson, { ...record, recordedAt: new Date() }, eq(coursePlanLesson.id, id));
    ctx.logSubject(`${row.lessonDate} 第${row.period}节 ${row.topic}`);
    return okMsg(PLAN_MESSAGES.recordOk);
  });

  r.route(planRoutes.exportXls, async (ctx, { query }) => {
    const plan = await ctx.db.byId(coursePlan, query.id);
    if (!plan) return fail(PLAN_MESSAGES.notFound);
    const lessons = await planLessons(ctx.db, plan.id);
    const rows = lessons.map((l) => ({
      lessonDate: l.lessonDate,
      weekday: `周${WEEKDAYS[l.weekday] ?? ''}`,
      period: `第${l.period}节`,
      className: l.className,
      teacherName: l.teacherName,
      courseTitle: l.courseTitle ?? '',
      topic: l.topic,
      room: l.room,
      present: l.present === null ? '' : String(l.present),
      absent: l.absent === null ? '' : String(l.absent),
      notes: l.notes,
    }));
    const data = await exportWorkbook(
      '教学计划',
      `${plan.title}（${plan.semester}）`,
      ctx.username,
      rows,
      EXPORT_COLUMNS,
    );
    ctx.logSubject(plan.title, '导出教学计划');
    return xlsxFile(data, `${plan.title}.xlsx`);
  });
}
