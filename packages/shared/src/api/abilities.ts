import { z } from 'zod';

/**
 * What the caller may do with one record, sent with its detail so the console shows only the
 * actions that would succeed (the server checks again on each action).
 */
export function abilitiesSchema<const A extends string>(actions: readonly A[]) {
  const shape = Object.fromEntries(actions.map((action) => [action, z.boolean()])) as Record<A, z.ZodBoolean>;
  return z.object(shape);
}
