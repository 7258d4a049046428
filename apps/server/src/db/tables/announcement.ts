import { foreignKey, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, belongsTo, createdAt, delFlag, ownId, tenantId, tenantKey } from '../columns.ts';
import { sysUser } from './users.ts';

// 通知公告 and who each was sent to.

export const sysAnnouncement = pgTable(
  'sys_announcement',
  {
    id: ownId(),
    tenantId: tenantId(),
    // Spelled as JeecgBoot spells it; the console reads `titile`.
    titile: text('titile').notNull(),
    msgContent: text('msg_content').notNull().default(''),
    msgAbstract: text('msg_abstract'),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    sender: text('sender'),
    priority: text('priority').notNull().default('L'),
    msgCategory: text('msg_category').notNull().default('1'),
    msgType: text('msg_type').notNull().default('ALL'),
    sendStatus: text('send_status').notNull().default('0'),
    sendTime: timestamp('send_time', { withTimezone: true }),
    cancelTime: timestamp('cancel_time', { withTimezone: true }),
    delFlag: delFlag(),
    busType: text('bus_type'),
    busId: text('bus_id'),
    openType: text('open_type'),
    openPage: text('open_page'),
    userIds: text('user_ids'),
    ...audit(),
  },
  (t) => [tenantKey(t), index('idx_sys_announcement_list').on(t.tenantId, t.createTime.desc().nullsFirst())],
);

export const sysAnnouncementSend = pgTable(
  'sys_announcement_send',
  {
    id: ownId(),
    tenantId: tenantId(),
    anntId: text('annt_id').notNull(),
    userId: text('user_id').notNull(),
    readFlag: text('read_flag').notNull().default('0'),
    readTime: timestamp('read_time', { withTimezone: true }),
    starFlag: text('star_flag').notNull().default('0'),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_announcement_send').on(t.tenantId, t.anntId, t.userId),
    belongsTo(t, t.anntId, sysAnnouncement).onDelete('cascade'),
    foreignKey({ columns: [t.userId], foreignColumns: [sysUser.id] }).onDelete('cascade'),
    index('idx_sys_announcement_send_user').on(t.tenantId, t.userId, t.readFlag),
  ],
);
