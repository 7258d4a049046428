import { noticeSocketMessageSchema, vxeServerMessageSchema } from '@xinmiao/shared';
import { z } from 'zod';

/** Why a session's sockets are closed; `switched` sessions live on and may reconnect. */
export const sessionEndReasons = ['logout', 'password', 'frozen', 'removed', 'forced', 'switched'] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];
/** Reasons that delete the session (every one but a tenant switch). */
export type RevokeReason = Exclude<SessionEndReason, 'switched'>;

/** What instances tell each other (and apply to their own sockets): notices, grid row updates and session ends. */
export const realtimeEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('user'),
    tenantId: z.number().int(),
    userId: z.string().nullable(),
    message: noticeSocketMessageSchema,
  }),
  z.object({
    kind: z.literal('permission'),
    tenantId: z.number().int(),
    permission: z.string().min(1),
    message: noticeSocketMessageSchema,
  }),
  z.object({
    kind: z.literal('vxe'),
    tenantId: z.number().int(),
    pageId: z.string(),
    message: vxeServerMessageSchema,
  }),
  z.object({
    kind: z.literal('close'),
    tokenHashes: z.array(z.string()),
    reason: z.enum(sessionEndReasons),
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
