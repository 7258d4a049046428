import type { ReportRow } from '@xinmiao/shared';

/** Spec §5 and §8: what JPopup says about its own configuration. */
export const POPUP_MESSAGES = {
  badConfig: 'popup参数未正确配置!',
  countMismatch: 'popup参数未正确配置,原始值和目标值数量不一致!',
  chooseOne: '请选择一条记录',
  initFailedTitle: '出错了',
  initFailed: 'Popup初始化失败，请检查你的配置或稍后重试！',
  badSorter: '【JPopup】sorter参数不合法',
} as const;

/** Which report field fills which form field (Vue3 JeecgBoot's `fieldConfig`). */
export type FieldMapping = { source: string; target: string };

export type PopupFieldsInput = {
  code?: string;
  /** Comma-separated report fields (JeecgBoot Vue2 `orgFields`)… */
  orgFields?: string;
  /** …and the form fields they fill, in the same order (`destFields`). */
  destFields?: string;
  fieldConfig?: readonly FieldMapping[];
};

const names = (list: string | undefined): string[] =>
  list
    ? list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** The mappings of a JPopup, or the message of spec §5 when its configuration cannot work. */
export function popupMappings(input: PopupFieldsInput): { mappings: FieldMapping[] } | { problem: string } {
  if (input.fieldConfig?.length) {
    if (!input.code || input.fieldConfig.some((m) => !m.source || !m.target)) {
      return { problem: POPUP_MESSAGES.badConfig };
    }
    return { mappings: [...input.fieldConfig] };
  }
  const sources = names(input.orgFields);
  const targets = names(input.destFields);
  if (!input.code || sources.length === 0 || targets.length === 0)
    return { problem: POPUP_MESSAGES.badConfig };
  if (sources.length !== targets.length) return { problem: POPUP_MESSAGES.countMismatch };
  return { mappings: sources.map((source, i) => ({ source, target: targets[i] ?? '' })) };
}

const text = (value: unknown): string =>
  value === undefined || value === null || String(value) === '' ? '' : String(value);

/** Each target gets its source's values of the chosen rows, comma-joined (a 0 stays "0"). */
export function mappedValues(
  rows: readonly ReportRow[],
  mappings: readonly FieldMapping[],
): Record<string, string> {
  return Object.fromEntries(
    mappings.map((m) => [m.target, rows.map((row) => text(row[m.source])).join(',')]),
  );
}

/** Every target emptied (the input's clear icon). */
export function emptiedValues(mappings: readonly FieldMapping[]): Record<string, string> {
  return Object.fromEntries(mappings.map((m) => [m.target, '']));
}

export type Sorter = { column: string; order: 'asc' | 'desc' };

/** `column=asc|desc`; anything else is ignored with a console warning (spec §5). */
export function parseSorter(sorter: string | undefined | null): Sorter | undefined {
  if (!sorter) return undefined;
  const [column = '', order = '', ...rest] = sorter.split('=');
  const direction = order.toLowerCase();
  if (column && rest.length === 0 && (direction === 'asc' || direction === 'desc')) {
    return { column, order: direction };
  }
  console.warn(POPUP_MESSAGES.badSorter);
  return undefined;
}

/** JeecgBoot's popup sends its `param` as `self_<name>` parameters. */
export function selfParams(param: Readonly<Record<string, string>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(param ?? {}).map(([key, value]) => [`self_${key}`, value]));
}

/** A row's key: its id where it has one, else its values (JeecgBoot combines them too). */
export function rowKey(row: ReportRow): string {
  return row.id !== undefined && row.id !== null ? String(row.id) : JSON.stringify(row);
}
