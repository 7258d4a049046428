/** A slow statement fails instead of holding one of the pool's few connections indefinitely. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
/** How long a request waits for a pooled connection (pool full or database away). */
export const DEFAULT_CONNECTION_TIMEOUT_MS = 10_000;
