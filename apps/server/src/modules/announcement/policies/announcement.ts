import { definePolicy } from '../../../core/policy/policy.ts';
import { sysAnnouncement } from '../../../db/schema.ts';

const PUBLISHED = '1';

/**
 * 系统通告 administration: notices address the whole school, so data scopes do not narrow them (data
 * rules on the page still do). A published notice must be revoked before it is edited, and only a
 * published one can be revoked; releasing again reaches members who joined since.
 */
export const announcementPolicy = definePolicy({
  table: sysAnnouncement,
  menuUrl: '/system/announcements',
  ruleFields: {
    createBy: sysAnnouncement.createBy,
    msgCategory: sysAnnouncement.msgCategory,
    priority: sysAnnouncement.priority,
    sendStatus: sysAnnouncement.sendStatus,
  },
  reach: 'tenant',
  actions: {
    edit: { permission: 'system:announcement:edit', allow: (a) => a.sendStatus !== PUBLISHED },
    release: { permission: 'system:announcement:release' },
    revoke: { permission: 'system:announcement:revoke', allow: (a) => a.sendStatus === PUBLISHED },
    delete: { permission: 'system:announcement:delete' },
  },
});

export type AnnouncementAction = keyof typeof announcementPolicy.actions;
