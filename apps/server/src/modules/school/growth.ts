import type { TenantDb } from '../../core/tenant-db.ts';
import { growthEvent } from '../../db/schema.ts';

export type GrowthAppend = {
  studentId: string;
  /** `GROWTH_KINDS` key: assessment, interview, appointment, career, … */
  kind: string;
  title: string;
  payload?: Record<string, unknown>;
  /** The module that owns the source record, e.g. `screening`. */
  sourceModule: string;
  /** The source record's id: appending the same source again updates its event instead of adding one. */
  sourceId?: string;
  eventTime?: Date;
};

/**
 * Appends events to students' growth files (成长档案). Later modules call this with their own
 * TenantDb (inside their transaction, so the event and its source record are written together).
 */
export async function appendGrowthEvents(db: TenantDb, events: readonly GrowthAppend[]): Promise<void> {
  if (events.length === 0) return;
  await db.upsert(
    growthEvent,
    events.map((e) => ({
      studentId: e.studentId,
      kind: e.kind,
      title: e.title,
      payload: e.payload ?? {},
      sourceModule: e.sourceModule,
      sourceId: e.sourceId ?? null,
      eventTime: e.eventTime ?? new Date(),
    })),
    {
      target: [growthEvent.sourceModule, growthEvent.kind, growthEvent.sourceId],
      update: ['title', 'payload', 'eventTime'],
    },
  );
}
