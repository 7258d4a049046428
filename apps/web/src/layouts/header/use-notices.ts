import { useQuery, useQueryClient } from '@tanstack/react-query';
import { announcementRoutes } from '@xinmiao/shared';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useSession } from '../../access/session-store.ts';
import { api } from '../../api/client.ts';
import { connectNoticeSocket } from '../../api/notice-socket.ts';
import { settingsStore } from '../settings/settings-store.ts';
import { readAloud } from './read-aloud.ts';

export const NOTICE_QUERY_KEY = ['notice', 'listByUser'] as const;
export const BELL_PAGE_SIZE = 5;

/** The bell's unread lists, reloaded whenever the notification socket says something was published. */
export function useNotices() {
  const { token, info } = useSession();
  const userId = info?.id ?? '';
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const warn = useRef(message.warning);
  warn.current = message.warning;
  const query = useQuery({
    queryKey: NOTICE_QUERY_KEY,
    queryFn: () => api(announcementRoutes.listByUser, { query: { pageSize: BELL_PAGE_SIZE } }),
    enabled: Boolean(token),
  });

  useEffect(() => {
    if (!token || !userId) return;
    const socket = connectNoticeSocket({
      userId,
      token,
      onNotice: (message) => {
        void queryClient.invalidateQueries({ queryKey: NOTICE_QUERY_KEY });
        readAloud(message, settingsStore.get().readAloud);
      },
      onLimited: (text) => void warn.current(text),
      // The session ended elsewhere (强制退出): the next call answers 401, whose handling signs out
      // and returns to the login page, as for any expired session.
      onRefused: () => void queryClient.invalidateQueries({ queryKey: NOTICE_QUERY_KEY }),
    });
    return () => socket.close();
  }, [token, userId, queryClient]);

  const markRead = async (anntId: string) => {
    await api(announcementRoutes.markRead, { body: { anntId } });
    await queryClient.invalidateQueries({ queryKey: ['notice'] });
  };

  return { data: query.data, markRead };
}
