import type { ScoreResult } from '@xinmiao/scales';
import { type CareerReport, HOLLAND_AREAS, type HollandLetter } from '@xinmiao/shared';
import { asc } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import { careerHollandMapping, screeningResult } from '../../db/schema.ts';
import { classPaths, loadUnits } from '../school/index.ts';
import { newestFirst, validCareerResult } from './latest-result.ts';
import { questionnaireResults, type ReportAudience } from './questionnaire-results.ts';

export type ReportStudent = { id: string; name: string; studentNo: string; classId: string };

const unique = (values: readonly string[]) => [...new Set(values)];

/** What the letters of a Holland code suggest, first letter first, each family once. */
export function matchFamilies(
  code: string,
  mappings: readonly (typeof careerHollandMapping.$inferSelect)[],
): { majorFamilies: string[]; occupationFamilies: string[] } {
  const byLetter = new Map(mappings.map((m) => [m.letter, m]));
  const rows = [...code].flatMap((letter) => byLetter.get(letter) ?? []);
  return {
    majorFamilies: unique(rows.flatMap((r) => r.majorFamilies)),
    occupationFamilies: unique(rows.flatMap((r) => r.occupationFamilies)),
  };
}

/**
 * The career report of a student: their latest valid RIASEC result (null result: none yet) and the
 * latest valid result of each 生涯问卷 the audience may read.
 */
export async function careerReport(
  db: TenantDb,
  student: ReportStudent,
  audience: ReportAudience,
): Promise<CareerReport> {
  const [latest, units, mappings, questionnaires] = await Promise.all([
    db.list(screeningResult, { where: validCareerResult(student.id), orderBy: newestFirst, limit: 1 }),
    loadUnits(db),
    db.list(careerHollandMapping, { orderBy: [asc(careerHollandMapping.sortNo)] }),
    questionnaireResults(db, student.id, audience),
  ]);
  const head = {
    id: student.id,
    name: student.name,
    studentNo: student.studentNo,
    className: classPaths(units).get(student.classId)?.path ?? '',
    questionnaires,
  };
  const row = latest[0];
  const score = row?.score as ScoreResult | undefined;
  if (!row || !score?.code || score.profile?.kind !== 'holland') return { ...head, result: null };
  const raw = new Map(score.profile.ranking.map((r) => [r.letter, r.raw]));
  return {
    ...head,
    result: {
      code: score.code,
      tie: score.profile.tie,
      flat: score.profile.flat,
      areas: (Object.keys(HOLLAND_AREAS) as HollandLetter[]).map((letter) => ({
        letter,
        name: HOLLAND_AREAS[letter],
        raw: raw.get(letter) ?? 0,
      })),
      testedAt: formatDateTime(row.createTime) ?? '',
      ...matchFamilies(score.code, mappings),
    },
  };
}
