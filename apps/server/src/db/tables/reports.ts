import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, belongsTo, ownId, tenantId, tenantKey } from '../columns.ts';
import { screeningResult } from './screening.ts';

/**
 * Where one result's report stands: GENERATED (no row yet) → REVIEWED → RELEASED_TO_STUDENT or
 * WITHHELD. A student sees a report only once the centre released it (and the task allows it).
 */
export const screeningReport = pgTable(
  'screening_report',
  {
    id: ownId(),
    tenantId: tenantId(),
    resultId: text('result_id').notNull(),
    /** reviewed · released · withheld */
    reportState: text('report_state').notNull(),
    reviewBy: text('review_by'),
    reviewTime: timestamp('review_time', { withTimezone: true }),
    note: text('note'),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_screening_report_result').on(t.tenantId, t.resultId),
    belongsTo(t, t.resultId, screeningResult).onDelete('cascade'),
  ],
);
