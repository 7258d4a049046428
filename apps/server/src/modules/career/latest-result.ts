import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { screeningResult } from '../../db/schema.ts';

/** The scale whose Holland code a career report reads (packages/scales `RIASEC`). */
export const CAREER_SCALE = 'RIASEC';

/** A valid RIASEC result of the student. */
export const validCareerResult = (studentId?: SQL | string): SQL | undefined =>
  and(
    eq(screeningResult.scaleCode, CAREER_SCALE),
    eq(screeningResult.valid, true),
    studentId === undefined ? undefined : eq(screeningResult.studentId, studentId),
  );

/** Newest first: the report reads the first. */
export const newestFirst = [desc(screeningResult.createTime), desc(screeningResult.id)];

/** No newer valid RIASEC result of the same student exists (for grouped counts of latest results). */
export const isLatestCareerResult: SQL = sql`not exists (select 1 from ${screeningResult} newer where newer.tenant_id = ${screeningResult.tenantId} and newer.student_id = ${screeningResult.studentId} and newer.scale_code = ${CAREER_SCALE} and newer.valid and (newer.create_time, newer.id) > (${screeningResult.createTime}, ${screeningResult.id}))`;
