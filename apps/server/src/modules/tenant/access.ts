import { PLATFORM_TENANT_ID } from '@xinmiao/shared';
import type { AuthCtx } from '../../core/context.ts';

/** Signed in to the platform's own tenant: manages every school. */
export const isPlatform = (ctx: AuthCtx): boolean => ctx.tenantId === PLATFORM_TENANT_ID;

/**
 * Whether the caller may see tenant `id`: the platform sees all, a school only itself. Anything
 * else reads exactly as a missing tenant, so a school cannot probe which ids exist.
 */
export const maySee = (ctx: AuthCtx, id: number): boolean => isPlatform(ctx) || ctx.tenantId === id;
