import type { DictItem } from '@xinmiao/shared';
import { asc } from 'drizzle-orm';
import type { Accounts } from '../../core/accounts.ts';
import { dictItem } from '../../core/dict-item.ts';
import { tenantMembers } from '../../core/members.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysDepart, sysPosition, sysRole } from '../../db/schema.ts';

/** Who asks: the school's data, and the account whose own schools `sys_tenant` may name. */
export type TableDictReader = { db: TenantDb; userId: string; accounts: Accounts };

type TableDictSource = (reader: TableDictReader) => Promise<DictItem[]>;

async function tenantUsers(tdb: TenantDb, code: 'username' | 'id'): Promise<DictItem[]> {
  const rows = await tenantMembers(tdb);
  return rows.map((u) => dictItem(code === 'id' ? u.id : u.username, u.realname));
}

async function departs(tdb: TenantDb, code: 'id' | 'org_code'): Promise<DictItem[]> {
  const rows = await tdb.list(sysDepart, { orderBy: [asc(sysDepart.orgCode)] });
  return rows.map((d) => dictItem(code === 'id' ? d.id : d.orgCode, d.departName));
}

async function roles(tdb: TenantDb, code: 'id' | 'role_code'): Promise<DictItem[]> {
  const rows = await tdb.list(sysRole, { orderBy: [asc(sysRole.roleName)] });
  return rows.map((r) => dictItem(code === 'id' ? r.id : r.roleCode, r.roleName));
}

async function positions(tdb: TenantDb, code: 'id' | 'code'): Promise<DictItem[]> {
  const rows = await tdb.list(sysPosition, { orderBy: [asc(sysPosition.code)] });
  return rows.map((p) => dictItem(code === 'id' ? p.id : p.code, p.name));
}

/** The caller's own schools only: 账户设置 names its memberships, never the platform's school list. */
async function ownSchools({ userId, accounts }: TableDictReader): Promise<DictItem[]> {
  const rows = await accounts.tenants(userId);
  return rows.map((t) => dictItem(String(t.id), t.name));
}

/**
 * The only `table,text,code` dictionaries there are. The string is a lookup key, never SQL: a
 * request naming anything else (other columns, conditions, spaces, quotes) matches no entry.
 */
export const TABLE_DICTS: Readonly<Record<string, TableDictSource>> = Object.freeze({
  'sys_depart,depart_name,id': ({ db }) => departs(db, 'id'),
  'sys_depart,depart_name,org_code': ({ db }) => departs(db, 'org_code'),
  'sys_position,name,code': ({ db }) => positions(db, 'code'),
  'sys_position,name,id': ({ db }) => positions(db, 'id'),
  'sys_role,role_name,id': ({ db }) => roles(db, 'id'),
  'sys_role,role_name,role_code': ({ db }) => roles(db, 'role_code'),
  'sys_tenant,name,id': ownSchools,
  'sys_user,realname,username': ({ db }) => tenantUsers(db, 'username'),
  'sys_user,realname,id': ({ db }) => tenantUsers(db, 'id'),
});

export function tableDictSource(dictCode: string): TableDictSource | undefined {
  return Object.hasOwn(TABLE_DICTS, dictCode) ? TABLE_DICTS[dictCode] : undefined;
}
