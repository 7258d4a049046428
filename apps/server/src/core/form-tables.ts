import { type FormFieldType, ONLINE_FORM_MESSAGES } from '@xinmiao/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  integer,
  numeric,
  type PgColumnBuilderBase,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { audit } from '../db/columns.ts';
import type { Db } from '../db/types.ts';
import { AppError, sqlState } from './errors.ts';
import { syncFormPermissions } from './form-permissions.ts';
import { columnOf } from './tenancy/tenant-tables.ts';
import { TenantDb, type TenantTable } from './tenant-db.ts';

/** A column of a form's table: the field's number (`f_<no>`) and the type it holds. */
export type FormColumn = { no: number; type: FormFieldType };

/**
 * How a form's rows link to others: a tree's to a parent row of the same table, a sub-table's to a
 * row of its main form's table (both keyed with the tenant, so never into another school).
 */
export type FormShape = { tree: boolean; mainFormId: string | null };

/** What a definition change does to the form's table. */
export type TableChange =
  | { kind: 'create'; columns: readonly FormColumn[]; shape: FormShape }
  | { kind: 'alter'; add: readonly FormColumn[]; drop: readonly number[]; retype: readonly FormColumn[] }
  | { kind: 'drop' };

/** How long a school's schema change waits for a lock before it gives up (never blocks the others). */
const LOCK_TIMEOUT = '3s';

const SQL_TYPES: Record<FormFieldType, string> = {
  text: 'text',
  textarea: 'text',
  dict: 'text',
  int: 'integer',
  decimal: 'numeric',
  // A day is stored as its midnight in GMT+8, so day and time ranges filter alike.
  date: 'timestamp with time zone',
  datetime: 'timestamp with time zone',
};

// The only identifiers a form ever gets: made here from a stored id and a field number, both
// checked again before use, so no text of a definition or a request can reach the SQL.
function tableName(formId: string): string {
  if (!/^\d{1,19}$/.test(formId)) throw new Error(`not a form id: ${formId}`);
  return `lc_${formId}`;
}

function columnName(no: number): string {
  if (!Number.isSafeInteger(no) || no < 1 || no > 100_000) throw new Error(`not a field number: ${no}`);
  return `f_${no}`;
}

function columnBuilder(column: FormColumn): PgColumnBuilderBase {
  const name = columnName(column.no);
  switch (column.type) {
    case 'int':
      return integer(name);
    case 'decimal':
      return numeric(name);
    case 'date':
    case 'datetime':
      return timestamp(name, { withTimezone: true });
    default:
      return text(name);
  }
}

/**
 * The drizzle table of a form's data, for TenantDb and the list engine; fields keyed `f<no>`, a
 * tree's parent link `parentId`, a sub-table's main link `mainId` (see `linkColumn`).
 */
export function formDataTable(formId: string, columns: readonly FormColumn[], shape: FormShape) {
  return pgTable(tableName(formId), {
    tenantId: integer('tenant_id').notNull(),
    id: text('id').notNull(),
    ...audit(),
    ...Object.fromEntries([
      ...(shape.tree ? [['parentId', text('parent_id')] as const] : []),
      ...(shape.mainFormId ? [['mainId', text('main_id')] as const] : []),
      ...columns.map((c) => [`f${c.no}`, columnBuilder(c)] as const),
    ]),
  });
}
export type FormDataTable = ReturnType<typeof formDataTable> & TenantTable;

export function fieldColumn(table: FormDataTable, no: number): AnyPgColumn {
  const column = columnOf(table, `f${no}`);
  if (!column) throw new Error(`form table has no field ${no}`);
  return column;
}

/** A tree's `parentId` or a sub-table's `mainId` column (the form's shape decides which it has). */
export function linkColumn(table: FormDataTable, key: 'parentId' | 'mainId'): AnyPgColumn {
  const column = columnOf(table, key);
  if (!column) throw new Error(`form table has no ${key}`);
  return column;
}

function columnDef(column: FormColumn): SQL {
  return sql`${sql.identifier(columnName(column.no))} ${sql.raw(SQL_TYPES[column.type])}`;
}

