import { randomBytes } from 'node:crypto';
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
