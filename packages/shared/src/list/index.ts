export * from './define-list-route.ts';
export * from './filters.ts';
export * from './super-query.ts';