/** A tree's parent link or a sub-table's main link: its column, tenant-led key and index. */
function linkDefs(formId: string, shape: FormShape): { columns: SQL[]; indexes: SQL[] } {
  const name = tableName(formId);
  const table = sql.identifier(name);
  if (shape.tree) {
    return {
      columns: [
        sql`, parent_id text`,
        sql`, FOREIGN KEY (tenant_id, parent_id) REFERENCES ${table} (tenant_id, id) ON DELETE CASCADE`,
      ],
      indexes: [sql`CREATE INDEX ${sql.identifier(`${name}_parent`)} ON ${table} (tenant_id, parent_id)`],
    };
  }
  if (shape.mainFormId) {
    const main = sql.identifier(tableName(shape.mainFormId));
    return {
      columns: [
        sql`, main_id text NOT NULL`,
        sql`, FOREIGN KEY (tenant_id, main_id) REFERENCES ${main} (tenant_id, id) ON DELETE CASCADE`,
      ],
      indexes: [
        sql`CREATE INDEX ${sql.identifier(`${name}_main`)} ON ${table} (tenant_id, main_id, create_time)`,
      ],
    };
  }
  return { columns: [], indexes: [] };
}

function statements(formId: string, tenantId: number, change: TableChange): SQL[] {
  const table = sql.identifier(tableName(formId));
  if (change.kind === 'drop') return [sql`DROP TABLE ${table}`];
  if (change.kind === 'create') {
    const columns = change.columns.map((c) => sql`, ${columnDef(c)}`);
    const link = linkDefs(formId, change.shape);
    return [
      sql`CREATE TABLE ${table} (
        tenant_id integer NOT NULL CHECK (tenant_id = ${sql.raw(String(tenantId))}),
        id text NOT NULL,
        create_by text,
        create_time timestamp with time zone NOT NULL DEFAULT now(),
        update_by text,
        update_time timestamp with time zone${sql.join(columns)},
        PRIMARY KEY (tenant_id, id)${sql.join(link.columns)})`,
      sql`CREATE INDEX ${sql.identifier(`${tableName(formId)}_list`)} ON ${table} (tenant_id, create_time DESC)`,
      ...link.indexes,
      sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO xinmiao_app`,
      sql`SELECT xinmiao_enable_tenant_rls(${tableName(formId)}::regclass)`,
    ];
  }
  const actions = [
    ...change.drop.map((no) => sql`DROP COLUMN ${sql.identifier(columnName(no))}`),
    ...change.add.map((c) => sql`ADD COLUMN ${columnDef(c)}`),
    ...change.retype.map((c) => {
      const name = sql.identifier(columnName(c.no));
      const type = sql.raw(SQL_TYPES[c.type]);
      return sql`ALTER COLUMN ${name} TYPE ${type} USING ${name}::${type}`;
    }),
  ];
  return actions.length ? [sql`ALTER TABLE ${table} ${sql.join(actions, sql`, `)}`] : [];
}

/**
 * Creates, alters and drops the tables of online forms. It alone runs DDL for a request, as the
 * connecting role (which owns the tables) and with a lock timeout, in one transaction with the
 * definition's own rows, which `step` reads and writes through a TenantDb bound to the school.
 */
export class FormTables {
  constructor(
    private readonly db: Db,
    /** Told the school after a change committed: its permission sets changed with the form's buttons. */
    private readonly changed: (tenantId: number) => Promise<void> = async () => {},
  ) {}

  async change<R>(
    tenantId: number,
    actor: string,
    step: (tdb: TenantDb) => Promise<{ formId: string; change: TableChange | null; result: R }>,
  ): Promise<R> {
    try {
      const result = await this.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('lock_timeout', ${LOCK_TIMEOUT}, true)`);
        const tdb = new TenantDb(tx, tenantId, actor);
        const { formId, change, result } = await step(tdb);
        if (change) for (const statement of statements(formId, tenantId, change)) await tx.execute(statement);
        await syncFormPermissions(tx, tdb, formId);
        return result;
      });
      await this.changed(tenantId);
      return result;
    } catch (error) {
      if (sqlState(error) === '55P03') throw new AppError(ONLINE_FORM_MESSAGES.locked);
      throw error;
    }
  }
}
