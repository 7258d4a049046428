import type { Announcement, AnnouncementInput, AnnouncementPriority } from '@xinmiao/shared';

/** What the 系统通告 form edits; recipients are a list here and a comma string on the wire. */
export type AnnouncementFormValues = {
  titile: string;
  msgCategory: '1' | '2';
  priority: AnnouncementPriority;
  msgType: 'ALL' | 'USER';
  userIds: string[];
  openType: '' | 'url' | 'component';
  openPage: string;
  msgContent: string;
};

export const EMPTY_ANNOUNCEMENT: AnnouncementFormValues = {
  titile: '',
  msgCategory: '1',
  priority: 'L',
  msgType: 'ALL',
  userIds: [],
  openType: '',
  openPage: '',
  msgContent: '',
};

export function formValuesOf(row: Announcement): AnnouncementFormValues {
  return {
    titile: row.titile,
    msgCategory: row.msgCategory,
    priority: row.priority,
    msgType: row.msgType,
    userIds: (row.userIds ?? '').split(',').filter(Boolean),
    openType: row.openType === 'url' || row.openType === 'component' ? row.openType : '',
    openPage: row.openPage ?? '',
    msgContent: row.msgContent,
  };
}

/**
 * The add/edit body: JeecgBoot's `user_ids` keeps a trailing comma; no page without 去处理. A
 * component notice names the page by its console path too; the reader's dialog finds it in their menu.
 */
export function announcementBody(values: AnnouncementFormValues): AnnouncementInput {
  const users = values.msgType === 'USER' ? values.userIds : [];
  const handled = values.openType !== '';
  return {
    titile: values.titile.trim(),
    msgCategory: values.msgCategory,
    priority: values.priority,
    msgType: values.msgType,
    userIds: users.length ? `${users.join(',')},` : '',
    openType: values.openType,
    openPage: handled ? values.openPage.trim() : '',
    msgContent: values.msgContent,
  };
}
