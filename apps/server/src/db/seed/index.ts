import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { sysTenant } from '../schema.ts';
import type { Db } from '../types.ts';
import { syncCatalog } from './catalog.ts';
import { DEMO_TENANTS } from './demo-data.ts';
import { seedTenant } from './tenant-seed.ts';

export type SeedResult = {
  /** False when the database already had tenants (nothing was seeded). */
  seeded: boolean;
  users: string[];
  /** Only passwords generated now (no SEED_ADMIN_PASSWORD); shown once, never stored in clear. */
  generatedPasswords: Map<string, string>;
};

// Serialises concurrent first starts of several instances on one PostgreSQL database.
const SEED_LOCK = 7_245_001;

function randomPassword(): string {
  // `Xm7-` keeps the password policy's letters-and-digits rule whatever the random part holds.
  return `Xm7-${randomBytes(9).toString('base64url')}`;
}

/** Syncs the permission catalogue, then seeds the demo tenants if `sys_tenant` is empty. */
export async function seedIfEmpty(db: Db, adminPassword?: string): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const ids = await syncCatalog(tx);
    const [row] = await tx.select({ n: count() }).from(sysTenant);
    const users: string[] = [];
    const generatedPasswords = new Map<string, string>();
    if (Number(row?.n ?? 0) > 0) return { seeded: false, users, generatedPasswords };
    const passwordFor = (username: string) => {
      if (adminPassword) return adminPassword;
      const password = randomPassword();
      generatedPasswords.set(username, password);
      return password;
    };
    for (const tenant of DEMO_TENANTS) {
      const created = await seedTenant(tx, ids, tenant, passwordFor);
      users.push(...created.keys());
    }
    return { seeded: true, users, generatedPasswords };
  });
}
