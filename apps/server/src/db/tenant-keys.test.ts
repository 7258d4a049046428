import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTITIONED_TABLES } from '../core/log-partitions.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.drop());

/**
 * Keys found before any school is known, on purpose: a session, a console entry code and a sign-in
 * on its way through a school's identity provider are looked up by the hash of their secret (the
 * tenant comes from the row), and an account
 * (`sys_user`, its `tenant_id` the school that owns it) may be a member of several schools, so its
 * id is referenced from every school it belongs to.
 * Under Citus these stay reference tables or are distributed by their own key.
 */
const GLOBAL_KEYS = [
  'sys_embed_code.sys_embed_code_pkey (code_hash)',
  'sys_oidc_flow.sys_oidc_flow_pkey (key_hash)',
  'sys_session.sys_session_pkey (token_hash)',
  'sys_session.uq_sys_session_sid (sid)',
  'sys_user.sys_user_pkey (id)',
];

type KeyRow = { table_name: string; index_name: string; columns: string };

// Issue 24: a schema distributed by tenant (Citus) needs every tenant-owned table's primary and
// unique keys to start with tenant_id, so each key is checked within one tenant's shard.
describe('tenant keys', () => {
  it('every primary and unique key of a table with tenant_id starts with tenant_id, but the listed global ones', async () => {
    const { rows } = (await db.db.execute(sql`
      select c.relname as table_name, ic.relname as index_name,
        (select string_agg(a.attname, ',' order by k.ord)
           from unnest(i.indkey) with ordinality as k(attnum, ord)
           join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum) as columns
      from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_class ic on ic.oid = i.indexrelid
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where (i.indisprimary or i.indisunique)
        and exists (select 1 from pg_attribute a
                    where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
      order by 1, 2`)) as unknown as { rows: KeyRow[] };
    expect(rows.length).toBeGreaterThan(20);
    const offending = rows
      .filter((r) => !r.columns.startsWith('tenant_id'))
      .map((r) => `${r.table_name}.${r.index_name} (${r.columns})`);
    expect(offending).toEqual(GLOBAL_KEYS);
  });

  // The check above reads pg_index, which holds the partitioned parents' keys and each partition's
  // own copy alike; this names the partitioned tables so they cannot fall out of it unnoticed.
  it('the partitioned tables are tenant-owned, keyed by tenant_id first, and every key holds the month column', async () => {
    const { rows } = (await db.db.execute(sql`
      select c.relname as table_name, ic.relname as index_name,
        (select string_agg(a.attname, ',' order by k.ord)
           from unnest(i.indkey) with ordinality as k(attnum, ord)
           join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum) as columns,
        (select string_agg(a.attname, ',')
           from pg_partitioned_table pt
           join pg_attribute a on a.attrelid = pt.partrelid and a.attnum = any(pt.partattrs)
           where pt.partrelid = c.oid) as partition_by
      from pg_index i
      join pg_class c on c.oid = i.indrelid and c.relkind = 'p'
      join pg_class ic on ic.oid = i.indexrelid
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where i.indisprimary or i.indisunique
      order by 1, 2`)) as unknown as { rows: (KeyRow & { partition_by: string })[] };
    expect([...new Set(rows.map((r) => r.table_name))].sort()).toEqual([...PARTITIONED_TABLES].sort());
    for (const row of rows) {
      expect(row.partition_by).toBe('create_time');
      expect(row.columns.startsWith('tenant_id,'), row.index_name).toBe(true);
      expect(row.columns.split(','), row.index_name).toContain('create_time');
    }
  });
});
