import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownId, tenantId, tenantKey } from '../columns.ts';

// 统计与驾驶舱: per-school rollups the statistics job rebuilds after the fact (never inside a
// submit), read by the cockpits and the region views instead of the raw rows.

/**
 * One counted figure of a school: `metric` names what was counted (`STAT_METRICS`), `month`
 * (`yyyy-MM`, '' for a figure with no month) and two dimensions narrow it (a scale and a level, a
 * case status and its deadline state…), `value` is the count (minutes for counselling hours).
 */
export const statRollup = pgTable(
  'stat_rollup',
  {
    id: ownId(),
    tenantId: tenantId(),
    metric: text('metric').notNull(),
    month: text('month').notNull().default(''),
    dimA: text('dim_a').notNull().default(''),
    dimB: text('dim_b').notNull().default(''),
    value: integer('value').notNull(),
  },
  (t) => [tenantKey(t), uniqueIndex('uq_stat_rollup').on(t.tenantId, t.metric, t.month, t.dimA, t.dimB)],
);

/** When a school's rollups were last rebuilt: the lag the cockpits show. */
export const statRefresh = pgTable(
  'stat_refresh',
  {
    id: ownId(),
    tenantId: tenantId(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
    rows: integer('rows').notNull().default(0),
  },
  (t) => [tenantKey(t), uniqueIndex('uq_stat_refresh_tenant').on(t.tenantId)],
);
