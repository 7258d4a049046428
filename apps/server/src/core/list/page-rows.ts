import type { SQL } from 'drizzle-orm';
import type { TenantDb, TenantTable } from '../tenant-db.ts';

/**
 * One page and its total in one tenant transaction. A short page tells the exact total by itself
 * (rows before it + its rows), so the total is counted only when the page is full or past the end;
 * counting keeps `pageTotal`'s rule (exact up to 10,000 rows, then the planner's estimate).
 */
export async function pageRows<T extends TenantTable>(
  db: TenantDb,
  table: T,
  {
    where,
    orderBy,
    pageNo,
    pageSize,
  }: { where: SQL | undefined; orderBy: SQL[]; pageNo: number; pageSize: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const offset = (pageNo - 1) * pageSize;
  return db.transaction(async (tx) => {
    const rows = await tx.list(table, { where, orderBy, limit: pageSize, offset });
    const known = rows.length > 0 && rows.length < pageSize;
    const total =
      known || (rows.length === 0 && offset === 0) ? offset + rows.length : await tx.pageTotal(table, where);
    return { rows, total };
  });
}
