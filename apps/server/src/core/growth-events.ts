import type { GrowthKind, GrowthVisibility } from '@xinmiao/shared';
import { eq, inArray } from 'drizzle-orm';
import { growthEvent } from '../db/schema.ts';
import { allOf } from './query.ts';
import type { TenantDb } from './tenant-db.ts';
import { CHINA_OFFSET_MS } from './time.ts';

export type GrowthAppend = {
  studentId: string;
  kind: GrowthKind;
  /**
   * Who may read the event besides the centre (see `GROWTH_VISIBILITY`): `student` the student and
   * every staff reader of the file, `staff` staff readers only, `centre` the student and centre
   * staff only, `case` only readers inside the crisis case's compartment, `self` the student alone.
   */
  visibility: GrowthVisibility;
  title: string;
  /** Shown to whoever may read the event: never notes, never clinical detail. */
  payload?: Record<string, unknown>;
  /** The module that owns the source record, e.g. `screening`. */
  sourceModule: string;
  /** The source record's id: appending the same source again updates its event instead of adding one. */
  sourceId?: string;
  eventTime?: Date;
};

/** The school year (学年) an instant falls in, by its start year: September (China time) opens a year. */
export function schoolYearOf(at: Date): number {
  const china = new Date(at.getTime() + CHINA_OFFSET_MS);
  const year = china.getUTCFullYear();
  return china.getUTCMonth() >= 8 ? year : year - 1;
}

/**
 * THE writer of students' growth files (成长档案): every module appends through here, with its own
 * TenantDb inside its own transaction, so an event and its source record are written together. No
 * module inserts timeline rows itself.
 */
export async function appendGrowthEvents(db: TenantDb, events: readonly GrowthAppend[]): Promise<void> {
  if (events.length === 0) return;
  await db.upsert(
    growthEvent,
    events.map((e) => {
      const eventTime = e.eventTime ?? new Date();
      return {
        studentId: e.studentId,
        kind: e.kind,
        visibility: e.visibility,
        schoolYear: schoolYearOf(eventTime),
        title: e.title,
        payload: e.payload ?? {},
        sourceModule: e.sourceModule,
        sourceId: e.sourceId ?? null,
        eventTime,
      };
    }),
    {
      target: [growthEvent.sourceModule, growthEvent.kind, growthEvent.sourceId],
      update: ['title', 'payload', 'eventTime', 'visibility', 'schoolYear'],
    },
  );
}

/** Takes a deleted source record's events off the timeline (a goal entered by mistake). */
export async function removeGrowthEvents(
  db: TenantDb,
  sourceModule: string,
  sourceIds: readonly string[],
): Promise<void> {
  if (sourceIds.length === 0) return;
  await db.delete(
    growthEvent,
    allOf(eq(growthEvent.sourceModule, sourceModule), inArray(growthEvent.sourceId, [...sourceIds])),
  );
}
