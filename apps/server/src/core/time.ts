const CHINA_OFFSET_MS = 8 * 3600_000;

/** JeecgBoot's global date format `yyyy-MM-dd HH:mm:ss`, GMT+8. */
export function formatDateTime(value: Date | null | undefined): string | null {
  if (!value) return null;
  const iso = new Date(value.getTime() + CHINA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}
