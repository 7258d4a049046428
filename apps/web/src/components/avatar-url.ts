import { staticFileUrl } from '../api/upload.ts';

/** Stored avatars are upload paths (or data URLs from before uploads); absolute URLs pass through. */
export function avatarUrl(avatar: string | null | undefined): string | undefined {
  if (!avatar) return undefined;
  if (/^(https?:|data:)/.test(avatar)) return avatar;
  return staticFileUrl(avatar);
}
