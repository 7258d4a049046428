type Stored = { value: unknown; expire: number | null };

function isStored(v: unknown): v is Stored {
  return typeof v === 'object' && v !== null && 'value' in v && 'expire' in v;
}

/** Writes `value` wrapped with its expiry time; `ttlMs` omitted means it never expires. */
export function writeStored(key: string, value: unknown, ttlMs?: number, now = Date.now()): void {
  const entry: Stored = { value, expire: ttlMs === undefined ? null : now + ttlMs };
  localStorage.setItem(key, JSON.stringify(entry));
}

/**
 * Reads a value written by `writeStored`; an expired entry is removed and reads as null. A raw value
 * set by hand (e.g. a token pasted in devtools) is returned as-is so it still works.
 */
export function readStored(key: string, now = Date.now()): unknown {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return raw;
  }
  if (!isStored(parsed)) return parsed;
  if (parsed.expire !== null && parsed.expire <= now) {
    localStorage.removeItem(key);
    return null;
  }
  return parsed.value;
}

export function readStoredString(key: string, now = Date.now()): string {
  const v = readStored(key, now);
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

export function removeStored(...keys: string[]): void {
  for (const key of keys) localStorage.removeItem(key);
}
