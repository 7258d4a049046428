import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Operand = AnyPgColumn | SQL;

// Aggregates for tenant-scoped selects, typed as the numbers they are (PostgreSQL returns
// bigint and numeric as strings; these map them back).

export function countAll(): SQL<number> {
  return sql<number>`count(*)`.mapWith(Number);
}

export function countDistinct(value: Operand): SQL<number> {
  return sql<number>`count(distinct ${value})`.mapWith(Number);
}

/** Rows where `condition` holds, e.g. warnings at level ≥ 2 within a group. */
export function countWhere(condition: SQL): SQL<number> {
  return sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
}

export function sumOf(value: Operand): SQL<number> {
  return sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);
}

export function avgOf(value: Operand): SQL<number | null> {
  return sql<number | null>`avg(${value})`.mapWith((v: unknown) => (v === null ? null : Number(v)));
}

/** Continuous percentile (0 ≤ p ≤ 1), e.g. the median of a factor score. */
export function percentile(value: Operand, p: number): SQL<number | null> {
  if (!(p >= 0 && p <= 1)) throw new Error('percentile must be between 0 and 1');
  return sql<number | null>`percentile_cont(${p}) within group (order by ${value})`.mapWith((v: unknown) =>
    v === null ? null : Number(v),
  );
}
