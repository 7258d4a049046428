import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sysSecret } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

/** The server secret, created once per database so every instance shares it. */
export async function ensureSecret(db: Db, name = 'server'): Promise<string> {
  await db
    .insert(sysSecret)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(sysSecret).where(eq(sysSecret.name, name));
  if (!row) throw new Error('sys_secret missing after insert');
  return row.value;
}

/**
 * This installation's Redis namespace, derived from its secret: installations sharing one Redis
 * then neither read each other's session and permission entries nor hear each other's notices,
 * and the name reveals nothing about the secret.
 */
export function installationNamespace(secret: string): string {
  return createHash('sha256').update(`redis-namespace:${secret}`).digest('hex').slice(0, 16);
}
