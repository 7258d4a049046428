import { createHash } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/types.ts';
import { isTenantHandle } from './pg-tenant-transaction.ts';

/**
 * Statements prepared once per pooled PostgreSQL connection and kept there, for hot paths where
 * drizzle building a statement, and PostgreSQL parsing and planning it, cost more than running it
 * (bench/online-form.ts, bench/request-cost.ts). The tenant is a placeholder filled on every call,
 * so every school on the instance shares a statement. Elsewhere (PGlite, a platform transaction)
 * the statement is built and run unnamed each time.
 */

/** The placeholder a kept statement takes the tenant from (never a name of `values`' own). */
export const TENANT_VALUE = 'xmTenant';

/** A statement prepared on a connection. */
export type Prepared = { execute(values: Record<string, unknown>): Promise<unknown> };

/**
 * Statements one connection keeps: each holds memory in its PostgreSQL backend until the connection
 * ends, so past this many a connection prepares no more (the pool retires connections: client.ts).
 */
const PREPARED_PER_CONNECTION = 200;

type Kept = { count: number; byTable: WeakMap<PgTable, Map<string, Prepared>> };

/** Kept statements by connection handle and main table object (a table's columns never change). */
const prepared = new WeakMap<Db, Kept>();

export function preparedOn(db: Db, table: PgTable): Map<string, Prepared> {
  return prepared.get(db)?.byTable.get(table) ?? new Map();
}

export const hasRoom = (db: Db) => (prepared.get(db)?.count ?? 0) < PREPARED_PER_CONNECTION;

export function keep(db: Db, table: PgTable, key: string, statement: Prepared): void {
  let kept = prepared.get(db);
  if (!kept) {
    kept = { count: 0, byTable: new WeakMap() };
    prepared.set(db, kept);
  }
  kept.count++;
  const statements = kept.byTable.get(table) ?? new Map<string, Prepared>();
  kept.byTable.set(table, statements.set(key, statement));
}

/** A prepared statement's name, from its text: a connection never gets one name with two texts. */
export function statementName(text: string): string {
  return `xm_${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;
}

/** A drizzle query that can be prepared under a name ('' for unnamed). */
type Preparable = { toSQL(): { sql: string }; prepare(name: string): Prepared };

/**
 * The statement kept on `db` for (`table`, `shape`), else `build()`'s query prepared: kept under a
 * name where the connection is a pooled tenant connection with room, otherwise unnamed (forgotten
 * by the database once run). `shape` names everything that makes the statement's text differ.
 */
export function keptStatement(db: Db, table: PgTable, shape: string, build: () => Preparable): Prepared {
  const found = preparedOn(db, table).get(shape);
  if (found) return found;
  const query = build();
  const name = isTenantHandle(db) && hasRoom(db) ? statementName(query.toSQL().sql) : '';
  const statement = query.prepare(name);
  if (name) keep(db, table, shape, statement);
  return statement;
}
