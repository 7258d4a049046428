import {
  BOOKING_STATUSES,
  CASE_LEVELS,
  CASE_STATUS,
  type CockpitData,
  STAFF_TYPES,
  UNIT_KINDS,
} from '@xinmiao/shared';

const from =
  (labels: Readonly<Record<string, string>>) =>
  (key: string): string =>
    Object.hasOwn(labels, key) ? (labels[key] ?? key) : key;

export const caseStatusLabel = from(CASE_STATUS);
export const bookingStatusLabel = from(BOOKING_STATUSES);
export const unitKindLabel = from(UNIT_KINDS);
export const staffTypeLabel = from(STAFF_TYPES);
export const levelLabel = (level: number): string =>
  CASE_LEVELS[level as keyof typeof CASE_LEVELS]?.label ?? `等级 ${level}`;
export const levelColor = (level: number): string =>
  CASE_LEVELS[level as keyof typeof CASE_LEVELS]?.color ?? '#3ba1ff';

/** Month axis labels `1月`…`12月`. */
export const monthLabels = (data: CockpitData): string[] =>
  data.months.map((m) => `${Number(m.month.slice(5))}月`);
