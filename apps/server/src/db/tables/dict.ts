import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, belongsTo, delFlag, ownId, status, tenantId, tenantKey } from '../columns.ts';

// Data dictionaries (数据字典) and their items.

export const sysDict = pgTable(
  'sys_dict',
  {
    id: ownId(),
    tenantId: tenantId(),
    dictName: text('dict_name').notNull(),
    dictCode: text('dict_code').notNull(),
    description: text('description'),
    delFlag: delFlag(),
    type: integer('type').notNull().default(0),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_dict_code').on(t.tenantId, t.dictCode),
    index('idx_sys_dict_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

export const sysDictItem = pgTable(
  'sys_dict_item',
  {
    id: ownId(),
    tenantId: tenantId(),
    dictId: text('dict_id').notNull(),
    itemText: text('item_text').notNull(),
    itemValue: text('item_value').notNull(),
    itemColor: text('item_color'),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    status: status(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    index('idx_sys_dict_item_dict').on(t.tenantId, t.dictId, t.sortOrder),
    belongsTo(t, t.dictId, sysDict).onDelete('cascade'),
  ],
);
