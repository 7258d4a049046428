import type { Services } from './services.ts';

/**
 * What feature modules get: everything but the unscoped database. Their data access is `ctx.db`,
 * bound to the caller's tenant; only platform modules (session, permission) see `Services`.
 */
export type ModuleServices = Omit<Services, 'db'>;
