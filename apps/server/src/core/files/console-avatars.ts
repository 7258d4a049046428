import { AVATAR_STORED_KEY, MEDIA_LINK_BIZ } from '@xinmiao/shared';
import { and, inArray } from 'drizzle-orm';
import { sysFile } from '../../db/schema.ts';
import type { ConsoleKind } from '../context.ts';
import type { TenantDb } from '../tenant-db.ts';
import type { MediaLinks } from './media-links.ts';

export type AvatarShown = (avatar: string | null) => string | null;

/**
 * How stored avatars are handed to the console that asks. JeecgBoot's consoles show one as
 * `{api}/sys/common/static/<value>` in an `<img>`, which carries no token, so an avatar our own
 * console uploaded (`avatar/<hex>.<ext>`, which it shows with `?token=`) goes to them as the image's
 * capability name (`MediaLinks.imagePath`), when the file is one of this school's shared images.
 * Our console gets the stored value; anything else is handed over as stored.
 */
export async function consoleAvatars(
  db: TenantDb,
  links: MediaLinks,
  console: ConsoleKind,
  avatars: readonly (string | null)[],
): Promise<AvatarShown> {
  const keys = [...new Set(avatars.filter((a): a is string => a !== null && AVATAR_STORED_KEY.test(a)))];
  if (console === 'xinmiao' || keys.length === 0 || db.tenantId === 0) return (avatar) => avatar;
  const files = await db
    .select({ id: sysFile.id, storageKey: sysFile.storageKey })
    .from(sysFile)
    .where(and(inArray(sysFile.storageKey, keys), inArray(sysFile.biz, [...MEDIA_LINK_BIZ])));
  const named = new Map(
    files.map((f) => [f.storageKey, links.imagePath(db.tenantId, f.id, f.storageKey.split('.').pop() ?? '')]),
  );
  return (avatar) => (avatar === null ? null : (named.get(avatar) ?? avatar));
}
