/** JeecgBoot's `user_ids`: comma-joined with a trailing comma; blanks and repeats dropped. */
export function splitUserIds(value: string | null | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export function joinUserIds(ids: readonly string[]): string {
  return ids.length ? `${ids.join(',')},` : '';
}
