import type { OnlineForm, ReportConfig, ReportSourceInfo } from '@xinmiao/shared';

export type FilterOption = { value: string; label: string };

/** A form entry's filter keys: the form's single-value query fields (what the server accepts). */
export function formFilterOptions(form: OnlineForm | undefined): FilterOption[] {
  return (form?.fields ?? [])
    .filter((f) => f.query === 'single')
    .map((f) => ({ value: f.name, label: f.label }));
}

/**
 * A report entry's filter keys, as the server checks them on save: the report's search fields
 * (labelled by its source's fields when known) and its parameters.
 */
export function reportFilterOptions(
  report: ReportConfig | undefined,
  sources: readonly ReportSourceInfo[],
): FilterOption[] {
  if (!report) return [];
  const fields = sources.find((s) => s.key === report.source)?.fields ?? [];
  return [
    ...report.searchFields.map((name) => ({
      value: name,
      label: fields.find((f) => f.name === name)?.label ?? name,
    })),
    ...report.params.map((p) => ({ value: p.name, label: `${p.label}（参数）` })),
  ];
}
