// 表单开发 list benchmark: a form of 50 fields (text, numbers, days, a dictionary) with
// BENCH_FORM_ROWS rows (default 100,000) in one school, then `GET /online/cgform/api/getData/{code}`
// (session, permission, the form's definition, the generic list engine, dictionary texts, JSON)
// and the report over the same form (`/online/cgreport/api/getData/{code}`, 报表开发) beside the
// hand-written SQL of the same page and total (same count strategy) run in the same tenant
// transaction with row-level security on. Budget (issue 29): the list engine's read of the page
// (`dataPage`: its tenant transaction, page, total and dictionary texts) within 1.3× of that SQL;
// the HTTP call is printed beside it. PGlite always, PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL names a server
// (BENCH_ONLY_POSTGRES=1 skips PGlite). Printed, never asserted.

import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { enterTenant } from '../apps/server/src/core/tenancy/tenant-session.ts';
import { TenantDb } from '../apps/server/src/core/tenant-db.ts';
import { migrateDb } from '../apps/server/src/db/migrate.ts';
import type { DbHandle } from '../apps/server/src/db/types.ts';
import { dataPage, loadForm } from '../apps/server/src/modules/online-form/data.ts';
import { seedIfEmpty } from '../apps/server/src/seed/index.ts';
import type { FormFieldInput } from '../packages/shared/src/modules/online-form.contract.ts';
import { benchPostgresUrl, onScratchPglite, onScratchPostgres } from './support/scratch-db.ts';
import { signedInApp } from './support/signed-in-app.ts';

const PASSWORD = 'Bench@123456';
const ROWS = Number(process.env.BENCH_FORM_ROWS ?? 100_000);
const FIELDS = 50;
const PAGE_SIZE = 10;
const BUDGET = 1.3;
const CODE = 'bench_wide';

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Runs the calls in turn, round after round, so machine noise hits all alike; their medians. */
async function compare(runs: number, calls: (() => Promise<unknown>)[]): Promise<number[]> {
  for (let i = 0; i < 10; i++) for (const call of calls) await call();
  const samples = calls.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, call] of calls.entries()) {
      const start = performance.now();
      await call();
      samples[k]?.push(performance.now() - start);
    }
  }
  return samples.map(median);
}

/** Field n: every fifth a number, every fifth a day, one dictionary, the rest text. */
function field(n: number): FormFieldInput {
  const name = `field${n}`;
  if (n === 1) return { name, label: '性别', type: 'dict', dictCode: 'sex', inList: true, query: 'single' };
  if (n % 5 === 0) return { name, label: `数字${n}`, type: 'int', inList: true, query: 'none' };
  if (n % 5 === 1) return { name, label: `日期${n}`, type: 'date', inList: true, query: 'none' };
  return { name, label: `文本${n}`, type: 'text', inList: true, query: 'none' };
}

/** The rows straight into the form's table as its owner: one statement, generated values. */
async function seedRows(handle: DbHandle, formId: string): Promise<number> {
  const start = performance.now();
  const columns = Array.from({ length: FIELDS }, (_, i) => i + 1);
  const values = columns.map((n) => {
    if (n === 1) return sql.raw(`((g % 2) + 1)::text`);
    if (n % 5 === 0) return sql.raw('(g % 1000)');
    if (n % 5 === 1) return sql.raw(`now() - (g % 365) * interval '1 day'`);
    return sql.raw(`'文本 ' || g || ' ${n}'`);
  });
  const table = sql.identifier(`lc_${formId}`);
  const names = sql.join(
    columns.map((n) => sql.identifier(`f_${n}`)),
    sql`, `,
  );
  await handle.db.execute(sql`
    insert into ${table} (tenant_id, id, create_by, create_time, ${names})
    select 1000, (1000000000000 + g)::text, 'admin', now() - g * interval '1 second', ${sql.join(values, sql`, `)}
    from generate_series(1, ${ROWS}) g`);
  await handle.db.execute(sql`analyze ${table}`);
  return performance.now() - start;
}

