import { Msg, STUDENT_MESSAGES, STUDENT_STATUS, type StudentReader, studentRoutes } from '@xinmiao/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { appendGrowthEvents } from '../../core/growth-events.ts';
import { realNames } from '../../core/members.ts';
import { findInReach } from '../../core/policy/policy.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { schoolStudent, schoolStudentTransfer, sysReadAudit, sysReadAuditRecord } from '../../db/schema.ts';
import { studentPolicy, studentsVisibleTo } from './policies/student.ts';
import { classPaths, findClass, loadUnits } from './structure.ts';

/** The chosen students, all of them in the caller's reach, or an error (absent and out of reach alike). */
async function studentsInReach(ctx: AuthCtx, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  const rows = await ctx.db.list(schoolStudent, {
    where: and(inArray(schoolStudent.id, wanted), await studentsVisibleTo(ctx)),
  });
  if (rows.length !== wanted.length) throw new AppError(STUDENT_MESSAGES.notFound);
  return rows;
}

/** 转班 (history kept), 毕业/归档 in batches, transfer history and "谁查看了我的数据". */
export function registerStudentActions(r: Registrar): void {
  r.route(studentRoutes.transfer, async (ctx, { body }) => {
    const rows = await studentsInReach(ctx, body.ids);
    const target = await findClass(ctx.db, body.toClassId);
    if (!target) return fail(STUDENT_MESSAGES.notAClass);
    const moving = rows.filter((row) => row.classId !== target.id);
    if (moving.length === 0) return fail(STUDENT_MESSAGES.sameClass);
    const scope = await studentsVisibleTo(ctx);
    const paths = classPaths(await loadUnits(ctx.db));
    await ctx.db.transaction(async (tdb) => {
      const ids = moving.map((row) => row.id);
      await tdb.update(
        schoolStudent,
        { classId: target.id, orgCode: target.orgCode },
        inArray(schoolStudent.id, ids),
      );
      // A teacher may move students only within what they see (not into another college).
      const stillVisible = await tdb.count(schoolStudent, and(inArray(schoolStudent.id, ids), scope));
      if (stillVisible !== ids.length) throw new AppError(Msg.noPermission);
      const transferIds = await tdb.insert(
        schoolStudentTransfer,
        moving.map((row) => ({
          studentId: row.id,
          fromClassId: row.classId,
          toClassId: target.id,
          reason: body.reason ?? null,
        })),
      );
      await appendGrowthEvents(
        tdb,
        moving.map((row, i) => ({
          studentId: row.id,
          kind: 'transfer',
          visibility: 'staff',
          title: `转班：${paths.get(row.classId)?.path ?? ''} → ${paths.get(target.id)?.path ?? target.name}`,
          payload: { reason: body.reason ?? '' },
          sourceModule: 'school',
          sourceId: transferIds[i] ?? row.id,
        })),
      );
    });
    ctx.logSubject(moving.map((row) => `${row.studentNo} ${row.name}`));
    return okMsg(STUDENT_MESSAGES.transferOk);
  });

  r.route(studentRoutes.transfers, async (ctx, { query }) => {
    const student = await findInReach(ctx, studentPolicy, query.id);
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    const rows = await ctx.db.list(schoolStudentTransfer, {
      where: eq(schoolStudentTransfer.studentId, student.id),
      orderBy: [desc(schoolStudentTransfer.createTime)],
    });
    const paths = classPaths(await loadUnits(ctx.db));
    return ok(
      rows.map((row) => ({
        id: row.id,
        fromClass: paths.get(row.fromClassId)?.path ?? '',
        toClass: paths.get(row.toClassId)?.path ?? '',
        reason: row.reason,
        createBy: row.createBy,
        createTime: formatDateTime(row.createTime) ?? '',
      })),
    );
  });

  r.route(studentRoutes.graduate, async (ctx, { body }) => {
    const rows = await studentsInReach(ctx, body.ids);
    const ids = rows.map((row) => row.id);
    await ctx.db.transaction(async (tdb) => {
      await tdb.update(schoolStudent, { studentStatus: body.status }, inArray(schoolStudent.id, ids));
      await appendGrowthEvents(
        tdb,
        rows.map((row) => ({
          studentId: row.id,
          kind: 'status',
          visibility: 'staff',
          title: `学籍变动：${STUDENT_STATUS[body.status]}`,
          payload: { from: row.studentStatus, to: body.status },
          sourceModule: 'school',
          sourceId: `${row.id}:${body.status}`,
        })),
      );
    });
    ctx.logSubject(
      rows.map((row) => `${row.studentNo} ${row.name}`),
      body.status === '3' ? '学生毕业' : '学生归档',
    );
    return okMsg(STUDENT_MESSAGES.graduateOk);
  });

  r.route(studentRoutes.readers, async (ctx, { query }) => {
    const student = await findInReach(ctx, studentPolicy, query.id);
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    return ok(await readersOf(ctx, student.id));
  });

  // A student sees who read their record, but not the readers' network addresses.
  r.route(studentRoutes.myReaders, async (ctx) => {
    const student = await ctx.db.first(schoolStudent, eq(schoolStudent.userId, ctx.userId));
    if (!student) return ok({ student: null, readers: [] });
    const readers = await readersOf(ctx, student.id);
    return ok({
      student: { studentNo: student.studentNo, name: student.name },
      readers: readers.map((reader) => ({ ...reader, ip: null })),
    });
  });
}

/** The latest 200 audited reads of one student's record, newest first. */
async function readersOf(ctx: AuthCtx, studentId: string): Promise<StudentReader[]> {
  const rows = await ctx.db
    .select({
      id: sysReadAudit.id,
      username: sysReadAudit.username,
      resource: sysReadAudit.resource,
      ip: sysReadAudit.ip,
      purpose: sysReadAudit.purpose,
      createTime: sysReadAudit.createTime,
    })
    .from(sysReadAuditRecord)
    .innerJoin(sysReadAudit, eq(sysReadAudit.id, sysReadAuditRecord.auditId))
    .where(eq(sysReadAuditRecord.id, studentId))
    .orderBy(desc(sysReadAuditRecord.createTime))
    .limit(200);
  const names = await realNames(
    ctx.db,
    rows.map((row) => row.username),
  );
  return rows.map((row) => ({
    id: row.id,
    reader: names.get(row.username) ?? row.username,
    resource: row.resource,
    ip: row.ip,
    purpose: row.purpose,
    createTime: formatDateTime(row.createTime) ?? '',
  }));
}
