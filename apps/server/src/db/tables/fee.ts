import { bigint, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, ownId, tenantId, tenantKey } from '../columns.ts';

// 费用管理: the platform operator's service contracts with its schools. The rows are the operator's
// own records (tenant_id = the platform's tenant); `school_id` names the school a contract is for.

/** One service contract: period, package, amount (in fen), invoices and payments. */
export const sysTenantContract = pgTable(
  'sys_tenant_contract',
  {
    id: ownId(),
    tenantId: tenantId(),
    /** The school (`sys_tenant.id`) the contract is for. */
    schoolId: integer('school_id').notNull(),
    contractNo: text('contract_no').notNull(),
    packageCode: text('package_code').notNull(),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    paidFen: bigint('paid_fen', { mode: 'number' }).notNull().default(0),
    /** `ContractPayState`, derived from the amounts on every save (filterable). */
    payState: text('pay_state').notNull(),
    /** `ContractInvoice[]` (amounts in yuan, as issued). */
    invoices: jsonb('invoices').notNull().default([]),
    remark: text('remark'),
    /** The smallest `CONTRACT_REMIND_DAYS` threshold already reminded of (null: none yet). */
    remindedDays: integer('reminded_days'),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_tenant_contract_no').on(t.tenantId, t.contractNo),
    index('idx_sys_tenant_contract_school').on(t.tenantId, t.schoolId, t.endDate),
  ],
);
