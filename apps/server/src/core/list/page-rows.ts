import type { SQL } from 'drizzle-orm';
import type { Fields, Row } from '../tenancy/tenant-select.ts';
import type { TenantDb, TenantTable } from '../tenant-db.ts';

/**
 * Planner estimates at least this large are taken without the bounded count: ten times the exact
 * range, so only an estimate off by more than 10× could hide a total under 10,000.
 */
const TRUST_ESTIMATE_FROM = 100_000;

type PageQuery<A extends Fields> = {
  where: SQL | undefined;
  orderBy: SQL[];
  pageNo: number;
  pageSize: number;
  /** Values read beside each row's columns in the page's statement (see `TenantDb.listWith`). */
  also?: A;
  /**
   * Read the page through a kept prepared statement of this shape (see `TenantDb.listPage`): `where`
   * with placeholders for `values` (the total is counted with the bound `where` above).
   */
  prepared?: { shape: string; where: SQL | undefined; values: Record<string, unknown> };
};

/**
 * One page, its total and `extra` reads about its rows in one tenant transaction (one role switch,
 * not one per statement). A short page tells the exact total by itself (rows before it + its rows),
 * so the total is counted only when the page is full or past the end. Then a far-too-big planner
 * estimate stands as is; otherwise `pageTotal`'s rule (exact up to 10,000 rows, then the estimate).
 */
async function countedTotal(tx: TenantDb, table: TenantTable, where: SQL | undefined): Promise<number> {
  const estimate = await tx.estimate(table, where);
  return estimate >= TRUST_ESTIMATE_FROM ? estimate : tx.pageTotal(table, where, { estimate });
}

export async function pageRows<T extends TenantTable, X, A extends Fields = Record<never, never>>(
  db: TenantDb,
  table: T,
  { where, orderBy, pageNo, pageSize, also = {} as A, prepared }: PageQuery<A>,
  extra: (tx: TenantDb, rows: (T['$inferSelect'] & Row<A>)[]) => Promise<X>,
): Promise<{ rows: (T['$inferSelect'] & Row<A>)[]; total: number; extra: X }> {
  const offset = (pageNo - 1) * pageSize;
  return db.transaction(async (tx) => {
    const page = { where, orderBy, limit: pageSize, offset };
    const rows = prepared
      ? await tx.listPage(table, also, prepared.shape, { ...page, where: prepared.where }, prepared.values)
      : await tx.listWith(table, also, page);
    const known = rows.length < pageSize && (rows.length > 0 || offset === 0);
    const total = known ? offset + rows.length : await countedTotal(tx, table, where);
    return { rows, total, extra: await extra(tx, rows) };
  });
}
