import { AsyncLocalStorage } from 'node:async_hooks';
import { and, count, eq, getTableColumns, getTableName, inArray, is, SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  PgDialect,
  type PgInsertValue,
  type PgTable,
  PgTransaction,
  type PgUpdateSetSource,
} from 'drizzle-orm/pg-core';
import { newId } from '../db/ids.ts';
import { inSchoolLane } from '../db/turn-order.ts';
import type { Db } from '../db/types.ts';
import { isPartitioned } from './log-partitions.ts';
import { bulkInsertStatements, columnArrays, unnestInsert, usedColumns } from './tenancy/bulk-insert.ts';
import {
  hasRoom,
  keep,
  keptStatement,
  preparedOn,
  statementName,
  TENANT_VALUE,
} from './tenancy/kept-statements.ts';
import { isTenantHandle, pgTenantTransaction, poolOf } from './tenancy/pg-tenant-transaction.ts';
import { type Fields, type Row, scopeOf, TenantSelect } from './tenancy/tenant-select.ts';
import { enterTenant, leaveTenant, plannedAsOwner } from './tenancy/tenant-session.ts';
import { assertTenantOwned, columnOf, type TenantTable } from './tenancy/tenant-tables.ts';

export type { TenantTable } from './tenancy/tenant-tables.ts';

export type TenantInsert<T extends TenantTable> = Omit<T['$inferInsert'], 'tenantId' | 'id'> & {
  id?: string;
};
/** A row to insert whose values may also be SQL of this tenant, such as a `scalar` subquery. */
export type TenantInsertSql<T extends TenantTable> = {
  [K in keyof TenantInsert<T>]: TenantInsert<T>[K] | SQL;
};
export type TenantUpdate<T extends TenantTable> = Partial<Omit<T['$inferInsert'], 'tenantId' | 'id'>>;

type ReadOptions = { where?: SQL | undefined; withDeleted?: boolean };
export type ListOptions = ReadOptions & { orderBy?: SQL[]; limit?: number; offset?: number };
export type UpsertOptions<T extends TenantTable> = {
  /** The unique key after tenant_id (tenant_id is always its first column). */
  target: AnyPgColumn[];
  /** Columns a conflicting row takes from the new row; default every column outside the key. */
  update?: (keyof TenantInsert<T> & string)[];
};

/** Rows above this go through one unnest statement (a text array per column) per chunk instead of drizzle's VALUES list. */
const BULK_FROM = 200;

// Ids made in SQL (INSERT … SELECT) share the 19-digit layout of newId(): milliseconds in the
// high bits, a database sequence in the low 22.
const SQL_NEW_ID = sql`(((floor(extract(epoch from clock_timestamp()) * 1000)::bigint - 1288834974657) << 22) | (nextval('xm_id_seq') % 4194304))::text`;

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

/** Turns SQL into text and parameters for statements built here rather than by a query builder. */
const dialect = new PgDialect();

/** Inserts of up to this many rows go through kept statements (`keptInsert`); a shape per count. */
const KEPT_INSERT_ROWS = 4;

/**
 * An insert of a few rows through a statement kept on the pooled connection: drizzle builds an
 * insert of a wide table anew on every call, which cost more than running it (a student's submit
 * inserts five times). The shape is the rows' columns, and which of them are null (a placeholder
 * would encode null as a value). Columns drizzle fills itself (`$defaultFn`, `$onUpdateFn`) are
 * filled here first, so the kept text never carries one call's generated value. Returns false,
 * inserting nothing, for rows it does not take (SQL values, rows of different columns, no room left).
 */
