import { randomInt } from 'node:crypto';
import {
  LECTURE_MESSAGES,
  LECTURE_RETENTION_DAYS,
  type LectureInput,
  type LectureRecord,
  type LectureRegistration,
  type LectureReplay,
  type LectureSetting,
  maskMiddle,
  type PublicLecture,
} from '@xinmiao/shared';
import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { MediaLinks } from '../../core/files/media-links.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { lecture, lectureRegistration, lectureSetting, sysFile } from '../../db/schema.ts';
import { loadUnits } from '../school/index.ts';
import { COURSE_FILE_BIZ } from './chunked-upload.ts';

type LectureRow = typeof lecture.$inferSelect;
type RegistrationRow = typeof lectureRegistration.$inferSelect;

const DAY_MS = 86_400_000;
/** Guardians may check in from an hour before the start. */
const CHECK_IN_FROM_MS = 3600_000;

/** A fresh six-digit check-in code. */
export const newCheckInCode = () => String(randomInt(1_000_000)).padStart(6, '0');

/** The school's grades, each named with its college where a college holds it (大学: 计算机学院 2024级). */
export async function lectureGrades(db: TenantDb): Promise<{ id: string; name: string }[]> {
  const units = await loadUnits(db);
  const byId = new Map(units.map((u) => [u.id, u]));
  return units
    .filter((u) => u.kind === 'grade')
    .map((g) => {
      const parent = g.parentId ? byId.get(g.parentId) : undefined;
      return { id: g.id, name: parent?.kind === 'college' ? `${parent.name} ${g.name}` : g.name };
    });
}

/** Refuses grades that are not this school's, a replay that is not an uploaded video, a capacity below the registrations. */
export async function checkLectureInput(db: TenantDb, input: LectureInput, id?: string): Promise<void> {
  const grades = new Set((await lectureGrades(db)).map((g) => g.id));
  if (input.gradeIds.some((g) => !grades.has(g))) throw new AppError(LECTURE_MESSAGES.gradeMissing);
  if (input.replayFileId) {
    const file = await db.byId(sysFile, input.replayFileId);
    if (!file || file.biz !== COURSE_FILE_BIZ || !file.contentType.startsWith('video/'))
      throw new AppError(LECTURE_MESSAGES.replayNotVideo);
  }
  if (id && (await registeredCount(db, id)) > input.capacity)
    throw new AppError(LECTURE_MESSAGES.capacityBelowRegistered);
}

export const lectureValues = (input: LectureInput) => ({
  ...input,
  startTime: new Date(input.startTime),
  endTime: new Date(input.endTime),
  replayFileId: input.replayFileId || null,
});

const registeredCount = (db: TenantDb, lectureId: string) =>
  db.count(lectureRegistration, eq(lectureRegistration.lectureId, lectureId));

/** The list page's rows, with grade names, registration, attendance and feedback counts. */
export async function toLectureRecords(db: TenantDb, rows: readonly LectureRow[]): Promise<LectureRecord[]> {
  const ids = rows.map((r) => r.id);
  const grades = new Map((await lectureGrades(db)).map((g) => [g.id, g.name]));
  const counts = ids.length
    ? await db
        .select({
          lectureId: lectureRegistration.lectureId,
          registered: count(),
          attended: count(lectureRegistration.checkedInAt),
          feedbacks: count(lectureRegistration.satisfaction),
          satisfaction: sql<string | null>`round(avg(${lectureRegistration.satisfaction}), 1)`,
        })
        .from(lectureRegistration)
        .where(inArray(lectureRegistration.lectureId, ids))
        .groupBy(lectureRegistration.lectureId)
    : [];
  const byLecture = new Map(counts.map((c) => [c.lectureId, c]));
  const fileIds = rows.flatMap((r) => (r.replayFileId ? [r.replayFileId] : []));
  const files = fileIds.length ? await db.list(sysFile, { where: inArray(sysFile.id, fileIds) }) : [];
  const fileNames = new Map(files.map((f) => [f.id, f.originalName]));
  return rows.map((r) => {
    const c = byLecture.get(r.id);
    return {
      id: r.id,
      title: r.title,
      mode: r.mode === 'online' ? 'online' : 'onsite',
      speaker: r.speaker,
      place: r.place,
      summary: r.summary,
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      capacity: r.capacity,
      gradeIds: r.gradeIds,
      gradeNames: r.gradeIds.map((g) => grades.get(g) ?? '').filter(Boolean),
      status: statusOf(r),
      registered: Number(c?.registered ?? 0),
      attended: Number(c?.attended ?? 0),
      feedbacks: Number(c?.feedbacks ?? 0),
      satisfaction: c?.satisfaction == null ? null : Number(c.satisfaction),
      checkInCode: r.checkInCode,
      replayFileId: r.replayFileId,
      replayFileName: r.replayFileId ? (fileNames.get(r.replayFileId) ?? null) : null,
      transcript: r.transcript,
      createTime: r.createTime.toISOString(),
    };
  });
}

