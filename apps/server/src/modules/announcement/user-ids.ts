/** JeecgBoot's `user_ids`: comma-joined with a trailing comma (read back with `uniqueIdList`). */
export function joinUserIds(ids: readonly string[]): string {
  return ids.length ? `${ids.join(',')},` : '';
}
