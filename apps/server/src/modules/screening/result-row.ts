import type { ScoreResult } from '@xinmiao/scales';
import type { ScreeningResultRow } from '@xinmiao/shared';
import { formatDateTime } from '../../core/time.ts';
import type { screeningResult } from '../../db/schema.ts';

/** A result row with its student's 学号 and name, as the task's result lists show it. */
export type JoinedResult = Pick<
  typeof screeningResult.$inferSelect,
  | 'id'
  | 'taskId'
  | 'studentId'
  | 'orgCode'
  | 'scaleCode'
  | 'scaleVersion'
  | 'valid'
  | 'level'
  | 'score'
  | 'reviewStatus'
  | 'reviewNote'
  | 'createTime'
> & { studentNo: string; studentName: string };

export function toRow(row: JoinedResult): ScreeningResultRow {
  const score = row.score as ScoreResult;
  return {
    id: row.id,
    studentId: row.studentId,
    studentNo: row.studentNo,
    studentName: row.studentName,
    orgCode: row.orgCode,
    scaleCode: row.scaleCode,
    scaleVersion: row.scaleVersion,
    total: score.total ?? null,
    band: score.band ?? null,
    level: row.level,
    valid: row.valid,
    reviewStatus: row.reviewStatus,
    rules: (score.rules ?? []).filter((r) => !r.suppressed).map((r) => r.description),
    createTime: formatDateTime(row.createTime) ?? '',
  };
}