const statusOf = (r: LectureRow): '0' | '1' | '2' => (r.status === '1' || r.status === '2' ? r.status : '0');

/** A lecture's registrations for the console: numbers masked, erased ones marked. */
export async function registrationsOf(db: TenantDb, lectureId: string): Promise<LectureRegistration[]> {
  const grades = new Map((await lectureGrades(db)).map((g) => [g.id, g.name]));
  const rows = await db.list(lectureRegistration, {
    where: eq(lectureRegistration.lectureId, lectureId),
    orderBy: [asc(lectureRegistration.createTime)],
    limit: 10_000,
  });
  return rows.map((r) => ({
    id: r.id,
    guardianName: r.erasedAt ? '（已按保留期限清除）' : r.guardianName,
    mobile: maskMiddle(r.mobile),
    gradeName: grades.get(r.gradeId) ?? '',
    verifiedBy: r.verifiedBy === 'sms' ? 'sms' : 'code',
    createTime: r.createTime.toISOString(),
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
    satisfaction: r.satisfaction,
    comment: r.comment,
    feedbackAt: r.feedbackAt?.toISOString() ?? null,
    erased: r.erasedAt !== null,
  }));
}

/** A lecture's replay for six hours with its transcript (the page builds the captions from it); null without one. */
export function replayOf(media: MediaLinks, tenantId: number, row: LectureRow): LectureReplay | null {
  if (!row.replayFileId) return null;
  return { ...media.issue(tenantId, row.replayFileId, { ttlSeconds: 6 * 3600 }), transcript: row.transcript };
}

/** What the guardians' page shows of a lecture (a draft is shown to nobody). */
export async function publicLecture(
  db: TenantDb,
  row: LectureRow,
  smsRequired: boolean,
): Promise<PublicLecture> {
  const grades = (await lectureGrades(db)).filter((g) => row.gradeIds.includes(g.id));
  return {
    title: row.title,
    mode: row.mode === 'online' ? 'online' : 'onsite',
    speaker: row.speaker,
    place: row.place,
    summary: row.summary,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    capacity: row.capacity,
    registered: await registeredCount(db, row.id),
    status: statusOf(row),
    grades,
    smsRequired,
  };
}

/** A lecture the public page may show: any but a draft or a deleted one. */
export async function shownLecture(db: TenantDb, id: string): Promise<LectureRow> {
  const row = await db.byId(lecture, id);
  if (!row || row.status === '0') throw new AppError(LECTURE_MESSAGES.badLink);
  return row;
}

/**
 * Registers a guardian, in one transaction that holds the lecture's lock: registration must be
 * open, the child's grade one of the audience, the number new to the lecture (unless proved by an
 * SMS code: then the existing registration is answered, so a guardian can open it again), and a
 * place left. Returns the registration id.
 */
export async function registerGuardian(
  db: TenantDb,
  lectureId: string,
  input: { guardianName: string; mobile: string; gradeId: string; verifiedBy: 'sms' | 'code' },
): Promise<string> {
  return db.transaction(async (tx) => {
    const key = `lecture:${tx.tenantId}:${lectureId}`;
    // Registrations of one lecture queue here, so two cannot both take its last place.
    await tx
      .select({ locked: sql<boolean>`pg_advisory_xact_lock(hashtextextended(${key}, 0)) is null` })
      .from(lecture)
      .where(eq(lecture.id, lectureId));
    const current = await tx.byId(lecture, lectureId);
    if (!current || current.status === '0') throw new AppError(LECTURE_MESSAGES.badLink);
    const existing = await tx.first(
      lectureRegistration,
      and(eq(lectureRegistration.lectureId, lectureId), eq(lectureRegistration.mobile, input.mobile)),
    );
    if (existing) {
      if (input.verifiedBy === 'sms') return existing.id;
      throw new AppError(LECTURE_MESSAGES.already);
    }
    if (current.status !== '1' || current.endTime.getTime() <= Date.now())
      throw new AppError(LECTURE_MESSAGES.notOpen);
    if (!current.gradeIds.includes(input.gradeId)) throw new AppError(LECTURE_MESSAGES.gradeNotAudience);
    if ((await registeredCount(tx, lectureId)) >= current.capacity) throw new AppError(LECTURE_MESSAGES.full);
    const [id = ''] = await tx.insert(lectureRegistration, { lectureId, ...input });
    return id;
  });
}

/** The registration a ticket names, with its lecture. */
export async function registrationWithLecture(
  db: TenantDb,
  id: string,
): Promise<{ registration: RegistrationRow; lecture: LectureRow }> {
  const registration = await db.byId(lectureRegistration, id);
  const row = registration ? await db.byId(lecture, registration.lectureId) : undefined;
  if (!registration || !row) throw new AppError(LECTURE_MESSAGES.badLink);
  return { registration, lecture: row };
}

