import type { SysCategory, TreeSelectNode } from '@xinmiao/shared';
import { asc, eq } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysCategory } from '../../db/schema.ts';

export type CategoryRow = typeof sysCategory.$inferSelect;

export function toCategory(row: CategoryRow): SysCategory {
  return {
    id: row.id,
    pid: row.pid,
    name: row.name,
    code: row.code,
    hasChild: row.hasChild,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
  };
}

/** JeecgBoot TreeSelectModel of a category: key and value are the id, code beside it. */
export function categoryNode(row: CategoryRow): TreeSelectNode {
  return {
    key: row.id,
    title: row.name,
    value: row.id,
    code: row.code,
    isLeaf: row.hasChild !== '1',
    parentId: row.pid,
    children: null,
  };
}

export function categoryChildren(db: TenantDb, pid: string): Promise<CategoryRow[]> {
  return db.list(sysCategory, { where: eq(sysCategory.pid, pid), orderBy: [asc(sysCategory.code)] });
}
