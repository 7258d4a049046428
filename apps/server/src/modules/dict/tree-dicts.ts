import { CATEGORY_ROOT, type TreeSelectNode } from '@xinmiao/shared';
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysDepart } from '../../db/schema.ts';
import { categoryChildren, categoryNode } from '../category/index.ts';

type TreeSource = (db: TenantDb, pid: string) => Promise<TreeSelectNode[]>;

const isRoot = (pid: string) => pid === '' || pid === CATEGORY_ROOT;

async function departNodes(
  db: TenantDb,
  pid: string,
  valueField: 'id' | 'orgCode',
): Promise<TreeSelectNode[]> {
  const where: SQL | undefined = isRoot(pid)
    ? or(isNull(sysDepart.parentId), eq(sysDepart.parentId, ''))
    : eq(sysDepart.parentId, pid);
  const rows = await db.list(sysDepart, {
    where: and(where),
    orderBy: [asc(sysDepart.departOrder), asc(sysDepart.orgCode)],
  });
  const parents = new Set(
    (await db.select({ parentId: sysDepart.parentId }).from(sysDepart)).map((row) => row.parentId),
  );
  return rows.map((row) => ({
    key: row.id,
    title: row.departName,
    value: valueField === 'id' ? row.id : row.orgCode,
    code: row.orgCode,
    isLeaf: !parents.has(row.id),
    parentId: row.parentId ?? '',
    children: null,
  }));
}

async function categoryNodes(
  db: TenantDb,
  pid: string,
  valueField: 'id' | 'code',
): Promise<TreeSelectNode[]> {
  const rows = await categoryChildren(db, isRoot(pid) ? CATEGORY_ROOT : pid);
  return rows.map((row) => ({ ...categoryNode(row), value: valueField === 'id' ? row.id : row.code }));
}

/**
 * The only trees `/sys/dict/loadTreeData` serves, keyed by `tableName,text,code,pidField`. The key
 * is looked up, never turned into SQL: any other table, column or spelling matches nothing.
 */
const TREE_DICTS: Readonly<Record<string, TreeSource>> = Object.freeze({
  'sys_category,name,id,pid': (db, pid) => categoryNodes(db, pid, 'id'),
  'sys_category,name,code,pid': (db, pid) => categoryNodes(db, pid, 'code'),
  'sys_depart,depart_name,id,parent_id': (db, pid) => departNodes(db, pid, 'id'),
  'sys_depart,depart_name,org_code,parent_id': (db, pid) => departNodes(db, pid, 'orgCode'),
});

export function treeDictSource(key: string): TreeSource | undefined {
  return Object.hasOwn(TREE_DICTS, key) ? TREE_DICTS[key] : undefined;
}
