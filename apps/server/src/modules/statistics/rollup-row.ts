import type { StatMetric } from '@xinmiao/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** One figure before it is written: what was counted, its month and dimensions, the count. */
export type RollupRow = { metric: StatMetric; month: string; dimA: string; dimB: string; value: number };

/** `yyyy-MM` of an instant in China time. */
export const monthOf = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
