import type { LedgerRow, StatCell } from '@xinmiao/shared';
import type { TableColumnsType } from 'antd';
import { cellText } from '../cockpit/chart-options.ts';

/** A right-aligned column of counts, small ones hidden as the server sends them ("<5"). */
export const countColumn = <T>(title: string, dataIndex: keyof T & string) => ({
  title,
  dataIndex,
  align: 'right' as const,
  render: (value: StatCell) => cellText(value),
});

/** The ledger's warnings, interviews and follow-ups, as the overview and 台账管理 both show them. */
export const ledgerCountColumns: TableColumnsType<LedgerRow> = [
  countColumn<LedgerRow>('预警新增', 'warningsOpened'),
  countColumn<LedgerRow>('预警结案', 'warningsClosed'),
  countColumn<LedgerRow>('预警超期', 'warningsOverdue'),
  countColumn<LedgerRow>('约谈按时', 'interviewsOnTime'),
  countColumn<LedgerRow>('约谈逾期', 'interviewsLate'),
  countColumn<LedgerRow>('回访按时', 'followupsOnTime'),
  countColumn<LedgerRow>('回访逾期', 'followupsLate'),
];
