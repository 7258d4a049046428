import type { ScoreResult } from '@xinmiao/scales';
import { CAREER_SURVEY_MESSAGES, type CareerSurveyResult, careerSurveyRoutes } from '@xinmiao/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { evalPackage, evalPackageItem, schoolStudent, screeningResult } from '../../db/schema.ts';
import {
  addTask,
  careerResultReach,
  careerScales,
  countTargets,
  deleteTask,
  findTaskOf,
  publishTask,
  remindTask,
  targetTree,
  taskListConfig,
  taskProgress,
  transitionTask,
} from '../screening/index.ts';
import { careerSurveysVisibleTo } from './policies/career-survey.ts';

/**
 * The package a survey of these career scales answers: the one made for the same scales before, else
 * a new one (named after the scales, every report open to the student) — 生涯导师 pick scales, not
 * 测评套餐, which are the centre's.
 */
async function careerPackage(ctx: AuthCtx, scales: readonly { code: string; name: string }[]) {
  const name = `生涯调查：${scales.map((s) => s.name).join('、')}`;
  const codes = scales.map((s) => s.code).join(',');
  for (const pkg of await ctx.db.list(evalPackage, { where: eq(evalPackage.name, name) })) {
    const items = await ctx.db.list(evalPackageItem, {
      where: eq(evalPackageItem.packageId, pkg.id),
      orderBy: [asc(evalPackageItem.sortNo)],
    });
    if (items.map((i) => i.scaleCode).join(',') === codes) return pkg.id;
  }
  return ctx.db.transaction(async (tdb) => {
    const [id = ''] = await tdb.insert(evalPackage, { name, description: '生涯调查自动生成' });
    await tdb.insert(
      evalPackageItem,
      scales.map((s, sortNo) => ({ packageId: id, scaleCode: s.code, sortNo, studentCanViewReport: true })),
    );
    return id;
  });
}

const hollandCode = (score: ScoreResult): string | null =>
  typeof score.code === 'string' ? score.code : null;

/** The dimension scores of a result, in the scale's order (the engine keeps it in `factors`). */
const dimensionsOf = (score: ScoreResult): CareerSurveyResult['dimensions'] =>
  Object.entries(score.factors ?? {}).map(([name, f]) => ({
    name,
    raw: f.raw,
    mean: Math.round(f.mean * 100) / 100,
    band: f.band,
  }));

/** The Holland codes of a career survey's students whom the career visibility lets `ctx` read. */
async function surveyResults(ctx: AuthCtx, taskId: string) {
  const task = await findTaskOf(ctx, taskId, 'career');
  const reach = await careerResultReach(ctx);
  if ('refused' in reach) return fail(reach.refused);
  const rows = await ctx.db
    .select({
      studentId: screeningResult.studentId,
      studentNo: schoolStudent.studentNo,
      studentName: schoolStudent.name,
      orgCode: screeningResult.orgCode,
      scaleCode: screeningResult.scaleCode,
      valid: screeningResult.valid,
      score: screeningResult.score,
      createTime: screeningResult.createTime,
    })
    .from(screeningResult)
    .innerJoin(schoolStudent, eq(schoolStudent.id, screeningResult.studentId))
    .where(and(eq(screeningResult.taskId, task.id), reach.where))
    .orderBy(asc(schoolStudent.studentNo), asc(screeningResult.scaleCode));
  return ok(
    rows.map(
      (row): CareerSurveyResult => ({
        id: row.studentId,
        studentNo: row.studentNo,
        studentName: row.studentName,
        orgCode: row.orgCode,
        scaleCode: row.scaleCode,
        hollandCode: row.valid ? hollandCode(row.score as ScoreResult) : null,
        dimensions: dimensionsOf(row.score as ScoreResult),
        valid: row.valid,
        createTime: formatDateTime(row.createTime) ?? '',
      }),
    ),
  );
}

/**
 * 生涯调查: screening tasks whose scales are all career scales, run with the task machinery (targets,
 * window, publish, progress, 催测) under `career:survey:*`; results through the career visibility.
 */
export function registerSurveyRoutes(r: Registrar, services: ModuleServices): void {
  r.route(
    careerSurveyRoutes.list,
    sqlList(careerSurveyRoutes.list, taskListConfig('career', careerSurveysVisibleTo)),
  );
  r.route(careerSurveyRoutes.scales, async (ctx) => ok(await careerScales(ctx.db)));
  r.route(careerSurveyRoutes.targetTree, (ctx) => targetTree(ctx.db));
  r.route(careerSurveyRoutes.matchCount, async (ctx, { body }) =>
    ok({ count: await countTargets(ctx.db, body.targets) }),
  );

  r.route(careerSurveyRoutes.add, async (ctx, { body }) => {
    const available = new Map((await careerScales(ctx.db)).map((s) => [s.code, s]));
    const chosen = [...new Set(body.scaleCodes)].map((code) => available.get(code));
    if (chosen.some((s) => s === undefined)) return fail(CAREER_SURVEY_MESSAGES.notCareerScale);
    const { scaleCodes: _codes, ...task } = body;
    const packageId = await careerPackage(
      ctx,
      chosen.filter((s) => s !== undefined),
    );
    return addTask(ctx, { ...task, packageId });
  });

  r.route(careerSurveyRoutes.delete, (ctx, { query }) => deleteTask(ctx, query.id, 'career'));
  r.route(careerSurveyRoutes.publish, (ctx, { body }) => publishTask(ctx, body.id, 'career', []));
  r.route(careerSurveyRoutes.transition, (ctx, { body }) => transitionTask(ctx, body, 'career'));
  r.route(careerSurveyRoutes.progress, (ctx, { query }) => taskProgress(ctx, query.id, 'career'));
  r.route(careerSurveyRoutes.remind, (ctx, { body }) => remindTask(ctx, services, body, 'career'));
  r.route(careerSurveyRoutes.results, (ctx, { query }) => surveyResults(ctx, query.id));
}
