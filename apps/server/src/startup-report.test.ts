import { describe, expect, it } from 'vitest';
import type { SeedResult } from './seed/index.ts';
import { startupLines } from './startup-report.ts';

const facts = (seed: Partial<SeedResult>, password?: string) => ({
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
});

describe('start-up report', () => {
  it('prints the demo accounts for a demo database and the platform administrator otherwise', () => {
    expect(startupLines(facts({ demo: true })).join('\n')).toContain('Demo accounts: admin (管理员), xinli');
    const platform = startupLines(
      facts({ seeded: true, generatedPasswords: new Map([['admin', 'Xm-abc']]) }),
    );
    expect(platform.join('\n')).not.toContain('Demo accounts');
    expect(platform).toEqual(
      expect.arrayContaining(['Platform administrator: admin (tenant 1 心苗平台)', '  admin: Xm-abc']),
    );
  });

  it('says SEED_ADMIN_PASSWORD changed nothing on a database seeded before', () => {
    const later = startupLines(facts({ seeded: false, demo: true }, 'Demo@2026x'));
    expect(later).toContain(
      'SEED_ADMIN_PASSWORD is ignored: the database is already seeded, no password was changed',
    );
    const first = startupLines(facts({ seeded: true, demo: true }, 'Demo@2026x'));
    expect(first).toContain('Passwords: SEED_ADMIN_PASSWORD');
    expect(first.join('\n')).not.toContain('ignored');
  });
});