async function keptInsert(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<boolean> {
  const columns = Object.entries(getTableColumns(table));
  for (const row of rows) {
    for (const [key, column] of columns) {
      if (row[key] !== undefined) continue;
      if (column.defaultFn) row[key] = column.defaultFn();
      else if (!column.default && column.onUpdateFn) row[key] = column.onUpdateFn();
    }
  }
  const [first] = rows;
  if (!first) return false;
  const keys = columns.map(([key]) => key).filter((key) => first[key] !== undefined);
  const nullness = (row: Record<string, unknown>) =>
    keys.map((key) => (row[key] === null ? 'n' : 'v')).join('');
  const sameColumns = (row: Record<string, unknown>) =>
    Object.keys(row).every((key) => row[key] === undefined || keys.includes(key)) &&
    keys.every((key) => row[key] !== undefined && !is(row[key], SQL));
  if (!rows.every(sameColumns)) return false;
  const shape = `insert|${keys.join(',')}|${rows.map(nullness).join('|')}`;
  let statement = preparedOn(db, table).get(shape);
  if (!statement) {
    if (!hasRoom(db)) return false;
    const values = rows.map((row, i) =>
      Object.fromEntries(
        keys.map((key) => [key, row[key] === null ? sql`null` : sql.placeholder(`${i}.${key}`)]),
      ),
    );
    const query = db.insert(table).values(values as PgInsertValue<PgTable>[]);
    statement = query.prepare(statementName(query.toSQL().sql));
    keep(db, table, shape, statement);
  }
  const filled: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const key of keys) if (row[key] !== null) filled[`${i}.${key}`] = row[key];
  });
  await statement.execute(filled);
  return true;
}

/** The savepoint step of a platform transaction the current async work runs inside (none outside one). */
const insideStep = new AsyncLocalStorage<Db>();

/** The last step queued on each platform transaction. */
const lastStep = new WeakMap<Db, Promise<unknown>>();

/**
 * Savepoint steps of one platform transaction (the seed, a new school) run one after another. Each
 * switches the connection's role and tenant; two started together (module code reading with
 * `Promise.all`) interleaved on the one connection, and each read under the other's tenant. A step
 * started from inside another step of the same transaction runs at once, as a nested savepoint.
 */
function oneStepAtATime<R>(platform: Db, step: () => Promise<R>): Promise<R> {
  if (insideStep.getStore() === platform) return step();
  const run = () => insideStep.run(platform, step);
  const result = (lastStep.get(platform) ?? Promise.resolve()).then(run, run);
  lastStep.set(
    platform,
    result.catch(() => undefined),
  );
  return result;
}

/** How statements reach the database: a fresh transaction, a savepoint in a platform one, or as is. */
type Mode = 'own-transaction' | 'savepoint' | 'entered';

/** Work waiting for the enclosing transaction to commit (a live notice about what it stored). */
type AfterCommit = () => Promise<void>;

/**
 * The only database access module code gets. Every statement is bound to one tenant twice over:
 * the `tenant_id = ?` condition is added to every table it names (FROM and JOIN) and inserts always
 * carry this tenant; and it runs as the row-level-security role with this tenant set, so even a
 * statement that forgot its condition sees and touches nothing of another tenant.
 * Tables with `del_flag` read as live rows only unless asked; writes stamp create/update by and time.
 */
export class TenantDb {
  private readonly mode: Mode;

  constructor(
    private readonly db: Db,
    readonly tenantId: number,
    /** Username stamped into create_by / update_by. */
    readonly actor: string | null = null,
    entered = false,
    /** The hooks of the `transaction()` this handle runs in; none outside one. */
    private readonly pending: AfterCommit[] | null = null,
  ) {
    if (!Number.isSafeInteger(tenantId)) throw new Error('tenant id must be an integer');
    // Its `transaction()` would send a second `begin` on the same connection and commit the outer one.
    if (!entered && isTenantHandle(db)) throw new Error('a tenant transaction cannot start another');
    this.mode = entered ? 'entered' : db instanceof PgTransaction ? 'savepoint' : 'own-transaction';
  }

  /**
   * `fn` with the tenant's connection: in the enclosing transaction, or in one of its own.
   * `statements: 'one'` says `fn` sends exactly one statement, which lets PostgreSQL's transaction
   * around it travel with it (pgTenantTransaction); a second one would be refused.
   */
  private run<R>(fn: (db: Db) => Promise<R>, statements: 'one' | 'many' = 'many'): Promise<R> {
    if (this.mode === 'entered') return fn(this.db);
    const pool = this.mode === 'own-transaction' ? poolOf(this.db) : null;
    if (pool) return pgTenantTransaction(pool, this.tenantId, fn, statements === 'one');
    const step = () =>
      this.db.transaction(async (tx) => {
        await enterTenant(tx, this.tenantId);
        const result = await fn(tx);
        if (this.mode === 'savepoint') await leaveTenant(tx);
        return result;
      });
    return inSchoolLane(this.tenantId, () =>
      this.mode === 'savepoint' ? oneStepAtATime(this.db, step) : step(),
    );
  }

