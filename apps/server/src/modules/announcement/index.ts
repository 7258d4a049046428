import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { registerAnnouncementAdmin } from './admin-routes.ts';
import { announcementExpiryJob } from './expiry-job.ts';
import { registerAnnouncementImport } from './import-route.ts';
import { registerOpenPages } from './open-pages-routes.ts';
import { announcementPolicy } from './policies/announcement.ts';
import { registerReadAll } from './read-all-routes.ts';
import { registerAnnouncementRelease } from './release-routes.ts';
import { registerAnnouncementInbox } from './user-routes.ts';
import { registerVue3Inbox } from './vue3-inbox-routes.ts';

/** 系统通告: administration, release/revoke with websocket push, and each user's inbox. */
function registerAnnouncementModule(r: Registrar, services: ModuleServices): void {
  registerAnnouncementAdmin(r);
  registerAnnouncementImport(r, services.files);
  registerAnnouncementRelease(r, services);
  registerAnnouncementInbox(r);
  registerReadAll(r, services);
  registerVue3Inbox(r);
  registerOpenPages(r, services);
}

export const announcementModule: ModuleDefinition = {
  name: 'announcement',
  register: registerAnnouncementModule,
  jobs: [announcementExpiryJob],
  policies: [announcementPolicy],
  pages: ['/system/announcements', '/isps/userAnnouncement'],
};

export { plainTextOf } from './html-text.ts';
export { sanitizeHtml } from './sanitize-html.ts';
// The public face: what other modules use of 通知公告.
export { sendSystemMessage, sendSystemMessages } from './system-message.ts';
