import {
  CONTRACT_PACKAGES,
  CONTRACT_PAY_STATES,
  CONTRACT_TERM_STATES,
  type contractInput,
  FEE_MESSAGES,
  feeRoutes,
  PLATFORM_TENANT_ID,
  type SchoolContracts,
} from '@xinmiao/shared';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { listExport } from '../../core/list/list-export.ts';
import { type SqlListConfig, sqlList, sqlListRows } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { chinaToday } from '../../core/time.ts';
import { sysTenant, sysTenantContract } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { payStateOf, toContract, toFen } from './records.ts';
import { applySchoolTerm, schoolEnds } from './terms.ts';

type Input = z.output<typeof contractInput>;
type Row = typeof sysTenantContract.$inferSelect;

const isPlatform = (ctx: AuthCtx): boolean => ctx.tenantId === PLATFORM_TENANT_ID;

async function schoolNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: sysTenant.id, name: sysTenant.name })
    .from(sysTenant)
    .where(inArray(sysTenant.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Contract rows as the API shows them, each with its school's name and standing today. */
async function present(db: Db, rows: Row[]) {
  const ids = [...new Set(rows.map((r) => r.schoolId))];
  const [names, ends] = await Promise.all([schoolNames(db, ids), schoolEnds(db, ids)]);
  const today = chinaToday();
  return rows.map((row) =>
    toContract(
      row,
      names.get(row.schoolId) ?? String(row.schoolId),
      ends.get(row.schoolId) ?? row.endDate,
      today,
    ),
  );
}

/** What a contract's form writes: amounts in fen, the payment state derived from them. */
function valuesOf(body: Input) {
  const amountFen = toFen(body.amount);
  const paidFen = toFen(body.paidAmount);
  return {
    schoolId: body.schoolId,
    contractNo: body.contractNo,
    packageCode: body.packageCode,
    beginDate: body.beginDate,
    endDate: body.endDate,
    amountFen,
    paidFen,
    payState: payStateOf(amountFen, paidFen),
    invoices: body.invoices,
    remark: body.remark ?? null,
  };
}

/** Why the form cannot be saved as it is, or null. */
async function problemOf(db: Db, body: Input): Promise<string | null> {
  const [school] = await db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(
      and(eq(sysTenant.id, body.schoolId), eq(sysTenant.delFlag, 0), ne(sysTenant.id, PLATFORM_TENANT_ID)),
    );
  if (!school) return FEE_MESSAGES.schoolMissing;
  if (toFen(body.paidAmount) > toFen(body.amount)) return FEE_MESSAGES.overPaid;
  const invoiced = body.invoices.reduce((sum, i) => sum + toFen(i.amount), 0);
  if (invoiced > toFen(body.amount)) return FEE_MESSAGES.overInvoiced;
  return null;
}

/**
 * 费用管理. The operator's contracts are rows of its own tenant, listed and changed through
 * `ctx.db`; the unscoped database reads school names, sets a school's term from its contracts and
 * answers a school's 本校服务合同 (its own contracts only, read-only).
 */
export function registerFeeRoutes(r: Registrar, services: Services): void {
  const { db } = services;
  const list: SqlListConfig<typeof feeRoutes.list, typeof sysTenantContract> = {
    table: sysTenantContract,
    sort: {
      createTime: sysTenantContract.createTime,
      endDate: sysTenantContract.endDate,
      beginDate: sysTenantContract.beginDate,
      amount: sysTenantContract.amountFen,
      contractNo: sysTenantContract.contractNo,
    },
    filters: {
      contractNo: sysTenantContract.contractNo,
      schoolId: sysTenantContract.schoolId,
      packageCode: sysTenantContract.packageCode,
      payState: sysTenantContract.payState,
    },
    defaultOrder: [asc(sysTenantContract.endDate)],
    tiebreak: desc(sysTenantContract.id),
    toRecords: (rows) => present(db, rows),
  };
  r.route(feeRoutes.list, sqlList(feeRoutes.list, list));
  r.route(
    feeRoutes.exportXls,
    listExport(sqlListRows(feeRoutes.list, list), {
      title: '服务合同',
      columns: [
        { key: 'contractNo', header: '合同编号', width: 18, value: (c) => c.contractNo },
        { key: 'schoolName', header: '学校', width: 24, value: (c) => c.schoolName },
        { key: 'packageCode', header: '服务套餐', width: 10, value: (c) => CONTRACT_PACKAGES[c.packageCode] },
        { key: 'beginDate', header: '开始日期', width: 12, value: (c) => c.beginDate },
        { key: 'endDate', header: '结束日期', width: 12, value: (c) => c.endDate },
        { key: 'amount', header: '合同金额（元）', width: 14, value: (c) => c.amount.toFixed(2) },
        {
          key: 'invoicedAmount',
          header: '已开票（元）',
          width: 14,
          value: (c) => c.invoicedAmount.toFixed(2),
        },
        { key: 'paidAmount', header: '已付款（元）', width: 14, value: (c) => c.paidAmount.toFixed(2) },
        { key: 'payState', header: '付款状态', width: 10, value: (c) => CONTRACT_PAY_STATES[c.payState] },
        { key: 'termState', header: '服务状态', width: 12, value: (c) => CONTRACT_TERM_STATES[c.termState] },
      ],
    }),
  );

  r.route(feeRoutes.mine, async (ctx) => {
    const rows = await db
      .select()
      .from(sysTenantContract)
      .where(
        and(eq(sysTenantContract.tenantId, PLATFORM_TENANT_ID), eq(sysTenantContract.schoolId, ctx.tenantId)),
      )
      .orderBy(desc(sysTenantContract.beginDate));
    const [school] = await db
      .select({ end: sysTenant.endDate, readOnlyFrom: sysTenant.readOnlyFrom })
      .from(sysTenant)
      .where(eq(sysTenant.id, ctx.tenantId));
    const contracts = await present(db, rows);
    const serviceEnd = contracts.reduce<string | null>((m, c) => (m && m > c.endDate ? m : c.endDate), null);
    const mine: SchoolContracts = {
      contracts,
      serviceEnd,
      accessEnd: serviceEnd && school?.end ? chinaToday(new Date(school.end.getTime())) : null,
      readOnly: Boolean(school?.readOnlyFrom && school.readOnlyFrom <= new Date()),
    };
    return ok(mine);
  });

  r.route(feeRoutes.schools, async (ctx) => {
    if (!isPlatform(ctx)) return fail(FEE_MESSAGES.platformOnly);
    const rows = await db
      .select({ id: sysTenant.id, name: sysTenant.name })
      .from(sysTenant)
      .where(and(eq(sysTenant.delFlag, 0), ne(sysTenant.id, PLATFORM_TENANT_ID)))
      .orderBy(asc(sysTenant.id));
    return ok(rows);
  });

  r.route(feeRoutes.add, async (ctx, { body }) => {
    if (!isPlatform(ctx)) return fail(FEE_MESSAGES.platformOnly);
    const problem = await problemOf(db, body);
    if (problem) return fail(problem);
    await ctx.db.insert(sysTenantContract, valuesOf(body));
    await applySchoolTerm(services, body.schoolId);
    ctx.logSubject(body.contractNo);
    return okMsg(FEE_MESSAGES.addOk);
  });

  r.route(feeRoutes.edit, async (ctx, { body }) => {
    if (!isPlatform(ctx)) return fail(FEE_MESSAGES.platformOnly);
    const row = await ctx.db.byId(sysTenantContract, body.id);
    if (!row) return fail(FEE_MESSAGES.notFound);
    const problem = await problemOf(db, body);
    if (problem) return fail(problem);
    await ctx.db.update(
      sysTenantContract,
      {
        ...valuesOf(body),
        // A new end date is a new term to remind of.
        remindedDays: row.endDate === body.endDate ? row.remindedDays : null,
      },
      eq(sysTenantContract.id, row.id),
    );
    await applySchoolTerm(services, body.schoolId);
    if (row.schoolId !== body.schoolId) await applySchoolTerm(services, row.schoolId);
    ctx.logSubject(body.contractNo);
    return okMsg(FEE_MESSAGES.editOk);
  });

  r.route(feeRoutes.delete, async (ctx, { query }) => {
    if (!isPlatform(ctx)) return fail(FEE_MESSAGES.platformOnly);
    const row = await ctx.db.byId(sysTenantContract, query.id);
    if (!row) return fail(FEE_MESSAGES.notFound);
    await ctx.db.delete(sysTenantContract, eq(sysTenantContract.id, row.id));
    await applySchoolTerm(services, row.schoolId);
    ctx.logSubject(row.contractNo);
    return okMsg(FEE_MESSAGES.deleteOk);
  });
}
