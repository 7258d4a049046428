import { permissionHolders } from '../../core/permission-holders.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { sendSystemMessage } from '../announcement/index.ts';

/** Tells the school's AI administrators that this month's budget is spent and offline answers took over. */
export async function notifyBudgetSpent(db: TenantDb, notifier: Notifier, budget: number): Promise<void> {
  await sendSystemMessage(notifier, db, {
    userIds: await permissionHolders(db, 'ai:settings:edit'),
    title: 'AI 助手本月模型额度已用完',
    content: `本月外部模型的 token 额度（${budget}）已用完，AI 助手已改用离线模式回答，下月自动恢复。如需继续使用外部模型，请在 AI 助手设置中调整额度。`,
    openPage: '/ai/chat',
  });
}