  private scoped(table: TenantTable, where?: SQL, withDeleted = false): SQL {
    return and(...scopeOf(table, this.tenantId, withDeleted), where) ?? eq(table.tenantId, this.tenantId);
  }

  /** A tenant-scoped SELECT of `fields`: `.from(table)`, then joins, where, group by, having, order. */
  select<F extends Fields>(fields: F) {
    const scope = {
      tenantId: this.tenantId,
      run: <R>(fn: (db: Db) => Promise<R>, statements?: 'one' | 'many') => this.run(fn, statements),
    };
    return {
      from: (table: PgTable) => {
        assertTenantOwned(table);
        return new TenantSelect<F, Row<F>>(scope, fields, table);
      },
    };
  }

  /** `column IN (subquery)` for a where clause; the subquery is tenant-scoped like any select. */
  inSelect<F extends Fields, R>(column: AnyPgColumn, source: TenantSelect<F, R>): SQL {
    return inArray(column, source.build(this.db));
  }

  /** A one-value select as an expression (a correlated subquery), e.g. a value for `listWith`. */
  scalar<F extends Fields, R>(source: TenantSelect<F, R>): SQL<R[keyof R] | null> {
    return sql`(${source.build(this.db)})`;
  }

  async list<T extends TenantTable>(table: T, options: ListOptions = {}): Promise<T['$inferSelect'][]> {
    return this.listWith(table, {}, options);
  }

