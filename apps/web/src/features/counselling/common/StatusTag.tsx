import {
  BOOKING_STATUSES,
  type BookingStatus,
  CASE_STATUSES,
  type CounsellingCaseStatus,
} from '@xinmiao/shared';
import { Tag } from 'antd';

const BOOKING_COLORS: Partial<Record<BookingStatus, string>> = {
  requested: 'gold',
  pre_screened: 'lime',
  pending_confirm: 'orange',
  confirmed: 'blue',
  checked_in: 'cyan',
  in_session: 'geekblue',
  completed: 'magenta',
  note_due: 'purple',
  note_signed: 'green',
  routed_crisis: 'red',
  no_show: 'volcano',
};

export function BookingStatusTag({ status }: { status: string }) {
  return (
    <Tag color={BOOKING_COLORS[status as BookingStatus] ?? 'default'}>
      {BOOKING_STATUSES[status as BookingStatus] ?? status}
    </Tag>
  );
}

export function CaseStatusTag({ status }: { status: string }) {
  return (
    <Tag color={status === 'closed' ? 'default' : 'blue'}>
      {CASE_STATUSES[status as CounsellingCaseStatus] ?? status}
    </Tag>
  );
}
