import type { SQL } from 'drizzle-orm';
import type { TenantDb, TenantTable } from '../tenant-db.ts';

/**
 * Planner estimates at least this large are taken without the bounded count: ten times the exact
 * range, so only an estimate off by more than 10× could hide a total under 10,000.
 */
const TRUST_ESTIMATE_FROM = 100_000;

type PageQuery = { where: SQL | undefined; orderBy: SQL[]; pageNo: number; pageSize: number };

/**
 * One page, its total and `extra` reads about its rows in one tenant transaction (one role switch,
 * not one per statement). A short page tells the exact total by itself (rows before it + its rows),
 * so the total is counted only when the page is full or past the end. Then a far-too-big planner
 * estimate stands as is; otherwise `pageTotal`'s rule (exact up to 10,000 rows, then the estimate).
 */
async function countedTotal(tx: TenantDb, table: TenantTable, where: SQL | undefined): Promise<number> {
  const estimate = await tx.estimate(table, where);
  return estimate >= TRUST_ESTIMATE_FROM ? estimate : tx.pageTotal(table, where);
}

export async function pageRows<T extends TenantTable, X>(
  db: TenantDb,
  table: T,
  { where, orderBy, pageNo, pageSize }: PageQuery,
  extra: (tx: TenantDb, rows: T['$inferSelect'][]) => Promise<X>,
): Promise<{ rows: T['$inferSelect'][]; total: number; extra: X }> {
  const offset = (pageNo - 1) * pageSize;
  return db.transaction(async (tx) => {
    const rows = await tx.list(table, { where, orderBy, limit: pageSize, offset });
    const known = rows.length < pageSize && (rows.length > 0 || offset === 0);
    const total = known ? offset + rows.length : await countedTotal(tx, table, where);
    return { rows, total, extra: await extra(tx, rows) };
  });
}
