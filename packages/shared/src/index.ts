export * from './api/envelope.ts';
export * from './api/messages.ts';
export * from './api/route.ts';
export * from './auth/menu-catalog.ts';
export * from './auth/permissions.ts';
export * from './modules/log.contract.ts';
export * from './modules/scales.contract.ts';
export * from './modules/session.contract.ts';
