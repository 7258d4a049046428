import type { TenantDb } from '../../core/tenant-db.ts';
import { newId } from '../../db/ids.ts';
import { sysAnnouncement, sysAnnouncementSend } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { joinUserIds } from './user-ids.ts';

export type SystemMessage = {
  /** Recipients (user ids of this tenant); duplicates are sent once. */
  userIds: readonly string[];
  title: string;
  /** Plain text or sanitized HTML; never raw answers or scores of a student. */
  content: string;
  /** L general · M important · H urgent */
  priority?: 'L' | 'M' | 'H';
  /** Console path the 去处理 button opens. */
  openPage?: string;
  /** The record it is about, e.g. `crisis_case` + id (JeecgBoot busType/busId). */
  busType?: string;
  busId?: string;
};

/**
 * A system message (msg_category 2) to named users: stored in 我的消息 with each user's read state,
 * then pushed to their open consoles. What workflows (warnings, reminders, overdue alerts) use to tell
 * people something needs them. Runs inside the caller's transaction when given one, and pushes only
 * once that transaction commits.
 */
export async function sendSystemMessage(
  notifier: Notifier,
  db: TenantDb,
  message: SystemMessage,
): Promise<string | null> {
  const [id] = await sendSystemMessages(notifier, db, [message]);
  return id ?? null;
}

/**
 * `sendSystemMessage` for several messages at once (the new cases of a batch of submitted sheets):
 * two statements for all of them. Returns the id of each message, null where it had no recipient.
 */
export async function sendSystemMessages(
  notifier: Notifier,
  db: TenantDb,
  messages: readonly SystemMessage[],
): Promise<(string | null)[]> {
  const now = new Date();
  const sent = messages.map((message) => {
    const users = [...new Set(message.userIds)];
    return { message, users, id: users.length > 0 ? newId() : null };
  });
  const due = sent.flatMap(({ message, users, id }) => (id ? [{ message, users, id }] : []));
  if (due.length === 0) return sent.map(() => null);
  await db.transaction(async (tdb) => {
    await tdb.insert(
      sysAnnouncement,
      due.map(({ message, users, id }) => ({
        id,
        titile: message.title,
        msgContent: message.content,
        priority: message.priority ?? 'M',
        msgCategory: '2',
        msgType: 'USER',
        sendStatus: '1',
        sendTime: now,
        startTime: now,
        sender: 'system',
        openType: message.openPage ? 'url' : null,
        openPage: message.openPage ?? null,
        busType: message.busType ?? null,
        busId: message.busId ?? null,
        userIds: joinUserIds(users),
      })),
    );
    await tdb.insert(
      sysAnnouncementSend,
      due.flatMap(({ users, id }) => users.map((userId) => ({ anntId: id, userId }))),
    );
    // A console told before the commit would reload and not find the message yet.
    await tdb.afterCommit(async () => {
      await Promise.all(
        due.flatMap(({ message, users, id }) =>
          users.map((userId) =>
            notifier.publish(
              { tenantId: db.tenantId, userId },
              { cmd: 'user', msgId: id, msgTxt: message.title },
            ),
          ),
        ),
      );
    });
  });
  return sent.map(({ id }) => id);
}
