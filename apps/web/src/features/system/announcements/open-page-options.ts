import { useQuery } from '@tanstack/react-query';
import { announcementRoutes, type OpenPageGroup } from '@xinmiao/shared';
import { api } from '../../../api/client.ts';

export type OpenPageOption = { label: string; title: string; options: { value: string; label: string }[] };

/** 处理页面 choices grouped by menu section, as the server computed them for the recipients. */
export function openPageOptions(groups: readonly OpenPageGroup[]): OpenPageOption[] {
  return groups
    .map((group) => ({
      label: group.title,
      title: group.title,
      options: group.pages.map((page) => ({ value: page.path, label: `${page.title}（${page.path}）` })),
    }))
    .filter((group) => group.options.length > 0);
}

/**
 * The pages every chosen recipient can open (全体用户: every role of the school). The server
 * computes them from the permission service; nothing is offered until users are chosen.
 */
export function useRecipientPages(
  msgType: 'ALL' | 'USER' | undefined,
  userIds: readonly string[] | undefined,
) {
  const ids = msgType === 'USER' ? [...(userIds ?? [])].sort().join(',') : '';
  const enabled = msgType === 'ALL' || (msgType === 'USER' && ids !== '');
  const fetched = useQuery({
    queryKey: ['announcement-open-pages', msgType, ids],
    queryFn: () => api(announcementRoutes.openPages, { query: { msgType: msgType ?? 'ALL', userIds: ids } }),
    enabled,
  });
  return enabled ? openPageOptions(fetched.data ?? []) : [];
}
