import type { SysTenant } from '@xinmiao/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formValuesOf, tenantBody } from './form-values.ts';

const row: SysTenant = {
  id: 1002,
  name: '新学校',
  beginDate: '2026-01-01 00:00:00',
  endDate: '2026-12-31 23:59:59',
  status: 0,
  status_dictText: '冻结',
  houseNumber: null,
  regionCode: '140105',
  kind: 'school',
  createBy: 'pingtai',
  createTime: '2026-01-01 08:00:00',
};

describe('tenant form values', () => {
  it('round-trips the validity range as days and status as 冻结', () => {
    const values = formValuesOf(row);
    expect(values.frozen).toBe(true);
    expect(values.term?.map((d) => d?.format('YYYY-MM-DD'))).toEqual(['2026-01-01', '2026-12-31']);
    expect(tenantBody(values)).toEqual({
      id: 1002,
      name: '新学校',
      beginDate: '2026-01-01',
      endDate: '2026-12-31',
      status: 0,
      houseNumber: null,
      regionCode: '140105',
      kind: 'school',
    });
  });

  it('leaves open ends open and omits an empty number', () => {
    const body = tenantBody({
      id: null,
      name: ' 学校 ',
      term: [null, dayjs('2030-06-30')],
      frozen: false,
      kind: 'school',
    });
    expect(body).toEqual({
      name: '学校',
      beginDate: null,
      endDate: '2030-06-30',
      status: 1,
      houseNumber: null,
      regionCode: null,
      kind: 'school',
    });
  });
});
