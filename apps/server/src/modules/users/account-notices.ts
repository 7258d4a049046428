import type { TellSchool } from '../../core/accounts.ts';
import { permissionHolders } from '../../core/permission-holders.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { sendSystemMessage } from '../announcement/index.ts';

const BY = { platform: '平台管理员', self: '账号本人', school: '其他学校的管理员' } as const;

/**
 * A school is told when an account it shares with another school has its password, phone or freeze
 * state changed outside it: a system message to everyone here who manages accounts.
 */
export function tellAccountAdmins(notifier: Notifier): TellSchool {
  return async (tdb, notice) => {
    const admins = await permissionHolders(tdb, 'system:user:edit');
    await sendSystemMessage(notifier, tdb, {
      userIds: admins,
      title: `本校共用账号 ${notice.username} 的${notice.change}已变更`,
      content: `账号 ${notice.username}（${notice.realname ?? ''}）同时属于本校和其他学校，它的${notice.change}已由${BY[notice.by]}修改。如非预期，请联系平台管理员。`,
      priority: 'H',
      openPage: '/system/users',
    });
  };
}
