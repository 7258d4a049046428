import type { Env } from './env.ts';
import type { SeedResult } from './seed/index.ts';
import { accountTable } from './start/account-table.ts';
import type { Account, AccountListing } from './start/accounts.ts';

export type StartupFacts = {
  url: string;
  apiPath: string;
  driver: string;
  redis: boolean;
  env: Pick<Env, 'LOGIN_CAPTCHA' | 'SEED_ADMIN_PASSWORD'>;
  seed: SeedResult;
  /** The demo's accounts as the database holds them; absent without the demo. */
  accounts?: AccountListing | undefined;
};

const STUDENT_PASSWORD_RULE =
  'students change theirs at the first sign-in; a school hands out new ones on the account slip (学生管理 › 重置密码)';

/** On the first start: the password itself; later: where it came from (only hashes are stored). */
function passwordSource({ env, seed }: StartupFacts): (account: Account) => string {
  return (account) => {
    if (account.student && !account.mustChange) return 'changed by the student';
    if (!seed.seeded || !seed.users.includes(account.username)) return 'set on the first start';
    return (
      seed.generatedPasswords.get(account.username) ?? (env.SEED_ADMIN_PASSWORD ? 'SEED_ADMIN_PASSWORD' : '')
    );
  };
}

function demoLines(facts: StartupFacts): string[] {
  const { env, seed, accounts } = facts;
  if (!accounts) return [];
  const lines = ['Demo accounts:', ...accountTable(accounts, passwordSource(facts))];
  if (seed.seeded) {
    if (seed.generatedPasswords.size)
      lines.push('Generated passwords are shown only this once: store them now.');
    else if (env.SEED_ADMIN_PASSWORD) lines.push('Passwords: the value of SEED_ADMIN_PASSWORD.');
    lines.push(`Students: ${STUDENT_PASSWORD_RULE}.`);
  } else {
    lines.push(
      'Passwords: set on the first start (SEED_ADMIN_PASSWORD, or generated and printed then);',
      `  ${STUDENT_PASSWORD_RULE}.`,
    );
  }
  return lines;
}

/** What the console prints once the server listens: where, which accounts, and passwords made now. */
export function startupLines(facts: StartupFacts): string[] {
  const { url, apiPath, driver, redis, env, seed } = facts;
  const lines = [
    `心苗 Xinmiao listening on ${url} (API ${url}${apiPath}, database: ${driver}${redis ? ', redis cache' : ''})`,
    `Login captcha: ${env.LOGIN_CAPTCHA}`,
  ];
  if (seed.demo) lines.push(...demoLines(facts));
  else {
    lines.push('Platform administrator: admin (tenant 1 心苗平台)');
    if (seed.seeded && env.SEED_ADMIN_PASSWORD) lines.push('Passwords: SEED_ADMIN_PASSWORD');
    if (seed.generatedPasswords.size) {
      lines.push('Generated passwords (shown only this once, store them now):');
      for (const [user, password] of seed.generatedPasswords) lines.push(`  ${user}: ${password}`);
    }
  }
  if (!seed.seeded && env.SEED_ADMIN_PASSWORD) {
    lines.push('SEED_ADMIN_PASSWORD is ignored: the database is already seeded, no password was changed');
  }
  return lines;
}
