import { type CrisisDeadlines, levelName } from '@xinmiao/shared';
import { eq, inArray, lt } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { appendGrowthEvents } from '../../core/growth-events.ts';
import { allOf } from '../../core/query.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { newId } from '../../db/ids.ts';
import { crisisCase, crisisCaseEvent, crisisSignal, schoolStudent } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { sendSystemMessages } from '../announcement/index.ts';
import { schoolLevels } from '../dict/index.ts';
import { casePage } from './case-page.ts';
import { crisisDeadlines } from './deadlines.ts';
import { centreStaff } from './recipients.ts';

export const signalSources = [
  'screening',
  'item_alert',
  'network_report',
  'counsellor',
  'appointment',
  'parent',
  'hospital',
  'ai_chat',
  'mood_diary',
  'manual',
] as const;
export type SignalSource = (typeof signalSources)[number];

export type WarningSignal = {
  studentId: string;
  source: SignalSource;
  /** Suggested level, 1–3 with 3 the highest (scales reference §9). */
  level: 1 | 2 | 3;
  /** Shown in the triage queue: what fired, never raw answers. */
  summary: string;
  /** The record behind the signal: a screening result, booking, report form … */
  sourceRef?: string;
  /** The reporting user; null for automatic signals. */
  reportedBy?: string | null;
};

/**
 * Files a warning signal: opens a case in the triage queue (待评估), or attaches the signal to the
 * student's open case. Concurrent signals for one student meet on the case's open key, so they never
 * open two cases. A signal may raise the suggested level but never lowers it: a later, lower score
 * does not downgrade an open warning (only a person does, through the case workflow).
 * A new case is announced to the centre's triage staff, live once the transaction commits.
 */
export function reportSignal(
  db: TenantDb,
  signal: WarningSignal,
  notifier: Notifier,
): Promise<{ caseId: string; attached: boolean }> {
  return reportSignals(db, [signal], notifier);
}

/**
 * `reportSignal` for several signals of ONE student raised together (the scales of one submitted
 * sheet): the same outcome as filing them one by one, highest level first, in a handful of
 * statements instead of five or six per signal. `attached` tells whether the case was open before.
 * Inside a caller's transaction the announcement is stored with it and pushed after its commit, so a
 * rolled-back case is never announced. A student the school does not have gets no case: refused.
 */
export async function reportSignals(
  db: TenantDb,
  signals: readonly WarningSignal[],
  notifier: Notifier,
): Promise<{ caseId: string; attached: boolean }> {
  const [top] = signals;
  if (!top) throw new Error('no signal to report');
  if (signals.some((s) => s.studentId !== top.studentId)) throw new Error('signals of one student only');
  const filed = (await reportStudentSignals(db, signals, notifier)).get(top.studentId);
  if (!filed) throw new AppError('学生不存在或已删除，无法报送预警');
  return filed;
}

/**
 * `reportSignals` for the signals of many students at once (a batch of submitted sheets): each
 * student's signals go to their one case as if filed alone, all in the same dozen statements.
 * Returns where each student's signals went; a student the school does not have (deleted since)
 * is left out and gets no case.
 */
export async function reportStudentSignals(
  db: TenantDb,
  signals: readonly WarningSignal[],
  notifier: Notifier,
): Promise<Map<string, { caseId: string; attached: boolean }>> {
  if (signals.length === 0) return new Map();
  return db.transaction(async (tdb) => {
    const filed = await fileSignals(tdb, byStudent(signals));
    await announceCases(
      notifier,
      tdb,
      filed.filter((f) => !f.attached),
    );
    return new Map(filed.map((f) => [f.studentId, { caseId: f.caseId, attached: f.attached }]));
  });
}

/**
 * Files signals without telling anyone: only for the demo seed, whose cases are walked through the
 * workflow before anybody signs in. Everything live goes through `reportSignal(s)`.
 */
export async function seedSignal(
  db: TenantDb,
  signal: WarningSignal,
): Promise<{ caseId: string; attached: boolean }> {
  const [filed] = await fileSignals(db, byStudent([signal]));
  if (!filed) throw new Error(`no student ${signal.studentId} to file a signal for`);
  return filed;
}

/**
 * Each student's signals, highest level first (the first opens the case when none is open), the
 * students in id order: batches that share students lock their cases in the same order.
 */
function byStudent(signals: readonly WarningSignal[]): WarningSignal[][] {
  const groups = new Map<string, WarningSignal[]>();
  for (const signal of signals)
    groups.set(signal.studentId, [...(groups.get(signal.studentId) ?? []), signal]);
  return [...groups.keys()]
    .sort()
    .map((studentId) => [...(groups.get(studentId) ?? [])].sort((a, b) => b.level - a.level));
}

