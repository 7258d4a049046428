import { AVATAR_STORED_KEY, MEDIA_LINK_BIZ } from '@xinmiao/shared';
import { and, inArray } from 'drizzle-orm';
import { sysFile } from '../../db/schema.ts';
import type { ConsoleKind } from '../context.ts';
import type { TenantDb } from '../tenant-db.ts';
import type { MediaLinks } from './media-links.ts';

export type AvatarShown = (avatar: string | null) => string | null;

/** A user whose stored avatar is to be shown: their id and the `avatar` column. */
export type AvatarOwner = { id: string; avatar: string | null };

/**
 * How stored avatars are handed to the console that asks. JeecgBoot's consoles show one as
 * `{api}/sys/common/static/<value>` in an `<img>`, which carries no token, so an avatar our own
 * console uploaded (`avatar/<hex>.<ext>`, which it shows with `?token=`) goes to them as the image's
 * capability name (`MediaLinks.imagePath`), when the file is one of this school's shared images.
 * Our console gets the stored value, which it loads from this school with its token.
 *
 * An account serving several schools keeps one avatar, stored in the school where it was set: in
 * any other of the user's schools every console gets that file's capability name
 * (`MediaLinks.keptElsewhere`), since this school's `/sys/common/static/` does not hold it. Anything
 * else is handed over as stored.
 */
export async function consoleAvatars(
  db: TenantDb,
  links: MediaLinks,
  console: ConsoleKind,
  owners: readonly AvatarOwner[],
): Promise<AvatarShown> {
  const wanted = owners.flatMap((o) =>
    o.avatar !== null && AVATAR_STORED_KEY.test(o.avatar) ? [{ userId: o.id, key: o.avatar }] : [],
  );
  if (wanted.length === 0 || db.tenantId === 0) return (avatar) => avatar;
  const keys = [...new Set(wanted.map((w) => w.key))];
  const here = await db
    .select({ id: sysFile.id, storageKey: sysFile.storageKey })
    .from(sysFile)
    .where(and(inArray(sysFile.storageKey, keys), inArray(sysFile.biz, [...MEDIA_LINK_BIZ])));
  const found = new Set(here.map((f) => f.storageKey));
  const named = new Map(
    console === 'xinmiao'
      ? []
      : here.map((f) => [
          f.storageKey,
          links.imagePath(db.tenantId, f.id, f.storageKey.split('.').pop() ?? ''),
        ]),
  );
  const elsewhere = await links.keptElsewhere(
    db.tenantId,
    wanted.filter((w) => !found.has(w.key)),
  );
  for (const [key, path] of elsewhere) named.set(key, path);
  return (avatar) => (avatar === null ? null : (named.get(avatar) ?? avatar));
}
