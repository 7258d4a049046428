import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testsThatOpenADatabase } from './database-tests.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the PostgreSQL pass file list', () => {
  const files = testsThatOpenADatabase(SERVER_DIR);

  it('keeps files that reach the database through the harness or a helper', () => {
    expect(files).toContain('src/modules/session/login.test.ts');
    expect(files).toContain('src/security/default-credentials.test.ts');
    expect(files).toContain('src/db/migrate.test.ts');
  });

  it('leaves out files that cannot open a database, this one included', () => {
    expect(files).not.toContain('src/env.test.ts');
    expect(files).not.toContain('src/modules/session/login-password.test.ts');
    expect(files).not.toContain('src/test/database-tests.test.ts');
  });
});
