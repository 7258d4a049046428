import type { Env } from './env.ts';
import type { SeedResult } from './seed/index.ts';

export type StartupFacts = {
  url: string;
  apiPath: string;
  driver: string;
  redis: boolean;
  env: Pick<Env, 'LOGIN_CAPTCHA' | 'SEED_ADMIN_PASSWORD'>;
  seed: SeedResult;
};

const DEMO_ACCOUNTS =
  'Demo accounts: admin (管理员), xinli (心理中心咨询师), fudaoyuan (辅导员), banzhuren (班主任) in tenant 1000; zhongxue (班主任) in tenant 1001';

/** What the console prints once the server listens: where, which accounts, and passwords made now. */
export function startupLines({ url, apiPath, driver, redis, env, seed }: StartupFacts): string[] {
  const lines = [
    `心苗 Xinmiao listening on ${url} (API ${url}${apiPath}, database: ${driver}${redis ? ', redis cache' : ''})`,
    `Login captcha: ${env.LOGIN_CAPTCHA}`,
    seed.demo ? DEMO_ACCOUNTS : 'Platform administrator: admin (tenant 1 心苗平台)',
  ];
  if (seed.seeded && env.SEED_ADMIN_PASSWORD) lines.push('Passwords: SEED_ADMIN_PASSWORD');
  if (!seed.seeded && env.SEED_ADMIN_PASSWORD) {
    lines.push('SEED_ADMIN_PASSWORD is ignored: the database is already seeded, no password was changed');
  }
  if (seed.generatedPasswords.size) {
    lines.push('Generated passwords (shown only this once, store them now):');
    for (const [user, password] of seed.generatedPasswords) lines.push(`  ${user}: ${password}`);
  }
  return lines;
}
