import type { SysDict, SysDictItem } from '@xinmiao/shared';
import { formatDateTime } from '../../core/time.ts';
import type { sysDict, sysDictItem } from '../../db/schema.ts';

export function toDict(row: typeof sysDict.$inferSelect): SysDict {
  return {
    id: row.id,
    dictName: row.dictName,
    dictCode: row.dictCode,
    description: row.description,
    type: row.type,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}

export function toDictItem(row: typeof sysDictItem.$inferSelect): SysDictItem {
  return {
    id: row.id,
    dictId: row.dictId,
    itemText: row.itemText,
    itemValue: row.itemValue,
    itemColor: row.itemColor,
    description: row.description,
    sortOrder: row.sortOrder,
    status: row.status,
    createTime: formatDateTime(row.createTime) ?? '',
  };
}
