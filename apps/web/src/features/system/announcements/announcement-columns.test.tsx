import { cleanup, render, screen } from '@testing-library/react';
import { announcementRowSchema } from '@xinmiao/shared';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { announcementColumns, tableScrollX } from './announcement-columns.tsx';

const noop = () => {};
const columns = announcementColumns({
  edit: noop,
  release: noop,
  revoke: noop,
  remove: noop,
});

/** antd's default cell padding (16 px each side) around a 14 px CJK header. */
const headerWidth = (title: string) => title.length * 14 + 32;

describe('系统通告 columns', () => {
  it('give every header room for its full text', () => {
    for (const column of columns) {
      const title = String(column.title);
      expect(typeof column.width, title).toBe('number');
      expect(Number(column.width), title).toBeGreaterThanOrEqual(headerWidth(title));
    }
  });

  it('scroll as wide as the columns, so the fixed 操作 column covers nothing', () => {
    const total = columns.reduce((sum, c) => sum + Number(c.width), 0);
    expect(tableScrollX(columns)).toBe(total);
    expect(columns.at(-1)).toMatchObject({ title: '操作', fixed: 'right' });
  });
});

describe('系统通告 row buttons', () => {
  afterEach(cleanup);

  // Parsed with the route's schema, so the fixture is a row the server can send.
  const published = announcementRowSchema.parse({
    id: '1',
    titile: '期中测评通知',
    msgContent: '<p>请按时参加</p>',
    msgAbstract: null,
    startTime: null,
    endTime: null,
    sender: '管理员',
    priority: 'M',
    msgCategory: '1',
    msgType: 'ALL',
    sendStatus: '1',
    sendTime: '2026-05-01 09:00:00',
    cancelTime: null,
    openType: null,
    openPage: null,
    busId: null,
    userIds: null,
    createBy: 'admin',
    createTime: '2026-05-01 08:00:00',
    abilities: { edit: false, release: true, revoke: true, delete: false },
  });

  it('follow the abilities the server sent (a published notice may be released again)', () => {
    // The 操作 column of tablets and desktops (phones get the ⋯ one).
    const action = columns.find((c) => c.key === 'action');
    const cell = action && 'render' in action ? action.render?.(undefined, published, 0) : null;
    render(<AppConfigProvider primaryColor="#1890FF">{cell as ReactNode}</AppConfigProvider>);
    expect(screen.getByRole('button', { name: '发布' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '撤销' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});
