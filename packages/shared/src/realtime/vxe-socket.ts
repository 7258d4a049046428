import { z } from 'zod';
import type { PermissionCode } from '../auth/permissions.ts';

/** Websocket path below `/jeecg-boot` of the editable grid's live updates; the session token is the subprotocol. */
export const VXE_SOCKET_PATH = '/vxeSocket/:userId/:pageId';

/**
 * Every page that opens a grid socket, with the permission a user needs to join it: the server refuses
 * any other page id, so one page's live rows never reach a user who may not open that page.
 */
export const VXE_SOCKET_PAGES = {
  gallery: 'system:gallery:view',
} as const satisfies Record<string, PermissionCode>;
export type VxePageId = keyof typeof VXE_SOCKET_PAGES;

/** The permission a page id needs, or null for a page id that is not on the list. */
export function vxePagePermission(pageId: string): PermissionCode | null {
  return Object.hasOwn(VXE_SOCKET_PAGES, pageId) ? VXE_SOCKET_PAGES[pageId as VxePageId] : null;
}

/** Spec §9: the grid socket sends a heartbeat every 10 s, reconnects when none came back within 6 s, and 5 s after a close. */
export const VXE_HEARTBEAT_MS = 10_000;
export const VXE_HEARTBEAT_TIMEOUT_MS = 6_000;
export const VXE_RECONNECT_MS = 5_000;

export const VxeSocketType = {
  heartBeat: 'heart_beat',
  commonSendDate: 'common_send_date',
  updateVxeTable: 'update_vxe_table',
} as const;

/** A changed row: the grid it belongs to (`socketKey`), the row's fields (with `id`) and the sending grid instance. */
export const vxeUpdateSchema = z.object({
  socketKey: z.string().min(1).max(100),
  args: z.tuple([
    z.record(z.string(), z.unknown()).and(z.object({ id: z.string().min(1) })),
    z.string().min(1).max(64),
  ]),
});
export type VxeUpdate = z.infer<typeof vxeUpdateSchema>;

/** What a grid sends: heartbeats, and changed rows for every grid open on the same page. */
export const vxeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(VxeSocketType.heartBeat), data: z.unknown().optional() }),
  z.object({ type: z.literal(VxeSocketType.commonSendDate), data: vxeUpdateSchema }),
]);
export type VxeClientMessage = z.infer<typeof vxeClientMessageSchema>;

/** What the server sends: heartbeat answers and the changed rows of the page. */
export const vxeServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(VxeSocketType.heartBeat), data: z.literal(true) }),
  z.object({ type: z.literal(VxeSocketType.updateVxeTable), data: vxeUpdateSchema }),
]);
export type VxeServerMessage = z.infer<typeof vxeServerMessageSchema>;
