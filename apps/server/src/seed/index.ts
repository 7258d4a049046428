import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { defaultJobs } from '../core/module.ts';
import { ensureDefaultJobs } from '../core/scheduler/default-jobs.ts';
import { ensureStudentRoles } from '../core/student-role.ts';
import { TenantDb } from '../core/tenant-db.ts';
import { sysTenant } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { MODULES } from '../modules/index.ts';
import { syncCatalog } from './catalog.ts';
import { DEMO_TENANTS } from './demo-schools.ts';
import { DEMO_PLATFORM_TENANT, PLATFORM_TENANT } from './platform.ts';
import { seedTenant } from './school-runner.ts';

export type SeedOptions = {
  /** Password of every account seeded now; unset → one generated per account, returned once. */
  adminPassword?: string | undefined;
  /** Seed the demo schools and their accounts; otherwise only the platform administrator. */
  demo: boolean;
  /**
   * With the demo schools, also the closed demo screening task and its results (reports show real
   * data after `npm start`). Default true; server tests leave it out and build their own.
   */
  screenings?: boolean;
  /** scrypt cost of the seeded accounts' hashes; only tests lower it (default: the production cost). */
  passwordCost?: number;
};

export type SeedResult = {
  /** False when the database already had tenants (nothing was seeded). */
  seeded: boolean;
  /** Whether the database holds the demo schools (seeded now or on an earlier start). */
  demo: boolean;
  users: string[];
  /** Only passwords generated now (no adminPassword); shown once, never stored in clear. */
  generatedPasswords: Map<string, string>;
  /** The catalogue sync added, changed or retired entries: cached permission sets are stale. */
  catalogChanged: boolean;
};

// Serialises concurrent first starts of several instances on one PostgreSQL database.
const SEED_LOCK = 7_245_001;

const DEMO_TENANT_ID = DEMO_TENANTS[0]?.id ?? 1000;

function randomPassword(): string {
  // `Xm7-` keeps the password policy's letters-and-digits rule whatever the random part holds.
  return `Xm7-${randomBytes(9).toString('base64url')}`;
}

/** Each module's start-up step, for each live school (what a school that predates it lacks). */
async function ensureModules(db: Db): Promise<void> {
  const steps = MODULES.flatMap((m) => (m.seed?.ensure ? [m.seed.ensure] : []));
  if (steps.length === 0) return;
  // 教育局 tenants have no school to give anything to.
  const schools = await db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(and(eq(sysTenant.delFlag, 0), eq(sysTenant.kind, 'school')));
  for (const school of schools) {
    const tdb = new TenantDb(db, school.id, 'system');
    for (const step of steps) await step(tdb);
  }
}

/**
 * Syncs the permission catalogue, then, if `sys_tenant` is empty, seeds either the demo schools or
 * only the platform administrator; otherwise gives schools the default jobs and the 学生 role they
 * predate. A production database is started with `demo: false`.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const ids = await syncCatalog(tx);
    const [row] = await tx.select({ n: count() }).from(sysTenant);
    const users: string[] = [];
    const generatedPasswords = new Map<string, string>();
    if (Number(row?.n ?? 0) > 0) {
      await ensureDefaultJobs(tx, defaultJobs(MODULES));
      await ensureModules(tx);
      const studentRolesGiven = await ensureStudentRoles(tx);
      const [demo] = await tx
        .select({ id: sysTenant.id })
        .from(sysTenant)
        .where(eq(sysTenant.id, DEMO_TENANT_ID));
      return {
        seeded: false,
        demo: demo !== undefined,
        users,
        generatedPasswords,
        catalogChanged: ids.changed || studentRolesGiven > 0,
      };
    }
    const passwordFor = (username: string) => {
      if (options.adminPassword) return options.adminPassword;
      const password = randomPassword();
      generatedPasswords.set(username, password);
      return password;
    };
    for (const tenant of options.demo ? [...DEMO_TENANTS, DEMO_PLATFORM_TENANT] : [PLATFORM_TENANT]) {
      const created = await seedTenant(tx, ids, tenant, passwordFor, options.passwordCost);
      users.push(...created.keys());
    }
    if (options.demo && options.screenings !== false) {
      const demo = new TenantDb(tx, DEMO_TENANT_ID, 'admin');
      for (const m of MODULES) await m.seed?.demoActivity?.(demo);
    }
    return { seeded: true, demo: options.demo, users, generatedPasswords, catalogChanged: ids.changed };
  });
}