  /**
   * A page of `listWith` as a statement prepared once per pooled PostgreSQL connection and kept
   * there: building a wide table's select in drizzle, and PostgreSQL parsing and planning it, cost
   * more than reading the page (bench/online-form.ts). `shape` names everything that makes the
   * statement differ besides `table` (conditions, order, `also`'s names); every value that changes
   * between calls is a `sql.placeholder` in `where`, filled from `values`. The tenant is one of those
   * values, so every school on the instance shares the statement. Elsewhere (PGlite, a platform
   * transaction) the statement is built and run unnamed each time.
   */
  async listPage<T extends TenantTable, A extends Fields>(
    table: T,
    also: A,
    shape: string,
    options: { where?: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
    values: Record<string, unknown> = {},
  ): Promise<(T['$inferSelect'] & Row<A>)[]> {
    assertTenantOwned(table);
    return this.run(async (db) => {
      const tenant = sql.placeholder(TENANT_VALUE);
      const statement = keptStatement(db, table, shape, () =>
        db
          .select({ ...getTableColumns(table), ...also })
          .from(table as PgTable)
          .where(and(...scopeOf(table, tenant, false), options.where))
          .orderBy(...options.orderBy)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      );
      const { limit, offset } = options;
      const filled = { ...values, limit, offset, [TENANT_VALUE]: this.tenantId };
      return (await statement.execute(filled)) as (T['$inferSelect'] & Row<A>)[];
    }, 'one');
  }

  /**
   * `first` through a statement kept per connection (see `listPage`), for a lookup on a hot path
   * such as a student's submit: every value in `where` is a `sql.placeholder` filled from `values`.
   */
  async firstKept<T extends TenantTable>(
    table: T,
    shape: string,
    where: SQL | undefined,
    values: Record<string, unknown> = {},
  ): Promise<T['$inferSelect'] | undefined> {
    const [row] = await this.listPage(table, {}, shape, { where, orderBy: [], limit: 1, offset: 0 }, values);
    return row;
  }

  /**
   * `column = any(array(select of from table where …))` for the `where` of a kept statement
   * (`listPage`, `firstKept`): the subquery is bound to the statement's own tenant and runs once per
   * execution, so the outer lookup stays an index condition whatever the planner's statistics say.
   */
  keptAnyOf(column: AnyPgColumn, table: TenantTable, of: AnyPgColumn, where: SQL | undefined): SQL {
    assertTenantOwned(table);
    const scoped = and(...scopeOf(table, sql.placeholder(TENANT_VALUE), false), where);
    return sql`${column} = any(array(select ${of} from ${table} where ${scoped}))`;
  }

  /** `list`, each row with `also`'s values beside its columns (read in the same statement). */
  async listWith<T extends TenantTable, A extends Fields>(
    table: T,
    also: A,
    options: ListOptions = {},
  ): Promise<(T['$inferSelect'] & Row<A>)[]> {
    assertTenantOwned(table);
    return this.run(async (db) => {
      let query = db
        .select({ ...getTableColumns(table), ...also })
        .from(table as PgTable)
        .where(this.scoped(table, options.where, options.withDeleted))
        .$dynamic();
      if (options.orderBy?.length) query = query.orderBy(...options.orderBy);
      if (options.limit !== undefined) query = query.limit(options.limit);
      if (options.offset) query = query.offset(options.offset);
      return (await query) as (T['$inferSelect'] & Row<A>)[];
    }, 'one');
  }

  async first<T extends TenantTable>(
    table: T,
    where: SQL | undefined,
    options: { withDeleted?: boolean } = {},
  ): Promise<T['$inferSelect'] | undefined> {
    const rows = await this.list(table, { where, limit: 1, ...options });
    return rows[0];
  }

  async byId<T extends TenantTable>(
    table: T,
    id: string,
    options: { withDeleted?: boolean } = {},
  ): Promise<T['$inferSelect'] | undefined> {
    return this.first(table, eq(table.id, id), options);
  }

  async count<T extends TenantTable>(
    table: T,
    where?: SQL,
    options: { withDeleted?: boolean } = {},
  ): Promise<number> {
    assertTenantOwned(table);
    const [row] = await this.run(
      (db) =>
        db
          .select({ n: count() })
          .from(table as PgTable)
          .where(this.scoped(table, where, options.withDeleted)),
      'one',
    );
    return Number(row?.n ?? 0);
  }

  /**
   * The planner's row estimate for this tenant's rows of `table` matching `where` (no rows are read).
   * The log tables' policy (migrations 0083, 0085) would divide it by its own selectivity, so theirs is
   * planned as the connecting role: `where` holds this tenant's condition all the same.
   */
  async estimate<T extends TenantTable>(table: T, where?: SQL): Promise<number> {
    assertTenantOwned(table);
    const scoped = this.scoped(table, where);
    return this.run(async (db) => {
      const explain = sql`explain (format json) ${db
        .select({ one: sql`1` })
        .from(table as PgTable)
        .where(scoped)}`;
      return estimatedRows(
        isPartitioned(getTableName(table))
          ? await plannedAsOwner(db, explain, isTenantHandle(db))
          : await db.execute(explain),
      );
    });
  }

  /**
   * A list total that stays cheap on big tables: exact up to `exactUpTo` rows (a bounded scan),
   * beyond that the planner's estimate (never below `exactUpTo + 1`); `estimate` when the caller
   * has taken it already.
   */
  async pageTotal<T extends TenantTable>(
    table: T,
    where?: SQL,
    { exactUpTo = 10_000, estimate }: { exactUpTo?: number; estimate?: number } = {},
  ): Promise<number> {
    assertTenantOwned(table);
    const scoped = this.scoped(table, where);
    return this.run(async (db) => {
      const bounded = db
        .select({ one: sql`1` })
        .from(table as PgTable)
        .where(scoped)
        .limit(exactUpTo + 1)
        .as('bounded');
      const [row] = await db.select({ n: count() }).from(bounded);
      const exact = Number(row?.n ?? 0);
      if (exact <= exactUpTo) return exact;
      const planned =
        estimate ?? (await new TenantDb(db, this.tenantId, this.actor, true).estimate(table, where));
      return Math.max(exactUpTo + 1, planned);
    });
  }

  /** An update's columns without `tenantId` and `id`, stamped with update_by/time; empty when nothing changes. */
  private stampedUpdate<T extends TenantTable>(table: T, set: TenantUpdate<T>): Record<string, unknown> {
    const clean: Record<string, unknown> = Object.fromEntries(
      Object.entries(set).filter(([key, value]) => key !== 'tenantId' && key !== 'id' && value !== undefined),
    );
    if (Object.keys(clean).length === 0) return clean;
    if (this.actor && columnOf(table, 'updateBy') && clean.updateBy === undefined)
      clean.updateBy = this.actor;
    if (columnOf(table, 'updateTime') && clean.updateTime === undefined) clean.updateTime = new Date();
    return clean;
  }

  private stamped<T extends TenantTable>(table: T, values: TenantInsert<T>): Record<string, unknown> {
    const row: Record<string, unknown> = { ...values, id: values.id ?? newId(), tenantId: this.tenantId };
    if (this.actor && columnOf(table, 'createBy') && row.createBy === undefined) row.createBy = this.actor;
    return row;
  }

  /**
   * Inserts rows for this tenant; a `tenantId` smuggled into `values` is overwritten. Any number of
   * rows: large batches go through chunked unnest statements. Returns the ids.
   */
  async insert<T extends TenantTable>(
    table: T,
    values: TenantInsert<T> | TenantInsert<T>[],
  ): Promise<string[]> {
    assertTenantOwned(table);
    const list = Array.isArray(values) ? values : [values];
    if (list.length === 0) return [];
    const rows = list.map((v) => this.stamped(table, v));
    await this.run(
      async (db) => {
        if (rows.length <= KEPT_INSERT_ROWS && isTenantHandle(db) && (await keptInsert(db, table, rows)))
          return;
        if (rows.length < BULK_FROM) {
          await db.insert(table).values(rows as PgInsertValue<T>[]);
          return;
        }
        for (const statement of bulkInsertStatements(table, rows)) await db.execute(statement);
      },
      rows.length < BULK_FROM ? 'one' : 'many',
    );
    return rows.map((r) => String(r.id));
  }

  /**
   * Inserts, or updates the row with the same `(tenant_id, …target)` key. A new row gets a new id;
   * an existing one keeps its id.
   */
  async upsert<T extends TenantTable>(
    table: T,
    values: TenantInsert<T> | TenantInsert<T>[],
    options: UpsertOptions<T>,
  ): Promise<void> {
    assertTenantOwned(table);
    const list = Array.isArray(values) ? values : [values];
    if (list.length === 0) return;
    const rows = list.map((v) => this.stamped(table, v));
    const conflict = this.conflictOf(table, options, rows);
    await this.run(async (db) => {
      for (const statement of bulkInsertStatements(table, rows, conflict)) await db.execute(statement);
    });
  }

  /**
   * `upsert` of one row, returning the row as stored: the new row, or the existing one with `update`
   * applied. One statement where an upsert and a read of the row were two; a value may be SQL read
   * in the same statement (`scalar`).
   */
  async upsertOne<T extends TenantTable>(
    table: T,
    value: TenantInsertSql<T>,
    options: UpsertOptions<T>,
  ): Promise<T['$inferSelect']> {
    const [stored] = await this.upsertReturning(table, [value], options);
    if (!stored) throw new Error(`upsert into ${getTableName(table)} returned no row`);
    return stored;
  }

  /**
   * `upsertOne` of several rows in one statement (their keys distinct), returning each row as
   * stored, in no particular order: match them by key.
   */
  async upsertReturning<T extends TenantTable>(
    table: T,
    values: readonly TenantInsertSql<T>[],
    options: UpsertOptions<T>,
  ): Promise<T['$inferSelect'][]> {
    assertTenantOwned(table);
    if (values.length === 0) return [];
    const rows = values.map((value) => this.stamped(table, value as TenantInsert<T>));
    const conflict = this.conflictOf(table, options, rows);
    const keyOf = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column, key]));
    const set: Record<string, SQL> = { id: sql`${table.id}` };
    for (const column of conflict.update) {
      set[keyOf.get(column) ?? column.name] = sql`excluded.${sql.identifier(column.name)}`;
    }
    const stored = await this.run(
      (db) =>
        db
          .insert(table)
          .values(rows as PgInsertValue<T>[])
          // `id` is set to itself, so a conflict with nothing to update still returns the existing row.
          .onConflictDoUpdate({ target: conflict.target, set })
          .returning(),
      'one',
    );
    return stored as T['$inferSelect'][];
  }

  /** The conflict clause of an upsert: the key after tenant_id, and what a conflicting row takes. */
  private conflictOf<T extends TenantTable>(
    table: T,
    options: UpsertOptions<T>,
    rows: Record<string, unknown>[],
  ): { target: AnyPgColumn[]; update: AnyPgColumn[] } {
    const columns: Record<string, AnyPgColumn> = getTableColumns(table);
    const keys = new Set(options.target.map((c) => c.name));
    const updated = (options.update ?? Object.keys(columns))
      .filter((key) => key !== 'id' && key !== 'tenantId' && key !== 'createBy' && key !== 'createTime')
      .map((key) => columns[key])
      .filter((column): column is AnyPgColumn => column !== undefined && !keys.has(column.name));
    const stamp = ['updateBy', 'updateTime'].map((key) => columns[key]).filter((c) => c !== undefined);
    if (this.actor)
      for (const row of rows) Object.assign(row, { updateBy: this.actor, updateTime: new Date() });
    return {
      target: [table.tenantId, ...options.target],
      update: [...new Set([...updated, ...(this.actor ? stamp : [])])],
    };
  }

  /**
   * `INSERT INTO table SELECT …` within this tenant: `source` is a tenant-scoped select whose field
   * names are the target's column keys; tenant_id and id are added here. Returns the row count.
   */
  async insertSelect<T extends TenantTable, F extends Fields, R>(
    table: T,
    source: TenantSelect<F, R>,
  ): Promise<number> {
    assertTenantOwned(table);
    const columns: Record<string, AnyPgColumn> = getTableColumns(table);
    const names = source.fieldNames();
    for (const name of names) {
      if (!Object.hasOwn(columns, name) || name === 'tenantId' || name === 'id') {
        throw new Error(`insertSelect: ${name} is not an insertable column`);
      }
    }
    const target = [columns.tenantId, columns.id, ...names.map((n) => columns[n])].filter(
      (c): c is AnyPgColumn => c !== undefined,
    );
    return this.run(async (db) => {
      const selected = sql`select ${this.tenantId}, ${SQL_NEW_ID}, s.* from (${source.build(db)}) as s`;
      const result = await db.execute(
        sql`insert into ${table} (${sql.join(
          target.map((c) => sql.identifier(c.name)),
          sql`, `,
        )}) ${selected}`,
      );
      return affected(result);
    }, 'one');
  }

  /**
   * Updates this tenant's matching live rows; `tenantId` and `id` can never be changed; update_by
   * and update_time are stamped. Returns the count.
   */
  async update<T extends TenantTable>(table: T, set: TenantUpdate<T>, where: SQL): Promise<number> {
    assertTenantOwned(table);
    const clean = this.stampedUpdate(table, set);
    if (Object.keys(clean).length === 0) return 0;
    const rows = await this.run(
      (db) =>
        db
          .update(table)
          .set(clean as PgUpdateSetSource<T>)
          .where(this.scoped(table, where))
          .returning({ id: table.id }),
      'one',
    );
    return rows.length;
  }

  /**
   * `update`, then `insert` of `values` only when the update changed a row, as one statement (a
   * data-modifying `with`) kept per connection like `listPage`: a state change and the rows it
   * brings in one round trip, atomic without a transaction around them, and neither built nor
   * planned again on a hot path (a student's submit). `shape` names the `where`, whose changing
   * values are `sql.placeholder`s filled from `whereValues`; `set` and the rows are values already.
   * True when the update changed a row.
   */
  async insertWhenUpdated<T extends TenantTable, I extends TenantTable>(
    table: T,
    shape: string,
    change: { set: TenantUpdate<T>; where: SQL; whereValues: Record<string, unknown> },
    into: I,
    values: TenantInsert<I>[],
  ): Promise<boolean> {
    assertTenantOwned(table);
    assertTenantOwned(into);
    const { set, where, whereValues } = change;
    const clean = this.stampedUpdate(table, set);
    if (Object.keys(clean).length === 0) throw new Error('insertWhenUpdated needs a column to update');
    const rows = values.map((v) => this.stamped(into, v));
    const used = usedColumns(into, rows);
    const setKeys = Object.keys(clean);
    // A null set through a placeholder would be the column's encoding of null (jsonb 'null'): literal.
    const key = `insertWhenUpdated|${shape}|${setKeys.map((k) => (clean[k] === null ? `${k}:null` : k))}|${getTableName(into)}:${used.map(([k]) => k)}`;
    const filled: Record<string, unknown> = { ...whereValues, [TENANT_VALUE]: this.tenantId };
    for (const k of setKeys) if (clean[k] !== null) filled[`set.${k}`] = clean[k];
    columnArrays(used, rows).forEach((array, i) => {
      filled[`c${i}`] = array;
    });
    return this.run(async (db) => {
      const statement = keptStatement(db, table, key, () => {
        const placeheld = Object.fromEntries(
          setKeys.map((k) => [k, clean[k] === null ? sql`null` : sql.placeholder(`set.${k}`)]),
        );
        const update = db
          .update(table)
          .set(placeheld as PgUpdateSetSource<T>)
          .where(and(...scopeOf(table, sql.placeholder(TENANT_VALUE), false), where))
          .returning({ id: table.id })
          .getSQL();
        const sources = used.map((_, i) => sql`${sql.placeholder(`c${i}`)}::text[]`);
        const insert = unnestInsert(into, used, sources, undefined, sql`exists (select 1 from updated)`);
        const query = dialect.sqlToQuery(
          sql`with updated as (${update}), inserted as (${insert} returning 1) select count(*)::int as moved from updated`,
        );
        return {
          toSQL: () => query,
          prepare: (name: string) => db._.session.prepareQuery(query, undefined, name, false),
        };
      });
      return firstNumber(await statement.execute(filled), 'moved') > 0;
    }, 'one');
  }

  /** Marks matching live rows deleted (`del_flag = 1`) on tables with soft delete. Returns the count. */
  async softDelete<T extends TenantTable>(table: T, where: SQL): Promise<number> {
    if (!columnOf(table, 'delFlag')) throw new Error('softDelete needs a del_flag column');
    return this.update(table, { delFlag: 1 } as TenantUpdate<T>, where);
  }

  /** Brings soft-deleted rows back (`del_flag = 0`): a recycle bin's 取回. Returns the count. */
  async restore<T extends TenantTable>(table: T, where: SQL): Promise<number> {
    assertTenantOwned(table);
    if (!columnOf(table, 'delFlag')) throw new Error('restore needs a del_flag column');
    const set: Record<string, unknown> = { delFlag: 0 };
    if (this.actor && columnOf(table, 'updateBy')) set.updateBy = this.actor;
    if (columnOf(table, 'updateTime')) set.updateTime = new Date();
    const rows = await this.run(
      (db) =>
        db
          .update(table)
          .set(set as PgUpdateSetSource<T>)
          .where(this.scoped(table, where, true))
          .returning({ id: table.id }),
      'one',
    );
    return rows.length;
  }

  /** Removes rows for good (tables without history, link rows). Returns the count. */
  async delete<T extends TenantTable>(table: T, where: SQL): Promise<number> {
    assertTenantOwned(table);
    const rows = await this.run(
      (db) =>
        db
          .delete(table)
          .where(this.scoped(table, where, true))
          .returning({ id: table.id }),
      'one',
    );
    return rows.length;
  }

  /**
   * Runs `fn` in one transaction, still bound to this tenant (and its row-level security). A nested
   * call joins the enclosing transaction. Hooks `afterCommit` collected inside run once it commits,
   * and never when it rolls back.
   */
  async transaction<R>(fn: (tdb: TenantDb) => Promise<R>): Promise<R> {
    if (this.mode === 'entered') return fn(this);
    const pending: AfterCommit[] = [];
    const result = await this.run((tx) => fn(new TenantDb(tx, this.tenantId, this.actor, true, pending)));
    for (const hook of pending) await hook();
    return result;
  }

  /**
   * Runs `hook` once what this handle wrote is committed: at the end of the enclosing
   * `transaction()`, or now outside one (every statement there commits on its own). For what must
   * not be seen before the data is, such as a live notice; a rolled-back transaction drops it.
   * On a handle over a platform transaction, the savepoint's release is as far as it can tell.
   */
  async afterCommit(hook: AfterCommit): Promise<void> {
    if (this.pending) this.pending.push(hook);
    else await hook();
  }

  /** The same tenant acting for another user (stamps), e.g. a job on behalf of a person. */
  as(actor: string | null): TenantDb {
    return new TenantDb(this.db, this.tenantId, actor, this.mode === 'entered', this.pending);
  }
}

/** A number column of a raw result's first row (node-postgres and PGlite alike), else 0. */
function firstNumber(result: unknown, column: string): number {
  const rows = result && typeof result === 'object' && 'rows' in result ? result.rows : undefined;
  const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
  return first && typeof first === 'object' && column in first
    ? Number(first[column as keyof typeof first])
    : 0;
}

function affected(result: unknown): number {
  if (result && typeof result === 'object') {
    if ('rowCount' in result && typeof result.rowCount === 'number') return result.rowCount;
    if ('affectedRows' in result && typeof result.affectedRows === 'number') return result.affectedRows;
  }
  return 0;
}
