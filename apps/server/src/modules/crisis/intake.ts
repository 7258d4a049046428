import { type CrisisDeadlines, levelName } from '@xinmiao/shared';
import { eq, lt } from 'drizzle-orm';
import { appendGrowthEvents } from '../../core/growth-events.ts';
import { allOf } from '../../core/query.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { newId } from '../../db/ids.ts';
import { crisisCase, crisisCaseEvent, crisisSignal, schoolStudent } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { sendSystemMessage } from '../announcement/index.ts';
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
 * rolled-back case is never announced.
 */
export async function reportSignals(
  db: TenantDb,
  signals: readonly WarningSignal[],
  notifier: Notifier,
): Promise<{ caseId: string; attached: boolean }> {
  const ordered = inOrder(signals);
  return db.transaction(async (tdb) => {
    const { caseId, attached, triage } = await fileSignals(tdb, ordered);
    if (!attached) await announceCase(notifier, tdb, { caseId, triage }, ordered);
    return { caseId, attached };
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
  const { caseId, attached } = await fileSignals(db, inOrder([signal]));
  return { caseId, attached };
}

/** Highest level first: the first signal opens the case when none is open. */
function inOrder(signals: readonly WarningSignal[]): readonly WarningSignal[] {
  const ordered = [...signals].sort((a, b) => b.level - a.level);
  const [top] = ordered;
  if (!top) throw new Error('no signal to report');
  if (ordered.some((s) => s.studentId !== top.studentId)) throw new Error('signals of one student only');
  return ordered;
}

async function announceCase(
  notifier: Notifier,
  tdb: TenantDb,
  { caseId, triage }: Omit<Filed, 'attached'>,
  ordered: readonly WarningSignal[],
): Promise<void> {
  const level = ordered[0]?.level ?? 1;
  // The school's name for the level as it is now; a message already sent keeps its words.
  const name = levelName(await schoolLevels(tdb), level);
  await sendSystemMessage(notifier, tdb, {
    userIds: await centreStaff(tdb),
    title: `新的预警待评估（${name}）`,
    content: `有 ${ordered.length} 条新的预警等待研判，请在 ${triage[level]} 小时内完成评估。`,
    priority: level === 3 ? 'H' : 'M',
    openPage: casePage(caseId),
    busType: 'crisis_case',
    busId: caseId,
  });
}

/** Where the signals went, and the school's triage hours by level read on the way. */
type Filed = { caseId: string; attached: boolean; triage: CrisisDeadlines['triage'] };

/** `ordered` starts with the highest-level signal (`inOrder`). */
async function fileSignals(db: TenantDb, ordered: readonly WarningSignal[]): Promise<Filed> {
  const [top] = ordered;
  if (!top) throw new Error('no signal to report');
  return db.transaction(async (tdb) => {
    const studentId = top.studentId;
    const now = new Date();
    const { triage } = await crisisDeadlines(tdb);
    const proposed = newId();
    // The student's class, read by the upsert itself: a student the school does not have leaves
    // org_code null, which the table refuses, so no case opens for them.
    const orgCode = tdb.scalar(
      tdb
        .select({ orgCode: schoolStudent.orgCode })
        .from(schoolStudent)
        .where(eq(schoolStudent.id, studentId))
        .limit(1),
    );
    const open = await tdb.upsertOne(
      crisisCase,
      {
        id: proposed,
        studentId,
        openKey: studentId,
        orgCode,
        suggestedLevel: top.level,
        source: top.source,
        summary: top.summary,
        reportedBy: top.reportedBy ?? null,
        dueAt: new Date(now.getTime() + triage[top.level] * 3_600_000),
        lastSignalAt: now,
      },
      { target: [crisisCase.openKey], update: ['lastSignalAt'] },
    );
    const attached = open.id !== proposed;
    await tdb.insert(
      crisisSignal,
      ordered.map((signal) => ({
        caseId: open.id,
        source: signal.source,
        level: signal.level,
        summary: signal.summary,
        sourceRef: signal.sourceRef ?? null,
        reportedBy: signal.reportedBy ?? null,
      })),
    );
    // The upsert above holds the case's row lock, so the level read with it is still current.
    if (attached && open.suggestedLevel < top.level) {
      await tdb.update(
        crisisCase,
        { suggestedLevel: top.level },
        allOf(eq(crisisCase.id, open.id), lt(crisisCase.suggestedLevel, top.level)),
      );
    }
    if (!attached) {
      // The growth file shows that a case was opened only inside the case compartment.
      await appendGrowthEvents(tdb, [
        {
          studentId,
          kind: 'crisis',
          visibility: 'case',
          title: '危机个案建立',
          payload: { caseId: open.id },
          sourceModule: 'crisis',
          sourceId: `${open.id}:open`,
          eventTime: now,
        },
      ]);
    }
    await tdb.insert(
      crisisCaseEvent,
      ordered.map((signal, i) => {
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
    );
    return { caseId: open.id, attached, triage };
  });
}