async function run(label: string, handle: DbHandle): Promise<void> {
  await migrateDb(handle);
  await seedIfEmpty(handle.db, { adminPassword: PASSWORD, demo: true, screenings: false });
  const { app, cache, token } = await signedInApp(handle, PASSWORD);
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({
      method,
      url: `/jeecg-boot${url}`,
      headers: { 'x-access-token': token },
      ...(payload ? { payload } : {}),
    });
    const body = res.json() as { success: boolean; result: { records?: unknown[] } };
    if (!body.success) throw new Error(res.body);
    return body;
  };
  await call('POST', '/online/cgform/head/add', {
    code: CODE,
    name: '五十字段表单',
    tree: false,
    fields: Array.from({ length: FIELDS }, (_, i) => field(i + 1)),
  });
  const [form] = (
    (await handle.db.execute(
      sql`select id from onl_form where tenant_id = 1000 and code = ${CODE}`,
    )) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  if (!form) throw new Error('form not made');
  const seedMs = await seedRows(handle, form.id);
  await call('POST', '/online/cgreport/head/add', {
    code: 'bench_wide_report',
    name: '五十字段报表',
    source: `form:${CODE}`,
    columns: Array.from({ length: 20 }, (_, i) => `field${i + 1}`),
  });

  const page = (url: string) => async () => {
    const body = await call('GET', url);
    if (body.result.records?.length !== PAGE_SIZE) throw new Error(`short page: ${url}`);
  };
  const table = sql.identifier(`lc_${form.id}`);
  const all = sql.join(
    [
      sql.raw('t.id, t.create_by, t.create_time, t.update_by, t.update_time'),
      ...Array.from({ length: FIELDS }, (_, i) => sql`t.${sql.identifier(`f_${i + 1}`)}`),
    ],
    sql`, `,
  );
  // The same page and total by hand, in a tenant transaction under row-level security, with the
  // engine's count strategy (a trusted estimate, else a count bounded at 10,001), and the same
  // answer: field 1's dictionary text beside its value, as JeecgBoot's `@Dict` gives it.
  const handPage = () =>
    handle.db.transaction(async (db) => {
      await enterTenant(db, 1000);
      await db.execute(
        sql`select ${all}, i.item_text as f_1_dict_text from ${table} t
          left join sys_dict d on d.dict_code = 'sex'
          left join sys_dict_item i on i.dict_id = d.id and i.item_value = t.f_1
          where t.tenant_id = 1000 order by t.create_time desc, t.id desc limit ${PAGE_SIZE}`,
      );
      const tenantRows = sql`select 1 from ${table} where tenant_id = 1000`;
      const plan = await db.execute(sql`explain (format json) ${tenantRows}`);
      const estimate = Number(/Plan Rows[^0-9]*(\d+)/.exec(JSON.stringify(plan))?.[1] ?? 0);
      if (estimate < 100_000) await db.execute(sql`select count(*) from (${tenantRows} limit 10001) b`);
    });
  const tdb = new TenantDb(handle.db, 1000);
  const loaded = await loadForm({ db: tdb }, CODE);
  // The list engine's own read of the page: rows, total and dictionary texts in its tenant transaction.
  const enginePage = () => dataPage({ db: tdb }, loaded, { pageNo: 1, pageSize: PAGE_SIZE });
  const [engine = 0, list = 0, report = 0, hand = 0] = await compare(100, [
    enginePage,
    page(`/online/cgform/api/getData/${CODE}?pageNo=1&pageSize=${PAGE_SIZE}`),
    page(`/online/cgreport/api/getData/bench_wide_report?pageNo=1&pageSize=${PAGE_SIZE}`),
    handPage,
  ]);
  const ms = (n: number) => `${n.toFixed(2).padStart(6)} ms`;
  const ratio = engine / hand;
  const lines = [
    `== ${label}: a form of ${FIELDS} fields, ${ROWS.toLocaleString()} rows, seeded in ${(seedMs / 1000).toFixed(1)} s; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} ==`,
    `list engine (dataPage: page, total, dictionary texts) ${ms(engine)} | hand SQL in the tenant transaction ${ms(hand)} (×${ratio.toFixed(2)}, budget ${BUDGET}×) ${ratio <= BUDGET ? 'within' : 'OVER'}`,
    `GET /online/cgform/api/getData (session, permission, definition, engine, JSON) ${ms(list)} (×${(list / hand).toFixed(2)} of hand SQL)`,
    `GET /online/cgreport/api/getData (a report of 20 of its fields) ${ms(report)} (×${(report / hand).toFixed(2)} of hand SQL)`,
  ];
  await app.close();
  await cache.close();
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

if (!process.env.BENCH_ONLY_POSTGRES) await onScratchPglite(run);
const pgUrl = benchPostgresUrl();
if (pgUrl) await onScratchPostgres(pgUrl, run);
