import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { IMAGE_CAPABILITY_PATTERN, MEDIA_LINK_BIZ, type MediaLink, mediaPath } from '@xinmiao/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { sysFile, sysUserTenant } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { TenantDb } from '../tenant-db.ts';
import {
  MEDIA_LINK_DEFAULT_TTL_SECONDS,
  MEDIA_LINK_MAX_TTL_SECONDS,
  type MediaLinkClaims,
  type MediaLinkSigner,
  mediaLinkSigner,
} from './media-link.ts';

/** A link as it arrives: the claims from the path and query, and the signature beside them. */
export type PresentedMediaLink = MediaLinkClaims & { signature: string };

/**
 * Capability links to single stored files, for media elements that carry no session token.
 * Issuing is for code that has already decided the caller may read the file (the generic
 * `/sys/common/mediaLink` route, or a module's own route after its own policy check); opening is
 * for the one public route that serves them.
 */
export class MediaLinks {
  private readonly signer: MediaLinkSigner;

  private readonly imageKey: Buffer;

  constructor(
    installationSecret: string,
    private readonly db: Db,
  ) {
    this.signer = mediaLinkSigner(installationSecret);
    this.imageKey = Buffer.from(
      hkdfSync('sha256', installationSecret, Buffer.alloc(0), 'xinmiao image capability v1', 32),
    );
  }

  private imageMac(tenantId: number, fileId: string): Buffer {
    return createHmac('sha256', this.imageKey).update(`${tenantId}\n${fileId}`).digest();
  }

  /**
   * The lasting capability name of a shared image (`IMAGE_CAPABILITY_PATTERN`), for consoles that
   * store what the upload answers and show it in an `<img>` without a token. Only for images any
   * member of the school may see (avatars, editor and notice images); it lives as long as the file.
   */
  imagePath(tenantId: number, fileId: string, extension: string): string {
    return `pub/${tenantId}.${fileId}.${this.imageMac(tenantId, fileId).toString('base64url')}.${extension}`;
  }

  /**
   * Capability names of shared images (by stored key) that their users keep in another of their
   * schools than `tenantId`. An account serving several schools has one avatar, stored in the school
   * it was uploaded in; it is the user's, not one of that school's files. So a key is looked for
   * only in the schools its own user is a live member of, and only in the shared folders
   * (`MEDIA_LINK_BIZ`): a key naming anything else, or a school the user does not belong to, finds
   * nothing.
   */
  async keptElsewhere(
    tenantId: number,
    images: readonly { userId: string; key: string }[],
  ): Promise<Map<string, string>> {
    const named = new Map<string, string>();
    if (images.length === 0) return named;
    const memberships = await this.db
      .select({ userId: sysUserTenant.userId, tenantId: sysUserTenant.tenantId })
      .from(sysUserTenant)
      .where(
        and(
          inArray(sysUserTenant.userId, [...new Set(images.map((i) => i.userId))]),
          eq(sysUserTenant.status, 1),
          ne(sysUserTenant.tenantId, tenantId),
        ),
      );
    const keysBySchool = new Map<number, Set<string>>();
    for (const m of memberships) {
      const keys = keysBySchool.get(m.tenantId) ?? new Set<string>();
      for (const image of images) if (image.userId === m.userId) keys.add(image.key);
      keysBySchool.set(m.tenantId, keys);
    }
    for (const [school, keys] of [...keysBySchool].sort(([a], [b]) => a - b)) {
      const files = await new TenantDb(this.db, school)
        .select({ id: sysFile.id, storageKey: sysFile.storageKey })
        .from(sysFile)
        .where(and(inArray(sysFile.storageKey, [...keys]), inArray(sysFile.biz, [...MEDIA_LINK_BIZ])));
      for (const f of files) {
        if (!named.has(f.storageKey)) {
          named.set(f.storageKey, this.imagePath(school, f.id, f.storageKey.split('.').pop() ?? ''));
        }
      }
    }
    return named;
  }

  /** The tenant and file an image capability names, when its signature is this installation's. */
  openImage(path: string): { db: TenantDb; fileId: string } | null {
    const match = IMAGE_CAPABILITY_PATTERN.exec(path);
    if (!match) return null;
    const [, tenant = '', fileId = '', signature = ''] = match;
    const tenantId = Number(tenant);
    if (!Number.isSafeInteger(tenantId)) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.imageMac(tenantId, fileId);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { db: new TenantDb(this.db, tenantId), fileId };
  }

  /**
   * A link to file `fileId` of `tenantId`, good for `ttlSeconds` (default one hour, at most six).
   * Its `path` lies below the API base, like `/sys/common/static/` paths.
   */
  issue(tenantId: number, fileId: string, options: { ttlSeconds?: number; now?: Date } = {}): MediaLink {
    const ttl = Math.min(
      Math.max(Math.floor(options.ttlSeconds ?? MEDIA_LINK_DEFAULT_TTL_SECONDS), 1),
      MEDIA_LINK_MAX_TTL_SECONDS,
    );
    const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
    const claims = { tenantId, fileId, expires: now + ttl };
    const signature = this.signer.sign(claims);
    return {
      path: mediaPath({ ...claims, signature }),
      expiresAt: new Date(claims.expires * 1000).toISOString(),
    };
  }

  /**
   * The database of the link's tenant when the link is this installation's, unaltered and not
   * expired; null otherwise. Only reads happen through it, under no one's name.
   */
  open(link: PresentedMediaLink, now = new Date()): TenantDb | null {
    const { signature, ...claims } = link;
    if (!this.signer.verify(claims, signature, Math.floor(now.getTime() / 1000))) return null;
    return new TenantDb(this.db, claims.tenantId);
  }
}
