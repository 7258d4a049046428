/**
 * Connections the kernel queues for the server before Node accepts them (Node's default is 511).
 * A screening campaign has a thousand students press 提交 in the same second while the event loop
 * is busy with their requests; past the queue Linux drops the handshake and the phone sees a reset
 * (`ECONNRESET` in bench/screening-submit.ts). The kernel caps it at net.core.somaxconn (4096 by
 * default since Linux 5.4).
 */
export const LISTEN_BACKLOG = 4096;
