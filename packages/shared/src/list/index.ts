export * from './define-export-route.ts';
export * from './define-import-route.ts';
export * from './define-list-route.ts';
export * from './filters.ts';
export * from './super-query.ts';
