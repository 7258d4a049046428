import { getTableColumns, getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { sysEmbedCode, sysOidcFlow, sysSession, sysUser } from '../../db/schema.ts';

/** A table owned by a tenant: keyed by `(tenant_id, id)`, guarded by row-level security. */
export type TenantTable = PgTable & { tenantId: AnyPgColumn; id: AnyPgColumn };

// Tables that carry a tenant_id but belong to the platform: an account's home tenant (members of
// other tenants are still visible through sys_user_tenant), the session's current tenant, the
// tenant of a console-entry code (the session it will become) and the school a sign-in through a
// school's identity provider is on its way to (read before any session exists).
const PLATFORM_TABLES: ReadonlySet<PgTable> = new Set<PgTable>([
  sysUser,
  sysSession,
  sysEmbedCode,
  sysOidcFlow,
]);

/** Names of tables with a tenant_id column that are not tenant-owned (the RLS test checks them). */
export const PLATFORM_TABLE_NAMES: readonly string[] = [...PLATFORM_TABLES].map((t) => getTableName(t));

export function columnOf(table: PgTable, key: string): AnyPgColumn | undefined {
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
  return Object.hasOwn(columns, key) ? columns[key] : undefined;
}

export function isTenantOwned(table: PgTable): table is TenantTable {
  return !PLATFORM_TABLES.has(table) && columnOf(table, 'tenantId') !== undefined;
}

/** Guards the data layer's entry points: a platform table passed to TenantDb is a programming error. */
export function assertTenantOwned(table: PgTable): asserts table is TenantTable {
  if (!isTenantOwned(table)) throw new Error(`${getTableName(table)} is not a tenant-owned table`);
}
