/** Cache key of every 一生一策 query (the list and the plans opened). */
export const FOCUS_KEY = ['growth', 'focus'] as const;
