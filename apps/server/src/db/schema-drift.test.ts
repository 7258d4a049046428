import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrate.ts';
import * as schema from './schema.ts';

type Journal = { entries: { idx: number; tag: string }[] };

function latestSnapshot(): DrizzleSnapshotJSON {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const last = journal.entries.at(-1);
  if (!last) throw new Error('no migrations in the journal');
  const file = `${String(last.idx).padStart(4, '0')}_snapshot.json`;
  return JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', file), 'utf8')) as DrizzleSnapshotJSON;
}

describe('schema.ts and the generated migrations', () => {
  it('agree: drizzle-kit would generate nothing (run `npx drizzle-kit generate` after editing schema.ts)', async () => {
    const statements = await generateMigration(latestSnapshot(), generateDrizzleJson(schema));
    expect(statements).toEqual([]);
  });
});
