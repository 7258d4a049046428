import type { Announcement } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { announcementBody, EMPTY_ANNOUNCEMENT, formValuesOf } from './announcement-form.ts';

describe('announcement form', () => {
  it('joins USER recipients with a trailing comma and drops them for ALL', () => {
    const values = { ...EMPTY_ANNOUNCEMENT, titile: ' 通知 ', msgType: 'USER' as const, userIds: ['a', 'b'] };
    expect(announcementBody(values)).toMatchObject({ titile: '通知', msgType: 'USER', userIds: 'a,b,' });
    expect(announcementBody({ ...values, msgType: 'ALL' }).userIds).toBe('');
  });

  it('sends the page to open only for url notices', () => {
    const values = { ...EMPTY_ANNOUNCEMENT, openPage: '/system/logs' };
    expect(announcementBody(values)).toMatchObject({ openType: '', openPage: '' });
    expect(announcementBody({ ...values, openType: 'url' })).toMatchObject({
      openType: 'url',
      openPage: '/system/logs',
    });
  });

  it('reads a stored row back into the form', () => {
    const row = {
      titile: 't',
      msgCategory: '2',
      priority: 'H',
      msgType: 'USER',
      userIds: 'a,b,',
      openType: 'component',
      openPage: null,
      msgContent: '<p>x</p>',
    } as Announcement;
    expect(formValuesOf(row)).toEqual({
      titile: 't',
      msgCategory: '2',
      priority: 'H',
      msgType: 'USER',
      userIds: ['a', 'b'],
      openType: 'component',
      openPage: '',
      msgContent: '<p>x</p>',
    });
  });
});
