import { type CaseLevel, CRISIS_MESSAGES, crisisRoutes, REPORTER_ROLES } from '@xinmiao/shared';
import { asc, desc } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import { tenantMembers } from '../../core/members.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { permissionHolders } from '../../core/permission-holders.ts';
import { findInReach } from '../../core/policy/policy.ts';
import type { Registrar } from '../../core/register-route.ts';
import { crisisCase, crisisCaseEvent } from '../../db/schema.ts';
import { schoolLevels } from '../dict/index.ts';
import { studentPolicy } from '../school/index.ts';
import { caseDetail } from './case-detail.ts';
import { studentBriefs, toCases } from './case-records.ts';
import { reportSignal, type SignalSource } from './intake.ts';
import { caseAccess, casesVisibleTo } from './policies/crisis-case.ts';
import { centreStaff, collegeLeaders } from './recipients.ts';
import { announceStep } from './step-notices.ts';
import { transition } from './transition.ts';

const REFUSED_READ = `${crisisRoutes.queryById.path}#refused`;

/** A case the caller may work on: in reach with detail rights (a class teacher only sees a card). */
async function workableCase(ctx: AuthCtx, id: string) {
  const access = await caseAccess(ctx, id);
  if (!access || access.compartment === 'card') return undefined;
  return access;
}

const ADVICE: Readonly<Record<CaseLevel, string>> = {
  3: '请立即联系辅导员，确保学生身边有人陪伴，不要让其独处。',
  2: '请多关心该生的日常状态，发现异常立即告知辅导员。',
  1: '请留意该生的情绪和出勤，有变化时告知辅导员。',
  0: '请日常关注该生，有变化时告知辅导员。',
};

const SOURCE_OF_ROLE: Readonly<Record<keyof typeof REPORTER_ROLES, SignalSource>> = {
  dorm_head: 'network_report',
  psych_member: 'network_report',
  class_teacher: 'network_report',
  counsellor: 'counsellor',
  parent: 'parent',
  hospital: 'hospital',
};

/** 预警研判 and 个案管理: the queue, the detail compartment, every step of the workflow. */
export function registerCaseRoutes(r: Registrar, services: ModuleServices): void {
  r.route(
    crisisRoutes.list,
    sqlList(crisisRoutes.list, {
      table: crisisCase,
      sort: {
        dueAt: crisisCase.dueAt,
        createTime: crisisCase.createTime,
        suggestedLevel: crisisCase.suggestedLevel,
      },
      filters: {
        caseStatus: crisisCase.caseStatus,
        level: crisisCase.level,
        source: crisisCase.source,
        createTime: crisisCase.createTime,
      },
      scope: (ctx) => casesVisibleTo(ctx),
      defaultOrder: [asc(crisisCase.dueAt), desc(crisisCase.createTime)],
      tiebreak: desc(crisisCase.id),
      toRecords: (rows, ctx) => toCases(ctx, rows),
    }),
  );

  r.route(crisisRoutes.cards, async (ctx) => {
    const rows = await ctx.db.list(crisisCase, {
      where: await casesVisibleTo(ctx),
      orderBy: [desc(crisisCase.suggestedLevel)],
      limit: 200,
    });
    const open = rows.filter((row) => row.openKey !== null && row.level !== null);
    const [students, levels] = await Promise.all([
      studentBriefs(
        ctx,
        open.map((row) => row.studentId),
      ),
      schoolLevels(ctx.db),
    ]);
    return ok(
      open.map((row) => {
        const level = (row.level ?? 0) as CaseLevel;
        return {
          id: row.id,
          studentName: students.get(row.studentId)?.name ?? '',
          className: students.get(row.studentId)?.className ?? '',
          levelLabel: levels[level].label,
          color: levels[level].color,
          advice: ADVICE[level],
        };
      }),
    );
  });

  r.route(crisisRoutes.queryById, async (ctx, { query }) => {
    const access = await caseAccess(ctx, query.id);
    if (!access || access.compartment === 'card') {
      // A refused attempt on a case is itself a read worth knowing about (who tried to open what).
      await ctx.auditRead(REFUSED_READ, [query.id]);
      return fail(access ? CRISIS_MESSAGES.detailRefused : CRISIS_MESSAGES.notFound);
    }
    return ok(await caseDetail(ctx, access.record, access.compartment, access.abilities));
  });

  r.route(crisisRoutes.transition, async (ctx, { body }) => {
    const access = await workableCase(ctx, body.id);
    if (!access) return fail(CRISIS_MESSAGES.notFound);
    const input = {
      action: body.action as Parameters<typeof transition>[3]['action'],
      reason: body.reason,
      level: body.level,
      counsellorId: body.counsellorId,
      therapistId: body.therapistId,
      recipientId: body.recipientId,
      handoverRole: body.handoverRole,
      attachments: body.attachments,
    };
    const moved = await transition(ctx.db, access.record, ctx, input);
    await announceStep(services.notifier, ctx.db, moved, input.action, access.record);
    ctx.logSubject(access.record.id);
    return okMsg(CRISIS_MESSAGES.done);
  });

  r.route(crisisRoutes.assignees, async (ctx, { query }) => {
    const access = await workableCase(ctx, query.id);
    if (!access) return fail(CRISIS_MESSAGES.notFound);
    const record = access.record;
    const studentCounsellors = await collegeLeaders(ctx.db, record.orgCode);
    const centre = await centreStaff(ctx.db);
    const people = async (code: 'crisis:case:detail' | 'crisis:case:notes', responsible: string[]) =>
      (await tenantMembers(ctx.db, await permissionHolders(ctx.db, code)))
        .map((m) => ({ id: m.id, name: m.realname || m.username, responsible: responsible.includes(m.id) }))
        .sort((a, b) => Number(b.responsible) - Number(a.responsible));
    return ok({
      counsellors: await people('crisis:case:detail', studentCounsellors),
      therapists: await people('crisis:case:notes', centre),
      counsellorId: record.counsellorId ?? studentCounsellors[0] ?? null,
      therapistId: record.therapistId,
    });
  });

  r.route(crisisRoutes.report, async (ctx, { body }) => {
    const student = await findInReach(ctx, studentPolicy, body.studentId);
    if (!student) return fail('未找到该学生，或该学生不在您的负责范围内');
    await reportSignal(
      ctx.db,
      {
        studentId: student.id,
        source: SOURCE_OF_ROLE[body.reporterRole],
        level: body.level,
        summary: `${REPORTER_ROLES[body.reporterRole]}报送：${body.summary}`,
        reportedBy: ctx.userId,
      },
      services.notifier,
    );
    ctx.logSubject(`${student.studentNo} ${student.name}`);
    return okMsg(CRISIS_MESSAGES.reported);
  });

  r.route(crisisRoutes.addRecord, async (ctx, { body }) => {
    const access = await workableCase(ctx, body.id);
    if (!access) return fail(CRISIS_MESSAGES.notFound);
    if (body.kind === 'counselling_note' && access.compartment !== 'full') {
      return fail('咨询记录仅限心理中心和主责咨询师填写');
    }
    if (!access.abilities.addRecord) return fail('个案分派后、结束前才能添加干预记录');
    await ctx.db.insert(crisisCaseEvent, {
      caseId: access.record.id,
      action: 'record',
      fromStatus: access.record.caseStatus,
      toStatus: access.record.caseStatus,
      actor: ctx.userId,
      reason: null,
      attachments: body.attachments,
      data: { kind: body.kind, content: body.content },
    });
    ctx.logSubject(access.record.id);
    return okMsg('添加成功！');
  });
}
