// The whole schema, one domain per file under tables/; table files import each other, never this barrel.

export * from './tables/admin.ts';
export * from './tables/ai.ts';
export * from './tables/announcement.ts';
export * from './tables/auth.ts';
export * from './tables/career.ts';
export * from './tables/counselling.ts';
export * from './tables/courses.ts';
export * from './tables/crisis.ts';
export * from './tables/depart.ts';
export * from './tables/dict.ts';
export * from './tables/files.ts';
export * from './tables/jobs.ts';
export * from './tables/logs.ts';
export * from './tables/online.ts';
export * from './tables/permissions.ts';
export * from './tables/relax.ts';
export * from './tables/reports.ts';
export * from './tables/risk.ts';
export * from './tables/scales.ts';
export * from './tables/school.ts';
export * from './tables/screening.ts';
export * from './tables/tenancy.ts';
export * from './tables/users.ts';
