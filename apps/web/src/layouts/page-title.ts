import { HOME_PATH } from '@xinmiao/shared';

export const PLATFORM_NAME = '心苗';

/** Document title: the platform name alone on home, otherwise `page title - platform`. */
export function pageTitle(title: string | undefined, pathname: string): string {
  if (pathname === HOME_PATH || !title) return PLATFORM_NAME;
  return `${title} - ${PLATFORM_NAME}`;
}
