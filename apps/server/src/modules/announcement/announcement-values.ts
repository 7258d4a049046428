import { type announcementInput, OPEN_PAGE_MESSAGE } from '@xinmiao/shared';
import type { z } from 'zod';
import type { AuthCtx } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { uniqueIdList } from '../../core/id-list.ts';
import { tenantMembers } from '../../core/members.ts';
import { parseDateTime } from '../../core/time.ts';
import { sanitizeHtml } from './sanitize-html.ts';
import { joinUserIds } from './user-ids.ts';

type Input = z.output<typeof announcementInput>;

/**
 * Row values from an add/edit body: the body HTML is sanitised here, on the way in, and USER
 * recipients must all be active members of the caller's tenant.
 */
export async function announcementValues(ctx: AuthCtx, input: Input) {
  const userIds = input.msgType === 'USER' ? uniqueIdList(input.userIds) : [];
  if (input.msgType === 'USER') {
    if (userIds.length === 0) throw new AppError('请选择指定用户');
    const members = await tenantMembers(ctx.db, userIds);
    if (members.length !== userIds.length) throw new AppError('指定用户不存在');
  }
  const startTime = parseDateTime(input.startTime);
  const endTime = parseDateTime(input.endTime);
  if (startTime && endTime && endTime < startTime) throw new AppError('结束时间不能早于开始时间');
  // A view path names a page to show in a dialog; a link must be a console path.
  if (input.openType !== 'component' && input.openPage && !input.openPage.startsWith('/'))
    throw new AppError(OPEN_PAGE_MESSAGE);
  return {
    titile: input.titile,
    msgContent: sanitizeHtml(input.msgContent),
    msgAbstract: input.msgAbstract ?? null,
    startTime,
    endTime,
    priority: input.priority,
    msgCategory: input.msgCategory,
    msgType: input.msgType,
    userIds: joinUserIds(userIds),
    busId: input.busId ?? null,
    openType: input.openType || null,
    openPage: input.openPage || null,
  };
}
