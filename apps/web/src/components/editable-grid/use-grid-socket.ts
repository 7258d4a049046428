import type { VxePageId } from '@xinmiao/shared';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { sessionStore } from '../../access/session-store.ts';
import type { GridRow } from './types.ts';
import { connectVxeSocket } from './vxe-socket-client.ts';

/** `pageId` is one of the server's grid-socket pages (`VXE_SOCKET_PAGES`), each bound to a permission. */
export type GridSocketOptions = { pageId: VxePageId; socketKey: string };

function pageOrigin(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
}

/**
 * Connects the grid to its page's realtime socket while mounted; returns `send` for a changed row
 * and whether the server relays this grid's rows yet.
 * Each mounted grid has its own instance id, so it ignores its own echoes.
 */
export function useGridSocket(options: GridSocketOptions | undefined, onRowChanged: (row: GridRow) => void) {
  // Not React's useId: that is the same in every console showing the same page, so one console
  // would take another's rows for its own echo. Identity only, not a secret.
  const [caseId] = useState(() => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);
  const [connected, setConnected] = useState(false);
  const client = useRef<ReturnType<typeof connectVxeSocket> | null>(null);
  const latestHandler = useRef(onRowChanged);
  latestHandler.current = onRowChanged;
  const { message } = App.useApp();
  const warn = useRef(message.warning);
  warn.current = message.warning;
  const pageId = options?.pageId;
  const socketKey = options?.socketKey;
  useEffect(() => {
    const { token, info } = sessionStore.get();
    if (!pageId || !socketKey || !token || !info) return;
    client.current = connectVxeSocket({
      userId: info.id,
      pageId,
      socketKey,
      token,
      caseId,
      origin: pageOrigin(),
      onRowChanged: (row) => latestHandler.current(row),
      onConnected: setConnected,
      onLimited: (text) => void warn.current(text),
    });
    return () => {
      client.current?.close();
      client.current = null;
    };
  }, [pageId, socketKey, caseId]);
  const send = (row: GridRow) => client.current?.send(row) ?? false;
  return { send, connected };
}
