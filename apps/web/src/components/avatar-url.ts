import { API_BASE } from '../api/client.ts';

/** Stored avatars are relative upload paths; absolute URLs pass through (spec §7 static domain). */
export function avatarUrl(avatar: string | null | undefined): string | undefined {
  if (!avatar) return undefined;
  if (/^(https?:|data:)/.test(avatar)) return avatar;
  return `${API_BASE}/sys/common/static/${avatar.replace(/^\/+/, '')}`;
}
