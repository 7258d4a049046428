/** A link the editor may insert: http(s) or mailto only; anything else (javascript:, data:) is null. */
export function safeLink(input: string): string | null {
  const text = input.trim();
  if (!text || text === 'https://') return null;
  try {
    const url = new URL(text);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
