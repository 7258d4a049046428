import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from './core/password.ts';
import { sysUser } from './db/schema.ts';
import { createUnseededDb, type UnseededDb } from './security/unseeded-db.ts';
import { type SeedResult, seedIfEmpty } from './seed/index.ts';
import { type AccountListing, listAccounts } from './start/accounts.ts';
import { startupLines } from './startup-report.ts';

const facts = (seed: Partial<SeedResult>, password?: string, accounts?: AccountListing) => ({
  url: 'http://localhost:3000',
  apiPath: '/jeecg-boot',
  driver: 'pglite',
  redis: false,
  env: { LOGIN_CAPTCHA: 'on' as const, SEED_ADMIN_PASSWORD: password },
  seed: {
    seeded: false,
    demo: false,
    users: [],
    generatedPasswords: new Map(),
    catalogChanged: false,
    ...seed,
  },
  accounts,
});

describe('start-up report', () => {
  it('prints the platform administrator and its generated password without the demo', () => {
    const platform = startupLines(
      facts({ seeded: true, generatedPasswords: new Map([['admin', 'Xm-abc']]) }),
    );
    expect(platform.join('\n')).not.toContain('Demo accounts');
    expect(platform).toEqual(
      expect.arrayContaining(['Platform administrator: admin (tenant 1 心苗平台)', '  admin: Xm-abc']),
    );
  });

  it('says SEED_ADMIN_PASSWORD changed nothing on a database seeded before', () => {
    const none: AccountListing = { accounts: [], more: 0 };
    const later = startupLines(facts({ seeded: false, demo: true }, 'Demo@2026x', none));
    expect(later).toContain(
      'SEED_ADMIN_PASSWORD is ignored: the database is already seeded, no password was changed',
    );
    const first = startupLines(facts({ seeded: true, demo: true }, 'Demo@2026x', none));
    expect(first).toContain('Passwords: the value of SEED_ADMIN_PASSWORD.');
    expect(first.join('\n')).not.toContain('ignored');
  });
});

describe('start-up report on a real demo database', () => {
  let db: UnseededDb;
  let seed: SeedResult;
  beforeAll(async () => {
    db = await createUnseededDb();
    seed = await seedIfEmpty(db.db, { demo: true, screenings: false });
  });
  afterAll(() => db.drop());

  /** The table row of one account: its cells, split on the column gaps. */
  const rowOf = (lines: string[], username: string) =>
    lines
      .find((line) => line.startsWith(`  ${username} `))
      ?.trim()
      .split(/\s{2,}/) ?? [];

  it('lists every demo account, students included, each with a password that signs it in', async () => {
    const lines = startupLines(facts(seed, undefined, await listAccounts(db.db)));
    const stored = await db.db
      .select({ username: sysUser.username, password: sysUser.password })
      .from(sysUser);
    expect(stored.length).toBeGreaterThan(7);
    for (const { username, password } of stored) {
      const row = rowOf(lines, username);
      expect(row[0], `${username} is listed`).toBe(username);
      expect(await verifyPassword(row.at(-1) ?? '', password), `${username}'s printed password`).toBe(true);
    }
    for (const username of ['liangxiao', 'pingtai', '20230101'])
      expect(rowOf(lines, username)).not.toEqual([]);
    expect(rowOf(lines, 'liangxiao')[2]).toBe('心苗示范大学 (1000), 另一所示范中学 (1001)');
    expect(lines).toContain('Generated passwords are shown only this once: store them now.');
  });

  it('on a later start lists the accounts again and says where their passwords came from', async () => {
    await db.db.update(sysUser).set({ pwdChangeRequired: 0 }).where(eq(sysUser.username, '20230102'));
    const again = await seedIfEmpty(db.db, { demo: true });
    const lines = startupLines(facts(again, undefined, await listAccounts(db.db)));
    expect(rowOf(lines, 'xinli').at(-1)).toBe('set on the first start');
    expect(rowOf(lines, 'pingtai').at(-1)).toBe('set on the first start');
    expect(rowOf(lines, '20230101').at(-1)).toBe('set on the first start');
    expect(rowOf(lines, '20230102').at(-1)).toBe('changed by the student');
    expect(lines.join('\n')).toContain('Passwords: set on the first start');
    expect(lines.join('\n')).not.toContain('shown only this once');
  });
});
