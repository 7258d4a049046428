import {
  CONTRACT_GRACE_DAYS,
  type ContractInvoice,
  type ContractPackage,
  type ContractPayState,
  type ContractTermState,
  type ServiceContract,
} from '@xinmiao/shared';
import { formatDateTime } from '../../core/time.ts';
import type { sysTenantContract } from '../../db/schema.ts';

type Row = typeof sysTenantContract.$inferSelect;
const DAY_MS = 86_400_000;

export const toFen = (yuan: number): number => Math.round(yuan * 100);
const toYuan = (fen: number): number => fen / 100;

/** Whole days from `from` to `to` (both `yyyy-MM-dd`). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export function payStateOf(amountFen: number, paidFen: number): ContractPayState {
  if (paidFen <= 0) return 'unpaid';
  return paidFen >= amountFen ? 'paid' : 'partial';
}

/**
 * Where a contract stands today. Past its end it is in the grace period only while it is the
 * school's last contract (`schoolEnd`); one a renewal followed has simply ended.
 */
export function termStateOf(
  row: Pick<Row, 'beginDate' | 'endDate'>,
  schoolEnd: string,
  today: string,
): ContractTermState {
  if (today < row.beginDate) return 'pending';
  const left = daysBetween(today, row.endDate);
  if (left >= 0) return left < 30 ? 'expiring' : 'active';
  if (row.endDate < schoolEnd) return 'ended';
  return -left <= CONTRACT_GRACE_DAYS ? 'grace' : 'ended';
}

export function toContract(row: Row, schoolName: string, schoolEnd: string, today: string): ServiceContract {
  const invoices = row.invoices as ContractInvoice[];
  return {
    id: row.id,
    schoolId: row.schoolId,
    schoolName,
    contractNo: row.contractNo,
    packageCode: row.packageCode as ContractPackage,
    beginDate: row.beginDate,
    endDate: row.endDate,
    amount: toYuan(row.amountFen),
    paidAmount: toYuan(row.paidFen),
    payState: row.payState as ContractPayState,
    invoices,
    invoicedAmount: toYuan(invoices.reduce((sum, i) => sum + toFen(i.amount), 0)),
    termState: termStateOf(row, schoolEnd, today),
    daysLeft: daysBetween(today, row.endDate),
    remark: row.remark,
    createTime: formatDateTime(row.createTime) ?? '',
  };
}
