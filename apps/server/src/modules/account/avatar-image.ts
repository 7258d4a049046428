import { ACCOUNT_LIMITS, AVATAR_DATA_URL } from '@xinmiao/shared';

type ImageType = 'png' | 'jpeg' | 'gif' | 'webp';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);

/** The image type the leading bytes prove, whatever the data URL claims. */
function sniff(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'webp';
  }
  return null;
}

export type AvatarCheck = { ok: true } | { ok: false; reason: 'not-image' | 'too-large' };

/**
 * An avatar data URL is stored only if its bytes are the image type it names and fit the limit:
 * a renamed script or an SVG (which can carry script) is refused.
 */
export function checkAvatarDataUrl(value: string): AvatarCheck {
  const match = AVATAR_DATA_URL.exec(value);
  if (!match?.[1] || !match[2]) return { ok: false, reason: 'not-image' };
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > ACCOUNT_LIMITS.avatarBytes) return { ok: false, reason: 'too-large' };
  return sniff(bytes) === match[1] ? { ok: true } : { ok: false, reason: 'not-image' };
}
