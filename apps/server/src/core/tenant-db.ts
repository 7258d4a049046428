import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { newId } from '../db/ids.ts';
import type { Db } from '../db/types.ts';

/** A table owned by a tenant: it has `tenant_id` and a text `id`. */
export type TenantTable = PgTable & { tenantId: AnyPgColumn; id: AnyPgColumn };

export type TenantInsert<T extends TenantTable> = Omit<T['$inferInsert'], 'tenantId' | 'id'> & {
  id?: string;
};
export type TenantUpdate<T extends TenantTable> = Partial<Omit<T['$inferInsert'], 'tenantId' | 'id'>>;

export type ListOptions = { where?: SQL | undefined; orderBy?: SQL[]; limit?: number; offset?: number };
export type PageOptions = { where: SQL | undefined; orderBy: SQL[]; pageNo: number; pageSize: number };

function estimatedRows(result: unknown): number {
  const rows = result && typeof result === 'object' && 'rows' in result ? result.rows : undefined;
  const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
  const cell = first && typeof first === 'object' ? Object.values(first)[0] : undefined;
  const plan: unknown = typeof cell === 'string' ? JSON.parse(cell) : cell;
  const top: unknown = Array.isArray(plan) ? plan[0] : undefined;
  const node = top && typeof top === 'object' && 'Plan' in top ? top.Plan : undefined;
  const estimate = node && typeof node === 'object' && 'Plan Rows' in node ? Number(node['Plan Rows']) : 0;
  return Number.isFinite(estimate) ? estimate : 0;
}

/**
 * The only database access module code gets. Every read, write and delete is bound to one tenant:
 * the `tenant_id = ?` condition is added to every statement and inserts always carry this tenant,
 * whatever the caller passes. There is no escape hatch to raw SQL here on purpose.
 */
export class TenantDb {
  constructor(
    private readonly db: Db,
    readonly tenantId: number,
  ) {}

  private scoped(table: TenantTable, where?: SQL): SQL {
    const own = eq(table.tenantId, this.tenantId);
    return where ? (and(own, where) ?? own) : own;
  }

  async list<T extends TenantTable>(table: T, options: ListOptions = {}): Promise<T['$inferSelect'][]> {
    let query = this.db
      .select()
      .from(table as PgTable)
      .where(this.scoped(table, options.where))
      .$dynamic();
    if (options.orderBy?.length) query = query.orderBy(...options.orderBy);
    if (options.limit !== undefined) query = query.limit(options.limit);
    if (options.offset) query = query.offset(options.offset);
    return (await query) as T['$inferSelect'][];
  }

  async first<T extends TenantTable>(table: T, where: SQL): Promise<T['$inferSelect'] | undefined> {
    const rows = await this.list(table, { where, limit: 1 });
    return rows[0];
  }

  async byId<T extends TenantTable>(table: T, id: string): Promise<T['$inferSelect'] | undefined> {
    return this.first(table, eq(table.id, id));
  }

  async count<T extends TenantTable>(table: T, where?: SQL): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(table as PgTable)
      .where(this.scoped(table, where));
    return Number(row?.n ?? 0);
  }

  /**
   * A list total that stays cheap on big tables: exact up to `exactUpTo` rows (a bounded scan),
   * beyond that the planner's estimate (never below `exactUpTo + 1`).
   */
  async pageTotal<T extends TenantTable>(table: T, where?: SQL, exactUpTo = 10_000): Promise<number> {
    const scoped = this.scoped(table, where);
    const bounded = this.db
      .select({ one: sql`1` })
      .from(table as PgTable)
      .where(scoped)
      .limit(exactUpTo + 1)
      .as('bounded');
    const [row] = await this.db.select({ n: count() }).from(bounded);
    const exact = Number(row?.n ?? 0);
    if (exact <= exactUpTo) return exact;
    const plan = await this.db.execute(
      sql`explain (format json) ${this.db
        .select({ one: sql`1` })
        .from(table as PgTable)
        .where(scoped)}`,
    );
    return Math.max(exactUpTo + 1, estimatedRows(plan));
  }

  /** One page of a list screen (1-based `pageNo`) with the list's total as `pageTotal` counts it. */
  async page<T extends TenantTable>(
    table: T,
    { where, orderBy, pageNo, pageSize }: PageOptions,
  ): Promise<{ rows: T['$inferSelect'][]; total: number }> {
    const [rows, total] = await Promise.all([
      this.list(table, { where, orderBy, limit: pageSize, offset: (pageNo - 1) * pageSize }),
      this.pageTotal(table, where),
    ]);
    return { rows, total };
  }

  /** Inserts rows for this tenant; a `tenantId` smuggled into `values` is overwritten. Returns ids. */
  async insert<T extends TenantTable>(
    table: T,
    values: TenantInsert<T> | TenantInsert<T>[],
  ): Promise<string[]> {
    const list = Array.isArray(values) ? values : [values];
    if (list.length === 0) return [];
    const rows = list.map((v) => ({ ...v, id: v.id ?? newId(), tenantId: this.tenantId }));
    await this.db.insert(table).values(rows as PgInsertValue<T>[]);
    return rows.map((r) => r.id);
  }

  /** Updates this tenant's matching rows; `tenantId` and `id` can never be changed. Returns the count. */
  async update<T extends TenantTable>(table: T, set: TenantUpdate<T>, where: SQL): Promise<number> {
    const clean = Object.fromEntries(
      Object.entries(set).filter(([key, value]) => key !== 'tenantId' && key !== 'id' && value !== undefined),
    );
    if (Object.keys(clean).length === 0) return 0;
    const rows = await this.db
      .update(table)
      .set(clean as PgUpdateSetSource<T>)
      .where(this.scoped(table, where))
      .returning({ id: table.id });
    return rows.length;
  }

  async delete<T extends TenantTable>(table: T, where: SQL): Promise<number> {
    const rows = await this.db.delete(table).where(this.scoped(table, where)).returning({ id: table.id });
    return rows.length;
  }

  /** Runs `fn` in one transaction, still bound to this tenant. */
  transaction<R>(fn: (tdb: TenantDb) => Promise<R>): Promise<R> {
    return this.db.transaction((tx) => fn(new TenantDb(tx, this.tenantId)));
  }
}
