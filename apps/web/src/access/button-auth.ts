export type AuthEntry = { action: string; type: string; describe: string };
export type AllAuthEntry = AuthEntry & { status: string };

function actionsOf(entry: AuthEntry): string[] {
  return entry.action.split(',').map((a) => a.trim());
}

/**
 * The button rule of spec §6: a code listed as disabled-policy with status "0" always shows;
 * otherwise the user's own list must hold it, ignoring type "2" (disable-only) entries.
 */
export function canUseButton(
  code: string,
  auth: readonly AuthEntry[],
  allAuth: readonly AllAuthEntry[],
): boolean {
  if (allAuth.some((e) => e.status === '0' && actionsOf(e).includes(code))) return true;
  return auth.some((e) => e.type !== '2' && actionsOf(e).includes(code));
}

/** Codes the user holds: `codeList` plus every action of their `auth` entries. */
export function permissionCodes(codeList: readonly string[], auth: readonly AuthEntry[]): string[] {
  return [...new Set([...codeList, ...auth.flatMap(actionsOf)])];
}
