/**
 * Spec §9 "Windows body zoom": on Windows a display scaled below 125 % zooms the body by the
 * inverse of its pixel ratio (the console is laid out for 1:1 pixels); at 125 % and above it stays
 * at 1. Other systems are left alone. Returns the zoom set, or null when none was.
 */
export function applyWindowsBodyZoom(
  body: HTMLElement,
  env: { userAgent: string; devicePixelRatio: number },
): number | null {
  if (!env.userAgent.includes('Windows')) return null;
  const ratio = env.devicePixelRatio || 1;
  const zoom = ratio >= 1.25 ? 1 : 1 / ratio;
  body.style.setProperty('zoom', String(zoom));
  return zoom;
}
