import type { SysTenant, TenantInput, TenantKind } from '@xinmiao/shared';
import dayjs, { type Dayjs } from 'dayjs';

/** What the 租户 form edits: the validity dates as one day range. */
export type TenantFormValues = {
  id?: number | null;
  name: string;
  term?: [Dayjs | null, Dayjs | null] | null;
  frozen: boolean;
  houseNumber?: string | null;
  regionCode?: string | null;
  kind: TenantKind;
};

export function formValuesOf(row: SysTenant | null): TenantFormValues {
  if (!row)
    return {
      id: null,
      name: '',
      term: null,
      frozen: false,
      houseNumber: '',
      regionCode: null,
      kind: 'school',
    };
  const day = (v: string | null) => (v ? dayjs(v.slice(0, 10)) : null);
  return {
    id: row.id,
    name: row.name,
    term: row.beginDate || row.endDate ? [day(row.beginDate), day(row.endDate)] : null,
    frozen: row.status === 0,
    houseNumber: row.houseNumber,
    regionCode: row.regionCode,
    kind: row.kind,
  };
}

/** The add/edit body: a bare end day means the whole of that day on the server. */
export function tenantBody(values: TenantFormValues): TenantInput {
  const [begin, end] = values.term ?? [null, null];
  return {
    ...(values.id ? { id: values.id } : {}),
    name: values.name.trim(),
    beginDate: begin ? begin.format('YYYY-MM-DD') : null,
    endDate: end ? end.format('YYYY-MM-DD') : null,
    status: values.frozen ? 0 : 1,
    houseNumber: values.houseNumber?.trim() || null,
    regionCode: values.regionCode || null,
    kind: values.kind,
  };
}
