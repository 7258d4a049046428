import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * What a capability media link grants: reading one stored file of one tenant until `expires`
 * (Unix seconds). A `<video>`, `<audio>` or `<img>` sends no session token, so the link carries
 * this grant instead, signed with a key only this installation has.
 */
export type MediaLinkClaims = { tenantId: number; fileId: string; expires: number };

/** How long a link is good for unless its issuer says otherwise: one sitting with a video or a page. */
export const MEDIA_LINK_DEFAULT_TTL_SECONDS = 60 * 60;
/** The longest a link may live: long enough for a long recording, short enough to be worth little once leaked. */
export const MEDIA_LINK_MAX_TTL_SECONDS = 6 * 60 * 60;
/** A file id a link may name: `sys_file.id` and module file ids are short and plain. */
export const MEDIA_FILE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const VERSION = 'v1';

export type MediaLinkSigner = {
  sign(claims: MediaLinkClaims): string;
  /** True only for this installation's signature of exactly these claims, before they expire. */
  verify(claims: MediaLinkClaims, signature: string, nowSeconds: number): boolean;
};

function wellFormed(claims: MediaLinkClaims): boolean {
  return (
    Number.isSafeInteger(claims.tenantId) &&
    claims.tenantId >= 0 &&
    MEDIA_FILE_ID_PATTERN.test(claims.fileId) &&
    Number.isSafeInteger(claims.expires)
  );
}

/**
 * Signs and checks media links with HMAC-SHA256 under a key derived from the installation secret
 * (its own HKDF label, so it is independent of every other key made from that secret).
 */
export function mediaLinkSigner(installationSecret: string): MediaLinkSigner {
  const key = Buffer.from(
    hkdfSync('sha256', installationSecret, Buffer.alloc(0), 'xinmiao media link v1', 32),
  );
  const mac = (claims: MediaLinkClaims): Buffer =>
    createHmac('sha256', key)
      .update(`${VERSION}\n${claims.tenantId}\n${claims.fileId}\n${claims.expires}`)
      .digest();
  return {
    sign(claims) {
      if (!wellFormed(claims)) throw new Error('media link claims are malformed');
      return mac(claims).toString('base64url');
    },
    verify(claims, signature, nowSeconds) {
      if (!wellFormed(claims) || claims.expires <= nowSeconds) return false;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(claims);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
