import {
  positionRoutes,
  type RouteResult,
  roleRoutes,
  type SysPosition,
  type UserRecord,
  userRoutes,
} from '@xinmiao/shared';
import { api } from '../../../api/client.ts';
import { keyBatches } from './key-labels.ts';
import type { RowSource } from './use-key-rows.ts';

/** One list call per batch of keys (`field=a,b,` is an `in` match), the answers joined. */
async function byBatches<T>(
  keys: readonly string[],
  fetchBatch: (joined: string, count: number) => Promise<T[]>,
) {
  const pages = await Promise.all(
    keyBatches(keys).map((joined) => fetchBatch(joined, joined.split(',').length - 1)),
  );
  return pages.flat();
}

/** Users by username, through the user list (`username=a,b,`). */
export const userRows: RowSource<UserRecord & { sex_dictText?: string }> = {
  kind: 'users',
  load: (keys) =>
    byBatches(
      keys,
      async (username, count) =>
        (await api(userRoutes.list, { query: { username, pageNo: 1, pageSize: count } })).records,
    ),
};

/** Positions by code, through the position list (`code=a,b,`). */
export const positionRows: RowSource<SysPosition & { postRank_dictText?: string }> = {
  kind: 'positions',
  load: (keys) =>
    byBatches(
      keys,
      async (code, count) =>
        (await api(positionRoutes.list, { query: { code, pageNo: 1, pageSize: count } })).records,
    ),
};

/** Roles by id: a school has few, and `queryall` is what every signed-in user may read. */
export const roleRows: RowSource<RouteResult<typeof roleRoutes.queryall>[number]> = {
  kind: 'roles',
  load: async (keys) => {
    const wanted = new Set(keys);
    return (await api(roleRoutes.queryall)).filter((r) => wanted.has(r.id));
  },
};
