import { Msg, STUDENT_MESSAGES, type StudentFields, studentRoutes } from '@xinmiao/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import { abilitiesOf, authorize, findInReach } from '../../core/policy/policy.ts';
import type { Registrar } from '../../core/register-route.ts';
import { growthEvent, schoolStudent, schoolStudentTransfer, sysDepart } from '../../db/schema.ts';
import { studentPolicy, studentsVisibleTo } from './policies/student.ts';
import { findClass } from './structure.ts';
import { toStudents } from './student-records.ts';

/** Students under a department (college, grade or class): a prefix of its org code, looked up in SQL. */
export function underDepart(departId: string): SQL {
  // Org codes are JeecgBoot segments (A01…Z99), so they hold no LIKE wildcards.
  return sql`${schoolStudent.orgCode} like (select ${sysDepart.orgCode} || '%' from ${sysDepart} where ${and(
    eq(sysDepart.tenantId, schoolStudent.tenantId),
    eq(sysDepart.id, departId),
  )})`;
}

async function studentValues(ctx: AuthCtx, body: StudentFields) {
  const klass = await findClass(ctx.db, body.classId);
  if (!klass) return undefined;
  return {
    studentNo: body.studentNo,
    name: body.name,
    sex: body.sex ?? null,
    birthday: body.birthday ?? null,
    idCard: body.idCard ?? null,
    phone: body.phone ?? null,
    classId: klass.id,
    orgCode: klass.orgCode,
    enrolYear: body.enrolYear ?? null,
    studentType: body.studentType,
    studentStatus: body.studentStatus,
    guardianName: body.guardianName ?? null,
    guardianPhone: body.guardianPhone ?? null,
    guardianRelation: body.guardianRelation ?? null,
  };
}

/** The list's records: each student with what the caller may do with it. */
async function studentsWithAbilities(ctx: AuthCtx, rows: readonly (typeof schoolStudent.$inferSelect)[]) {
  const students = await toStudents(ctx, rows);
  return rows.flatMap((row, i) => {
    const student = students[i];
    return student ? [{ ...student, abilities: abilitiesOf(ctx, studentPolicy, row) }] : [];
  });
}

/** 学生管理: list and detail limited to the caller's reach, add, edit, delete. */
export function registerStudentRoutes(r: Registrar): void {
  r.route(
    studentRoutes.list,
    sqlList(studentRoutes.list, {
      table: schoolStudent,
      sort: {
        createTime: schoolStudent.createTime,
        studentNo: schoolStudent.studentNo,
        name: schoolStudent.name,
        enrolYear: schoolStudent.enrolYear,
      },
      filters: {
        studentNo: schoolStudent.studentNo,
        name: schoolStudent.name,
        classId: schoolStudent.classId,
        studentStatus: schoolStudent.studentStatus,
        studentType: schoolStudent.studentType,
        enrolYear: schoolStudent.enrolYear,
        createTime: schoolStudent.createTime,
        departId: (value) => underDepart(value),
      },
      scope: (ctx) => studentsVisibleTo(ctx),
      defaultOrder: [desc(schoolStudent.createTime)],
      tiebreak: desc(schoolStudent.id),
      toRecords: (rows, ctx) => studentsWithAbilities(ctx, rows),
    }),
  );

  r.route(studentRoutes.queryById, async (ctx, { query }) => {
    const row = await findInReach(ctx, studentPolicy, query.id);
    if (!row) return fail(STUDENT_MESSAGES.notFound);
    const [student] = await toStudents(ctx, [row]);
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    return ok({ ...student, abilities: abilitiesOf(ctx, studentPolicy, row) });
  });

  r.route(studentRoutes.add, async (ctx, { body }) => {
    const values = await studentValues(ctx, body);
    if (!values) return fail(STUDENT_MESSAGES.notAClass);
    const scope = await studentsVisibleTo(ctx);
    await ctx.db.transaction(async (tdb) => {
      const [id = ''] = await tdb.insert(schoolStudent, values);
      // Staff may only add students inside their own reach (a 辅导员 cannot place one in another college).
      if (!(await tdb.first(schoolStudent, and(eq(schoolStudent.id, id), scope)))) {
        throw new AppError(Msg.noPermission);
      }
    });
    ctx.logSubject(`${values.studentNo} ${values.name}`);
    return okMsg(STUDENT_MESSAGES.addOk);
  });

  r.route(studentRoutes.edit, async (ctx, { body }) => {
    const { record } = await authorize(ctx, studentPolicy, 'edit', body.id);
    const values = await studentValues(ctx, body);
    if (!values) return fail(STUDENT_MESSAGES.notAClass);
    if (values.classId !== record.classId) return fail('请通过转班调整学生班级');
    // The console never holds unmasked numbers, so an omitted one keeps what is stored.
    const kept = {
      idCard: values.idCard ?? record.idCard,
      phone: values.phone ?? record.phone,
      guardianPhone: values.guardianPhone ?? record.guardianPhone,
    };
    await ctx.db.update(schoolStudent, { ...values, ...kept }, eq(schoolStudent.id, record.id));
    ctx.logSubject(`${values.studentNo} ${values.name}`);
    return okMsg(STUDENT_MESSAGES.editOk);
  });

  r.route(studentRoutes.delete, async (ctx, { query }) => {
    const { record } = await authorize(ctx, studentPolicy, 'delete', query.id);
    const [history, events] = await Promise.all([
      ctx.db.count(schoolStudentTransfer, eq(schoolStudentTransfer.studentId, record.id)),
      ctx.db.count(growthEvent, eq(growthEvent.studentId, record.id)),
    ]);
    if (history + events > 0) return fail(STUDENT_MESSAGES.inHistory);
    await ctx.db.delete(schoolStudent, eq(schoolStudent.id, record.id));
    ctx.logSubject(`${record.studentNo} ${record.name}`);
    return okMsg(STUDENT_MESSAGES.deleteOk);
  });
}
