import { LECTURE_MESSAGES, parentLectureRoutes } from '@xinmiao/shared';
import { fail, ok, okMsg, okWith } from '../../core/envelope.ts';
import type { MediaLinks } from '../../core/files/media-links.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { SignedLinks } from '../../core/signed-links.ts';
import type { SchoolSms } from '../../core/sms-gateways/school-sms.ts';
import {
  checkInGuardian,
  publicLecture,
  registerGuardian,
  registrationWithLecture,
  replayOf,
  saveFeedback,
  shownLecture,
} from './lectures.ts';

/**
 * The guardians' page (家长学堂报名): no session, no tenant header. Every call's school is the one its
 * signed token names (`SignedLinks`): the lecture's link for reading and registering, the ticket a
 * registration answered for check-in, feedback and replay. A token of school A opens only A's
 * TenantDb, so nothing of school B is reachable; a bad or altered token is one Chinese refusal.
 * Rate limits: `PUBLIC_FORM_LIMITS` (core/rate-limits.ts).
 */
export function registerLecturePublicRoutes(
  r: Registrar,
  deps: { links: SignedLinks; sms: SchoolSms; media: MediaLinks },
): void {
  const { links, sms, media } = deps;
  const lectureOf = (token: string) => links.open('lecture', token);
  const ticketOf = (token: string) => links.open('lecture-registration', token);
  // A guardian's code proves the phone on the page it was sent from: this school's, this lecture's.
  const codeScope = (tenantId: number, lectureId: string) => `lecture:${tenantId}:${lectureId}`;

  r.route(parentLectureRoutes.info, async (_ctx, { query }) => {
    const opened = lectureOf(query.t);
    if (!opened) return fail(LECTURE_MESSAGES.badLink);
    const row = await shownLecture(opened.db, opened.id);
    return ok(await publicLecture(opened.db, row, await sms.available(opened.db.tenantId)));
  });

  r.route(parentLectureRoutes.sms, async (ctx, { body }) => {
    const opened = lectureOf(body.t);
    if (!opened) return fail(LECTURE_MESSAGES.badLink);
    const row = await shownLecture(opened.db, opened.id);
    if (row.status !== '1') return fail(LECTURE_MESSAGES.notOpen);
    const sent = await sms.sendCode({
      tenantId: opened.db.tenantId,
      mobile: body.mobile,
      ip: ctx.ip,
      purpose: 'lecture',
      scope: codeScope(opened.db.tenantId, opened.id),
    });
    if (sent.ok) return okMsg(LECTURE_MESSAGES.smsSent);
    if (sent.reason === 'unavailable') return fail(LECTURE_MESSAGES.smsUnavailable);
    if (sent.reason === 'limited') return fail(LECTURE_MESSAGES.smsLimited);
    if (sent.reason === 'locked') return fail(LECTURE_MESSAGES.smsLocked);
    ctx.log.warn({ gateway: sent.detail }, 'sms gateway refused a lecture code');
    return fail(LECTURE_MESSAGES.smsFailed);
  });

  r.route(parentLectureRoutes.register, async (_ctx, { body }) => {
    const opened = lectureOf(body.t);
    if (!opened) return fail(LECTURE_MESSAGES.badLink);
    // With the school's gateway the phone is proved by a code; without one, attendance proves it.
    const smsRequired = await sms.available(opened.db.tenantId);
    if (smsRequired) {
      if (!body.smsCode) return fail(LECTURE_MESSAGES.smsNeeded);
      const checked = await sms.checkCode({
        mobile: body.mobile,
        code: body.smsCode,
        purpose: 'lecture',
        scope: codeScope(opened.db.tenantId, opened.id),
      });
      if (checked === 'locked') return fail(LECTURE_MESSAGES.smsLocked);
      if (checked === 'elsewhere') return fail(LECTURE_MESSAGES.smsElsewhere);
      if (checked !== 'ok') return fail(LECTURE_MESSAGES.smsWrong);
    }
    const id = await registerGuardian(opened.db, opened.id, {
      guardianName: body.guardianName,
      mobile: body.mobile,
      gradeId: body.gradeId,
      verifiedBy: smsRequired ? 'sms' : 'code',
    });
    return okWith(LECTURE_MESSAGES.registered, {
      ticket: links.issue('lecture-registration', opened.db.tenantId, id),
    });
  });

  r.route(parentLectureRoutes.mine, async (_ctx, { query }) => {
    const opened = ticketOf(query.ticket);
    if (!opened) return fail(LECTURE_MESSAGES.badLink);
    const { registration, lecture } = await registrationWithLecture(opened.db, opened.id);
    if (registration.erasedAt) return fail(LECTURE_MESSAGES.badLink);
    return ok({
      lecture: await publicLecture(opened.db, lecture, false),
      guardianName: registration.guardianName,
      checkedIn: registration.checkedInAt !== null,
      satisfaction: registration.satisfaction,
      comment: registration.comment,
      hasReplay: lecture.replayFileId !== null,
    });
  });

  r.route(parentLectureRoutes.checkIn, async (_ctx, { body }) => {
    const opened = ticketOf(body.ticket);
    if (!opened) return fail(LECTURE_MESSAGES.badLink);
    await checkInGuardian(opened.db, opened.id, body.code);
    return okMsg(LECTURE_MESSAGES.checkedIn);
  });

  r.route(parentLectureRoutes.feedback, async (_ctx, { body }) => {
    const opened = ticketOf(body.ticket);
    if (!opened) return fail(LECTURE_MESSAGES.badLink);
    await saveFeedback(opened.db, opened.id, { satisfaction: body.satisfaction, comment: body.comment });
    return okMsg(LECTURE_MESSAGES.feedbackOk);
  });

  r.route(parentLectureRoutes.replay, async (_ctx, { query }) => {
    const opened = ticketOf(query.ticket);
    if (!opened) return fail(LECTURE_MESSAGES.badLink);
    const { registration, lecture } = await registrationWithLecture(opened.db, opened.id);
    const replay = registration.erasedAt ? null : replayOf(media, opened.db.tenantId, lecture);
    return replay ? ok(replay) : fail(LECTURE_MESSAGES.noReplay);
  });
}
