import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { JobDefinition } from '../../core/module.ts';
import type { JobHandler } from '../../core/scheduler/job-handler.ts';
import { sysAnnouncement, sysAnnouncementSend } from '../../db/schema.ts';

/**
 * A published notice whose end time has passed leaves the bell: its unread deliveries are marked
 * read, so it stays in each recipient's 我的消息 but no longer asks for attention.
 */
export const announcementExpiry: JobHandler = {
  name: '过期通告移出消息提醒',
  parameterHint: '',
  async run({ db, fireTime }) {
    const expired = db
      .select({ id: sysAnnouncement.id })
      .from(sysAnnouncement)
      .where(
        and(
          eq(sysAnnouncement.sendStatus, '1'),
          isNotNull(sysAnnouncement.endTime),
          lt(sysAnnouncement.endTime, fireTime),
        ),
      );
    await db.update(
      sysAnnouncementSend,
      { readFlag: '1', readTime: fireTime },
      and(eq(sysAnnouncementSend.readFlag, '0'), db.inSelect(sysAnnouncementSend.anntId, expired)) ??
        eq(sysAnnouncementSend.readFlag, '0'),
    );
  },
};

export const announcementExpiryJob: JobDefinition = {
  className: 'xinmiao.job.AnnouncementExpiryJob',
  handler: () => announcementExpiry,
  schedule: { cron: '0 0 * * * ?', description: '每小时将过期通告移出消息提醒' },
};