/** One message per new case to the centre's triage staff; two statements for all of them. */
async function announceCases(notifier: Notifier, tdb: TenantDb, opened: readonly Filed[]): Promise<void> {
  if (opened.length === 0) return;
  // The school's name for the level as it is now; a message already sent keeps its words.
  const levels = await schoolLevels(tdb);
  const staff = await centreStaff(tdb);
  await sendSystemMessages(
    notifier,
    tdb,
    opened.map(({ caseId, triage, signals }) => {
      const level = signals[0]?.level ?? 1;
      return {
        userIds: staff,
        title: `新的预警待评估（${levelName(levels, level)}）`,
        content: `有 ${signals.length} 条新的预警等待研判，请在 ${triage[level]} 小时内完成评估。`,
        priority: level === 3 ? 'H' : 'M',
        openPage: casePage(caseId),
        busType: 'crisis_case',
        busId: caseId,
      };
    }),
  );
}

/** Where one student's signals went, and the school's triage hours by level read on the way. */
type Filed = {
  studentId: string;
  caseId: string;
  attached: boolean;
  triage: CrisisDeadlines['triage'];
  signals: readonly WarningSignal[];
};

/** `groups` from `byStudent`: one per student, highest level first. */
async function fileSignals(db: TenantDb, groups: readonly (readonly WarningSignal[])[]): Promise<Filed[]> {
  if (groups.length === 0) return [];
  return db.transaction(async (tdb) => {
    const now = new Date();
    const { triage } = await crisisDeadlines(tdb);
    // The students' classes: a student the school does not have (or no longer has) gets no case.
    const students = await tdb
      .select({ id: schoolStudent.id, orgCode: schoolStudent.orgCode })
      .from(schoolStudent)
      .where(
        inArray(
          schoolStudent.id,
          groups.map((g) => g[0]?.studentId ?? ''),
        ),
      );
    const classOf = new Map(students.map((s) => [s.id, s.orgCode]));
    const filing = groups.flatMap((signals) => {
      const top = signals[0];
      const orgCode = top && classOf.get(top.studentId);
      return top && orgCode ? [{ top, signals, orgCode, proposed: newId() }] : [];
    });
    if (filing.length === 0) return [];
    const stored = await tdb.upsertReturning(
      crisisCase,
      filing.map(({ top, orgCode, proposed }) => ({
        id: proposed,
        studentId: top.studentId,
        openKey: top.studentId,
        orgCode,
        suggestedLevel: top.level,
        source: top.source,
        summary: top.summary,
        reportedBy: top.reportedBy ?? null,
        dueAt: new Date(now.getTime() + triage[top.level] * 3_600_000),
        lastSignalAt: now,
      })),
      { target: [crisisCase.openKey], update: ['lastSignalAt'] },
    );
    const caseOf = new Map(stored.map((row) => [row.studentId, row]));
    const filed = filing.flatMap(({ top, signals, proposed }) => {
      const open = caseOf.get(top.studentId);
      return open ? [{ top, signals, open, attached: open.id !== proposed }] : [];
    });
    await tdb.insert(
      crisisSignal,
      filed.flatMap(({ signals, open }) =>
        signals.map((signal) => ({
          caseId: open.id,
          source: signal.source,
          level: signal.level,
          summary: signal.summary,
          sourceRef: signal.sourceRef ?? null,
          reportedBy: signal.reportedBy ?? null,
        })),
      ),
    );
    // The upsert above holds each case's row lock, so the level read with it is still current.
    for (const { top, open, attached } of filed) {
      if (attached && open.suggestedLevel < top.level) {
        await tdb.update(
          crisisCase,
          { suggestedLevel: top.level },
          allOf(eq(crisisCase.id, open.id), lt(crisisCase.suggestedLevel, top.level)),
        );
      }
    }
    // The growth file shows that a case was opened only inside the case compartment.
    await appendGrowthEvents(
      tdb,
      filed
        .filter(({ attached }) => !attached)
        .map(({ top, open }) => ({
          studentId: top.studentId,
          kind: 'crisis' as const,
          visibility: 'case' as const,
          title: '危机个案建立',
          payload: { caseId: open.id },
          sourceModule: 'crisis',
          sourceId: `${open.id}:open`,
          eventTime: now,
        })),
    );
    await tdb.insert(
      crisisCaseEvent,
      filed.flatMap(({ signals, open, attached }) =>
        signals.map((signal, i) => {
          const opening = !attached && i === 0;
          return {
            caseId: open.id,
            action: opening ? 'report' : 'signal',
            fromStatus: opening ? null : open.caseStatus,
            toStatus: open.caseStatus,
            actor: signal.reportedBy ?? null,
            reason: signal.summary,
            data: { source: signal.source, level: signal.level, sourceRef: signal.sourceRef ?? null },
          };
        }),
      ),
    );
    return filed.map(({ top, signals, open, attached }) => ({
      studentId: top.studentId,
      caseId: open.id,
      attached,
      triage,
      signals,
    }));
  });
}
