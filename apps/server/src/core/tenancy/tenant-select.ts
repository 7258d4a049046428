import {
  and,
  type Column,
  eq,
  type GetColumnData,
  type Placeholder,
  QueryPromise,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/types.ts';
import { keptStatement, TENANT_VALUE } from './kept-statements.ts';
import { columnOf, isTenantOwned } from './tenant-tables.ts';

/** A selected value: a column, an expression, or a whole table read as one nested row. */
type Field = AnyPgColumn | SQL | SQL.Aliased | PgTable;
export type Fields = Record<string, Field>;
type FieldValue<T> = T extends Column
  ? GetColumnData<T>
  : T extends SQL<infer U>
    ? U
    : T extends SQL.Aliased<infer U>
      ? U
      : T extends PgTable
        ? T['$inferSelect']
        : never;
export type Row<F extends Fields> = { [K in keyof F]: FieldValue<F[K]> };
/** A row of a query with an outer join: any field may be null. */
export type OuterRow<F extends Fields> = { [K in keyof F]: FieldValue<F[K]> | null };

type Join = { kind: 'inner' | 'left'; table: PgTable; on: SQL | undefined };

/** How a select reaches the database: inside this tenant's row-level-security transaction. */
export type SelectScope = {
  tenantId: number;
  run<R>(fn: (db: Db) => Promise<R>, statements?: 'one' | 'many'): Promise<R>;
};

type Parts = {
  joins: Join[];
  where?: SQL | undefined;
  groupBy: (AnyPgColumn | SQL)[];
  having?: SQL | undefined;
  orderBy: SQL[];
  limit?: number;
  offset?: number;
  withDeleted: boolean;
  skipLocked?: boolean;
};

/**
 * The conditions that bind one table of a query to the tenant: `tenant_id = ?` on every
 * tenant-owned table (the id, or a placeholder of a kept statement that is always filled with it),
 * and `del_flag = 0` on tables with soft delete unless deleted rows are asked for.
 */
export function scopeOf(table: PgTable, tenantId: number | Placeholder, withDeleted: boolean): SQL[] {
  const conditions: SQL[] = [];
  if (isTenantOwned(table)) conditions.push(eq(table.tenantId, tenantId));
  const delFlag = columnOf(table, 'delFlag');
  if (delFlag && !withDeleted) conditions.push(eq(delFlag, 0));
  return conditions;
}

/**
 * A SELECT whose every tenant-owned table, in FROM and in each JOIN, carries this tenant's
 * condition (in the ON clause for joins, so outer joins keep their meaning). Immutable: each
 * call returns a new builder. Awaiting it runs the query (drizzle's `QueryPromise`, as its own builders).
 */
export class TenantSelect<F extends Fields, R> extends QueryPromise<R[]> {
  constructor(
    private readonly scope: SelectScope,
    private readonly fields: F,
    private readonly source: PgTable,
    private readonly parts: Parts = { joins: [], groupBy: [], orderBy: [], withDeleted: false },
  ) {
    super();
  }

  private with(change: Partial<Parts>): TenantSelect<F, R> {
    return new TenantSelect(this.scope, this.fields, this.source, { ...this.parts, ...change });
  }

  innerJoin(table: PgTable, on: SQL | undefined): TenantSelect<F, R> {
    return this.with({ joins: [...this.parts.joins, { kind: 'inner', table, on }] });
  }

  leftJoin(table: PgTable, on: SQL | undefined): TenantSelect<F, OuterRow<F>> {
    return new TenantSelect<F, OuterRow<F>>(this.scope, this.fields, this.source, {
      ...this.parts,
      joins: [...this.parts.joins, { kind: 'left', table, on }],
    });
  }

  where(condition: SQL | undefined): TenantSelect<F, R> {
    return this.with({ where: condition });
  }

  groupBy(...columns: (AnyPgColumn | SQL)[]): TenantSelect<F, R> {
    return this.with({ groupBy: columns });
  }

  having(condition: SQL | undefined): TenantSelect<F, R> {
    return this.with({ having: condition });
  }

  orderBy(...order: SQL[]): TenantSelect<F, R> {
    return this.with({ orderBy: order });
  }

  limit(limit: number): TenantSelect<F, R> {
    return this.with({ limit });
  }

  offset(offset: number): TenantSelect<F, R> {
    return this.with({ offset });
  }

  /**
   * `FOR UPDATE SKIP LOCKED`: locks the rows read until the transaction ends and passes over rows
   * another transaction holds, so two workers draining one queue never take the same rows.
   */
  skipLocked(): TenantSelect<F, R> {
    return this.with({ skipLocked: true });
  }

  /** Include soft-deleted rows (del_flag = 1) of every table in the query. */
  withDeleted(): TenantSelect<F, R> {
    return this.with({ withDeleted: true });
  }

  /**
   * The drizzle query on `db`, for running or for embedding (INSERT … SELECT, subqueries); a kept
   * statement binds the tenant as a placeholder.
   */
  build(db: Db, tenantId: number | Placeholder = this.scope.tenantId) {
    const { joins, where, groupBy, having, orderBy, limit, offset, withDeleted, skipLocked } = this.parts;
    const fields: Fields = this.fields;
    let query = db.select(fields).from(this.source).$dynamic();
    for (const join of joins) {
      const on = and(join.on, ...scopeOf(join.table, tenantId, withDeleted));
      query =
        join.kind === 'inner'
          ? query.innerJoin(join.table, on ?? sql`true`)
          : query.leftJoin(join.table, on ?? sql`true`);
    }
    const condition = and(...scopeOf(this.source, tenantId, withDeleted), where);
    if (condition) query = query.where(condition);
    if (groupBy.length) query = query.groupBy(...groupBy);
    if (having) query = query.having(having);
    if (orderBy.length) query = query.orderBy(...orderBy);
    if (limit !== undefined) query = query.limit(limit);
    if (offset) query = query.offset(offset);
    if (skipLocked) query = query.for('update', { skipLocked: true });
    return query;
  }

  /** The selected field names, in SELECT order. */
  fieldNames(): string[] {
    return Object.keys(this.fields);
  }

  /**
   * Runs as a statement kept on the pooled connection (`kept-statements.ts`), for a select on a hot
   * path: `shape` names it among the statements kept for its FROM table, and every value that
   * changes between calls is a `sql.placeholder` filled from `values`.
   */
  async kept(shape: string, values: Record<string, unknown> = {}): Promise<R[]> {
    return this.scope.run(async (db) => {
      const statement = keptStatement(db, this.source, `select|${shape}`, () =>
        this.build(db, sql.placeholder(TENANT_VALUE)),
      );
      return (await statement.execute({ ...values, [TENANT_VALUE]: this.scope.tenantId })) as R[];
    }, 'one');
  }

  override async execute(): Promise<R[]> {
    // drizzle types a dynamic query's rows loosely; the field map this builder was made from is the truth.
    return this.scope.run(async (db) => (await this.build(db)) as R[], 'one');
  }
}
