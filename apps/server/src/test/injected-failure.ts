import { sql } from 'drizzle-orm';
import type { Db } from '../db/types.ts';

/**
 * Real database failures a test can plant between the steps of a service: a trigger that raises,
 * as a lost connection or a violated constraint would, in the middle of the transaction.
 */
const FAILURES = {
  /** Filing a warning signal. */
  signal: { table: 'crisis_signal', event: sql`before insert`, when: sql`true` },
  /** Linking a booking to its crisis case. */
  bookingLink: {
    table: 'counselling_booking',
    event: sql`before update`,
    when: sql`new.crisis_case_id is not null`,
  },
} as const;

export type InjectedFailure = keyof typeof FAILURES;

/** Plants the failure; returns what removes it. */
export async function injectFailure(db: Db, at: InjectedFailure): Promise<() => Promise<void>> {
  const trigger = sql.identifier(`xm_test_fail_${at}`);
  const { table, event, when } = FAILURES[at];
  await db.execute(sql`create or replace function xm_test_fail() returns trigger language plpgsql as $$
    begin raise exception 'injected failure'; end $$`);
  await db.execute(
    sql`create trigger ${trigger} ${event} on ${sql.identifier(table)} for each row when (${when})
      execute function xm_test_fail()`,
  );
  return async () => {
    await db.execute(sql`drop trigger ${trigger} on ${sql.identifier(table)}`);
  };
}
