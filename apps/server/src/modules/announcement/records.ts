import type { Announcement, AnnouncementPriority } from '@xinmiao/shared';
import { formatDateTime } from '../../core/time.ts';
import type { sysAnnouncement } from '../../db/schema.ts';

export type AnnouncementRow = typeof sysAnnouncement.$inferSelect;

function oneOf<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function asPriority(value: string): AnnouncementPriority {
  return oneOf(value, ['L', 'M', 'H'] as const, 'L');
}

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    titile: row.titile,
    msgContent: row.msgContent,
    msgAbstract: row.msgAbstract,
    startTime: formatDateTime(row.startTime),
    endTime: formatDateTime(row.endTime),
    sender: row.sender,
    priority: asPriority(row.priority),
    msgCategory: oneOf(row.msgCategory, ['1', '2'] as const, '1'),
    msgType: oneOf(row.msgType, ['ALL', 'USER'] as const, 'ALL'),
    sendStatus: oneOf(row.sendStatus, ['0', '1', '2'] as const, '0'),
    sendTime: formatDateTime(row.sendTime),
    cancelTime: formatDateTime(row.cancelTime),
    busId: row.busId,
    openType: row.openType,
    openPage: row.openPage,
    userIds: row.userIds,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
  };
}
