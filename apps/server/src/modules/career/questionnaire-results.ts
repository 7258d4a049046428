import type { ScoreResult } from '@xinmiao/scales';
import type { CareerQuestionnaireResult } from '@xinmiao/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import { evalCustomScale, screeningResult, screeningTask } from '../../db/schema.ts';
import { CAREER_SCALE, newestFirst } from './latest-result.ts';

/** Who reads the report: staff see every result; the student only what their surveys let them see. */
export type ReportAudience = 'staff' | 'student';

const twoPlaces = (value: number) => Math.round(value * 100) / 100;

/** Scores and the 分段 wording the questionnaire's definition gives for them; no level, no rules. */
function toQuestionnaireResult(
  score: ScoreResult,
  name: string,
  testedAt: Date | null,
): CareerQuestionnaireResult {
  return {
    scaleCode: score.scale,
    name,
    testedAt: formatDateTime(testedAt) ?? '',
    total: score.total,
    interpretation: score.band,
    dimensions: Object.entries(score.factors).map(([dimension, f]) => ({
      name: dimension,
      raw: f.raw,
      mean: twoPlaces(f.mean),
      interpretation: f.band,
    })),
  };
}

/**
 * The latest valid result of each 生涯问卷 (a career scale that is not a Holland profile) of the
 * student. The student's own report reads only results of surveys with 学生可查看本人结果 on (the
 * task's `studentCanViewReport`), so a hidden result never leaves the server for them.
 */
export async function questionnaireResults(
  db: TenantDb,
  studentId: string,
  audience: ReportAudience,
): Promise<CareerQuestionnaireResult[]> {
  const rows = await db
    .select({ score: screeningResult.score, createTime: screeningResult.createTime })
    .from(screeningResult)
    .innerJoin(screeningTask, eq(screeningTask.id, screeningResult.taskId))
    .where(
      and(
        eq(screeningResult.studentId, studentId),
        eq(screeningResult.career, true),
        eq(screeningResult.valid, true),
        ne(screeningResult.scaleCode, CAREER_SCALE),
        audience === 'student' ? eq(screeningTask.studentCanViewReport, true) : undefined,
      ),
    )
    .orderBy(...newestFirst);
  const latest = new Map<string, { score: ScoreResult; createTime: Date | null }>();
  for (const row of rows) {
    const score = row.score as ScoreResult;
    if (score.profile === null && !latest.has(score.scale)) latest.set(score.scale, { ...row, score });
  }
  if (latest.size === 0) return [];
  const names = await db
    .select({ code: evalCustomScale.code, name: evalCustomScale.name })
    .from(evalCustomScale)
    .where(inArray(evalCustomScale.code, [...latest.keys()]));
  const nameOf = new Map(names.map((n) => [n.code, n.name]));
  return [...latest.values()]
    .map(({ score, createTime }) =>
      toQuestionnaireResult(score, nameOf.get(score.scale) ?? score.scale, createTime),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
}