/** Checks a guardian in with the code announced at the lecture, from an hour before its start. */
export async function checkInGuardian(
  db: TenantDb,
  id: string,
  code: string,
  now = new Date(),
): Promise<void> {
  const { registration, lecture: row } = await registrationWithLecture(db, id);
  if (registration.checkedInAt) return;
  if (now.getTime() < row.startTime.getTime() - CHECK_IN_FROM_MS)
    throw new AppError(LECTURE_MESSAGES.checkInEarly);
  if (code !== row.checkInCode) throw new AppError(LECTURE_MESSAGES.checkInWrong);
  await db.update(lectureRegistration, { checkedInAt: now }, eq(lectureRegistration.id, id));
}

/** A checked-in guardian's satisfaction and comment; giving it again replaces it. */
export async function saveFeedback(
  db: TenantDb,
  id: string,
  feedback: { satisfaction: number; comment: string },
): Promise<void> {
  const { registration } = await registrationWithLecture(db, id);
  if (!registration.checkedInAt) throw new AppError(LECTURE_MESSAGES.feedbackFirst);
  await db.update(
    lectureRegistration,
    { ...feedback, feedbackAt: new Date() },
    eq(lectureRegistration.id, id),
  );
}

export async function lectureSettings(db: TenantDb): Promise<LectureSetting> {
  const row = await db.first(lectureSetting, undefined);
  return { retentionDays: row?.retentionDays ?? LECTURE_RETENTION_DAYS.default };
}

export function saveLectureSettings(db: TenantDb, settings: LectureSetting): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await tx.first(lectureSetting, undefined);
    if (row) await tx.update(lectureSetting, settings, eq(lectureSetting.id, row.id));
    else await tx.insert(lectureSetting, settings);
  });
}

const ERASED = (now: Date) => ({ guardianName: '', mobile: null, erasedAt: now });

/**
 * Blanks the names and numbers of guardians whose lecture ended more than the school's retention
 * days ago; registrations, attendance and feedback stay as counts. Returns how many were erased.
 */
export async function eraseExpiredGuardians(db: TenantDb, now = new Date()): Promise<number> {
  const { retentionDays } = await lectureSettings(db);
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const ended = db.select({ id: lecture.id }).from(lecture).where(lt(lecture.endTime, cutoff));
  return db.update(
    lectureRegistration,
    ERASED(now),
    and(isNull(lectureRegistration.erasedAt), db.inSelect(lectureRegistration.lectureId, ended)) ??
      sql`false`,
  );
}

/** Deletes a lecture; its guardians' names and numbers go at once (nobody can read them any more). */
export function deleteLecture(db: TenantDb, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.update(
      lectureRegistration,
      ERASED(new Date()),
      and(eq(lectureRegistration.lectureId, id), isNull(lectureRegistration.erasedAt)) ?? sql`false`,
    );
    await tx.softDelete(lecture, eq(lecture.id, id));
  });
}

type LectureMetric = 'lecture.registration' | 'lecture.attendance' | 'lecture.satisfaction';
/**
 * One figure of a grade: `gradeId` is the child's grade (its department id, '' when it is gone),
 * `grade` its name; `score` is the satisfaction 1–5 of `lecture.satisfaction` rows, '' otherwise.
 */
export type LectureCount = {
  metric: LectureMetric;
  month: string;
  gradeId: string;
  grade: string;
  score: string;
  n: number;
};

/**
 * 家长学堂's figures for the statistics rollups: registrations, attendance and satisfaction answers
 * by the lecture's month (China time) and the child's grade, satisfaction also by score. Keyed by
 * the grade's id (a grade name such as 2023级 lies under several colleges); the school's rollup
 * adds them up by name. The one function the lecture-hall cockpit's data comes from.
 */
export async function lectureHallCounts(db: TenantDb): Promise<LectureCount[]> {
  const grades = await loadUnits(db);
  const gradeNames = new Map(grades.filter((u) => u.kind === 'grade').map((g) => [g.id, g.name]));
  const month = sql<string>`to_char(${lecture.startTime} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      gradeId: lectureRegistration.gradeId,
      score: lectureRegistration.satisfaction,
      registered: count(),
      attended: count(lectureRegistration.checkedInAt),
    })
    .from(lectureRegistration)
    .innerJoin(lecture, eq(lecture.id, lectureRegistration.lectureId))
    .groupBy(sql.raw('1'), sql.raw('2'), sql.raw('3'));
  const out: LectureCount[] = [];
  for (const r of rows) {
    const grade = gradeNames.get(r.gradeId);
    const gradeId = grade === undefined ? '' : r.gradeId;
    const at = { month: r.month, gradeId, grade: grade ?? '' };
    const add = (metric: LectureMetric, score: string, n: number) => {
      if (n !== 0) out.push({ metric, ...at, score, n });
    };
    add('lecture.registration', '', Number(r.registered));
    add('lecture.attendance', '', Number(r.attended));
    if (r.score !== null) add('lecture.satisfaction', String(r.score), Number(r.registered));
  }
  return out;
}
