import { LECTURE_MESSAGES, LECTURE_PUBLIC_PATH, lectureRoutes } from '@xinmiao/shared';
import { desc, eq } from 'drizzle-orm';
import { fail, ok, okMsg, okWith } from '../../core/envelope.ts';
import type { MediaLinks } from '../../core/files/media-links.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { SignedLinks } from '../../core/signed-links.ts';
import { lecture, lectureRegistration } from '../../db/schema.ts';
import {
  checkLectureInput,
  deleteLecture,
  lectureGrades,
  lectureSettings,
  lectureValues,
  newCheckInCode,
  registrationsOf,
  replayOf,
  saveLectureSettings,
  toLectureRecords,
} from './lectures.ts';

/** 家长学堂 on the console: lectures, their registration link, registrations, attendance and feedback. */
export function registerLectureRoutes(r: Registrar, links: SignedLinks, media: MediaLinks): void {
  r.route(
    lectureRoutes.list,
    sqlList(lectureRoutes.list, {
      table: lecture,
      sort: { startTime: lecture.startTime, createTime: lecture.createTime },
      filters: { title: lecture.title, speaker: lecture.speaker, status: lecture.status, mode: lecture.mode },
      defaultOrder: [desc(lecture.startTime)],
      tiebreak: desc(lecture.id),
      toRecords: (rows, ctx) => toLectureRecords(ctx.db, rows),
    }),
  );

  r.route(lectureRoutes.grades, async (ctx) => ok(await lectureGrades(ctx.db)));

  r.route(lectureRoutes.add, async (ctx, { body }) => {
    await checkLectureInput(ctx.db, body);
    const [id = ''] = await ctx.db.insert(lecture, { ...lectureValues(body), checkInCode: newCheckInCode() });
    ctx.logSubject(body.title);
    return okWith(LECTURE_MESSAGES.addOk, id);
  });

  r.route(lectureRoutes.edit, async (ctx, { body }) => {
    const { id, ...input } = body;
    if (!(await ctx.db.byId(lecture, id))) return fail(LECTURE_MESSAGES.notFound);
    await checkLectureInput(ctx.db, input, id);
    await ctx.db.update(lecture, lectureValues(input), eq(lecture.id, id));
    ctx.logSubject(input.title);
    return okMsg(LECTURE_MESSAGES.editOk);
  });

  r.route(lectureRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.byId(lecture, query.id);
    if (!row) return fail(LECTURE_MESSAGES.notFound);
    await deleteLecture(ctx.db, row.id);
    ctx.logSubject(row.title);
    return okMsg(LECTURE_MESSAGES.deleteOk);
  });

  r.route(lectureRoutes.link, async (ctx, { query }) => {
    const row = await ctx.db.byId(lecture, query.id);
    if (!row) return fail(LECTURE_MESSAGES.notFound);
    const token = links.issue('lecture', ctx.tenantId, row.id);
    return ok({ token, path: `${LECTURE_PUBLIC_PATH}?t=${token}` });
  });

  r.route(lectureRoutes.registrations, async (ctx, { query }) => {
    if (!(await ctx.db.byId(lecture, query.id))) return fail(LECTURE_MESSAGES.notFound);
    return ok(await registrationsOf(ctx.db, query.id));
  });

  r.route(lectureRoutes.checkIn, async (ctx, { body }) => {
    const row = await ctx.db.byId(lectureRegistration, body.id);
    if (!row) return fail(LECTURE_MESSAGES.notFound);
    if (!row.checkedInAt)
      await ctx.db.update(
        lectureRegistration,
        { checkedInAt: new Date() },
        eq(lectureRegistration.id, row.id),
      );
    ctx.logSubject(row.erasedAt ? row.id : row.guardianName);
    return okMsg(LECTURE_MESSAGES.checkedIn);
  });

  r.route(lectureRoutes.replayLink, async (ctx, { query }) => {
    const row = await ctx.db.byId(lecture, query.id);
    const replay = row ? replayOf(media, ctx.tenantId, row) : null;
    return replay ? ok(replay) : fail(LECTURE_MESSAGES.noReplay);
  });

  r.route(lectureRoutes.setting, async (ctx) => ok(await lectureSettings(ctx.db)));

  r.route(lectureRoutes.saveSetting, async (ctx, { body }) => {
    await saveLectureSettings(ctx.db, body);
    ctx.logSubject(`${body.retentionDays} 天`);
    return okMsg(LECTURE_MESSAGES.saved);
  });
}
