import type { DictItem } from '@xinmiao/shared';
import { asc } from 'drizzle-orm';
import { dictItem } from '../../core/dict-item.ts';
import { tenantMembers } from '../../core/members.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysDepart, sysRole } from '../../db/schema.ts';

type TableDictSource = (tdb: TenantDb) => Promise<DictItem[]>;

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

/**
 * The only `table,text,code` dictionaries there are. The string is a lookup key, never SQL: a
 * request naming anything else (other columns, conditions, spaces, quotes) matches no entry.
 */
export const TABLE_DICTS: Readonly<Record<string, TableDictSource>> = Object.freeze({
  'sys_depart,depart_name,id': (tdb) => departs(tdb, 'id'),
  'sys_depart,depart_name,org_code': (tdb) => departs(tdb, 'org_code'),
  'sys_role,role_name,id': (tdb) => roles(tdb, 'id'),
  'sys_role,role_name,role_code': (tdb) => roles(tdb, 'role_code'),
  'sys_user,realname,username': (tdb) => tenantUsers(tdb, 'username'),
  'sys_user,realname,id': (tdb) => tenantUsers(tdb, 'id'),
});

export function tableDictSource(dictCode: string): TableDictSource | undefined {
  return Object.hasOwn(TABLE_DICTS, dictCode) ? TABLE_DICTS[dictCode] : undefined;
}
