import { type GroupReport, type LevelTable, levelName, REPORT_MESSAGES, reportRoutes } from '@xinmiao/shared';
import { and, desc, eq, like, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { xlsxFile } from '../../core/xlsx-file.ts';
import { screeningAttempt, screeningResult, screeningTask } from '../../db/schema.ts';
import { schoolLevels } from '../dict/index.ts';
import { loadUnits } from '../school/index.ts';
import { visibleStudentsOf } from '../screening/index.ts';
import { buildGroupReport } from './group-report.ts';

const SUBMITTED = new Set(['submitted', 'scored']);

/** Org codes are JeecgBoot segments (A01…Z99), so they hold no LIKE wildcards. */
const under = (column: typeof screeningAttempt.orgCode | typeof screeningResult.orgCode, orgCode: string) =>
  like(column, `${orgCode}%`);

/** The group report of a task for a unit, counting only the students the caller may see. */
async function groupReportOf(
  ctx: AuthCtx,
  taskId: string,
  departId: string | undefined,
): Promise<GroupReport | string> {
  const task = await ctx.db.byId(screeningTask, taskId);
  if (!task) return REPORT_MESSAGES.taskNotFound;
  const units = await loadUnits(ctx.db);
  const unit = departId
    ? units.find((u) => u.id === departId && u.kind !== null)
    : units.find((u) => u.kind === 'school');
  if (!unit) return '未找到该院系/年级/班级';
  const [attempts, results] = await Promise.all([
    ctx.db
      .select({
        studentId: screeningAttempt.studentId,
        orgCode: screeningAttempt.orgCode,
        status: screeningAttempt.attemptStatus,
      })
      .from(screeningAttempt)
      .where(
        and(
          eq(screeningAttempt.taskId, task.id),
          under(screeningAttempt.orgCode, unit.orgCode),
          await visibleStudentsOf(ctx, screeningAttempt.studentId),
        ),
      ),
    ctx.db
      .select({
        studentId: screeningResult.studentId,
        orgCode: screeningResult.orgCode,
        scaleCode: screeningResult.scaleCode,
        scaleVersion: screeningResult.scaleVersion,
        valid: screeningResult.valid,
        level: screeningResult.level,
        score: screeningResult.score,
        career: screeningResult.career,
      })
      .from(screeningResult)
      .where(
        and(
          eq(screeningResult.taskId, task.id),
          under(screeningResult.orgCode, unit.orgCode),
          await visibleStudentsOf(ctx, screeningResult.studentId),
        ),
      ),
  ]);
  const pinned = Array.isArray(task.scales) ? task.scales : [];
  // The group report is about mental health: a career scale's results (RIASEC, a 生涯问卷) have no
  // level to count, and read under the career visibility, so they are left out with their scale.
  const careerScales = new Set(results.filter((r) => r.career).map((r) => r.scaleCode));
  return buildGroupReport({
    task: { id: task.id, name: task.name, status: task.taskStatus },
    unit,
    units,
    attempts: attempts.map((a) => ({
      studentId: a.studentId,
      orgCode: a.orgCode,
      submitted: SUBMITTED.has(a.status),
    })),
    results: results.filter((r) => !r.career),
    scaleOrder: pinned.flatMap((s) =>
      typeof s === 'object' && s !== null && 'scaleCode' in s && typeof s.scaleCode === 'string'
        ? careerScales.has(s.scaleCode)
          ? []
          : [s.scaleCode]
        : [],
    ),
  });
}

async function workbookOf(report: GroupReport, levels: LevelTable): Promise<Buffer> {
  const levelHeaders = [0, 1, 2, 3].map((l) => levelName(levels, l));
  const workbook = new ExcelJS.Workbook();
  const rows = workbook.addWorksheet('参与情况');
  rows.addRow([`${report.task.name} · ${report.path.map((p) => p.name).join(' / ')}`]);
  rows.addRow(['单位', '应测人数', '已测人数', '参与率(%)', '无效答卷人数', ...levelHeaders]);
  for (const row of [...report.rows, { ...report.total, name: `${report.total.name}（合计）` }]) {
    rows.addRow([row.name, row.assigned, row.submitted, row.participation ?? '', row.invalid, ...row.levels]);
  }
  rows.addRow(['注：人数少于 5 显示为“<5”；“*”为防止由合计推算出“<5”而一并隐去的数字。']);
  const scales = workbook.addWorksheet('量表结果');
  scales.addRow(['量表', '有效答卷', '无效率(%)', ...levelHeaders, '主要关注因子']);
  for (const s of report.scales) {
    scales.addRow([s.name, s.valid, s.invalidRate ?? '', ...s.levels, s.topConcerns.join('、')]);
  }
  const factors = workbook.addWorksheet('因子均分');
  factors.addRow(['量表', '因子', '均分', '常模均分']);
  for (const s of report.scales)
    for (const f of s.factors) factors.addRow([s.name, f.name, f.mean, f.normMean ?? '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function registerGroupReportRoutes(r: Registrar): void {
  r.route(reportRoutes.tasks, async (ctx) => {
    const tasks = await ctx.db.list(screeningTask, {
      where: ne(screeningTask.taskStatus, 'draft'),
      orderBy: [desc(screeningTask.createTime)],
      limit: 200,
    });
    return ok(tasks.map((task) => ({ id: task.id, name: task.name, status: task.taskStatus })));
  });

  r.route(reportRoutes.group, async (ctx, { query }) => {
    const report = await groupReportOf(ctx, query.taskId, query.departId);
    return typeof report === 'string' ? fail(report) : ok(report);
  });

  r.route(reportRoutes.groupExport, async (ctx, { query }) => {
    const report = await groupReportOf(ctx, query.taskId, query.departId);
    if (typeof report === 'string') return fail(report);
    ctx.logSubject(`${report.task.name} ${report.unit.name}`, '导出团体测评报告');
    return xlsxFile(
      await workbookOf(report, await schoolLevels(ctx.db)),
      `团体报告-${report.task.name}-${report.unit.name}.xlsx`,
    );
  });
}
