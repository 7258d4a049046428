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

/**
 * A school's figures of one class (`grade` the class's parent's name, `klass` its own; classes of
 * one name in one grade name add up, as in the `unit.*` rows): what a cockpit narrowed to a grade
 * or a class draws. Read only by the school's own users through its TenantDb, never across schools.
 */
export const statUnitRollup = pgTable(
  'stat_unit_rollup',
  {
    id: ownId(),
    tenantId: tenantId(),
    grade: text('grade').notNull(),
    klass: text('klass').notNull(),
    metric: text('metric').notNull(),
    month: text('month').notNull().default(''),
    dimA: text('dim_a').notNull().default(''),
    dimB: text('dim_b').notNull().default(''),
    value: integer('value').notNull(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_stat_unit_rollup').on(t.tenantId, t.grade, t.klass, t.metric, t.month, t.dimA, t.dimB),
  ],
);
